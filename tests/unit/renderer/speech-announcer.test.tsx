// The speech output listening to the page: the screen's heading after a route change, each focused control
// and its changes, what a live region comes to say (alerts at once, statuses politely), dialogs and the
// on-screen keyboard named when the focus enters them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { frAccessibility } from '../../../src/renderer/src/i18n/fr/accessibility';
import { Announcer } from '../../../src/renderer/src/features/kiosk/speech/announcer';
import type { Speech, SpeechKind } from '../../../src/renderer/src/platform/speech';
import { Alert, ANNOUNCE_DELAY_MS } from '../../../src/renderer/src/ui/Alert';

/** A speech output that records what it is asked to say, and how. */
function recordingSpeech() {
  const said: { text: string; kind: SpeechKind; stillTrue?: () => boolean }[] = [];
  const speech: Speech = {
    say: (text, kind, options) => said.push({ text, kind, stillTrue: options?.stillTrue }),
    isSaying: (text) => said.some((item) => item.text === text),
    stop: vi.fn(),
  };
  return { speech, said, texts: () => said.map((item) => item.text) };
}

let announcer: Announcer | null = null;

function start() {
  const recorded = recordingSpeech();
  announcer = new Announcer(recorded.speech, () => frAccessibility);
  announcer.start();
  return recorded;
}

/** MutationObserver callbacks run as microtasks: let them. */
const settle = () => act(async () => undefined);

beforeEach(() => {
  document.body.innerHTML = '';
});

afterEach(() => {
  announcer?.stop();
  announcer = null;
  vi.useRealTimers();
});

describe('focus', () => {
  it('says where the focus is when it starts: the button that turned the mode on', () => {
    render(<button aria-pressed="true">Accessibilité</button>);
    document.querySelector('button')!.focus();
    const { said } = start();
    expect(said).toEqual([{ text: 'Accessibilité, bouton, activé', kind: 'focus', stillTrue: undefined }]);
  });

  it('says each control the focus lands on', () => {
    render(
      <>
        <button type="button">Ajouter</button>
        <a href="/cart">Consulter mon panier</a>
      </>,
    );
    const { texts } = start();
    document.querySelector('button')!.focus();
    document.querySelector('a')!.focus();
    expect(texts()).toEqual(['Ajouter, bouton', 'Consulter mon panier, lien']);
  });

  it("says a focused control's new state: pressed, expanded, invalid", async () => {
    function Toggle() {
      const [on, setOn] = useState(false);
      return (
        <button type="button" aria-pressed={on} onClick={() => setOn(!on)}>
          Majuscule
        </button>
      );
    }
    render(<Toggle />);
    const { texts } = start();
    const button = document.querySelector('button')!;
    button.focus();
    fireEvent.click(button);
    await settle();
    expect(texts()).toEqual(['Majuscule, bouton, désactivé', 'Majuscule, bouton, activé']);
  });

  it('says a box ticked or an option chosen on the focused control', () => {
    render(
      <>
        <input type="checkbox" aria-label="J'accepte" />
        <select aria-label="Quantité" defaultValue="1">
          <option>1</option>
          <option>2</option>
        </select>
      </>,
    );
    const { texts } = start();
    const box = document.querySelector('input')!;
    box.focus();
    fireEvent.click(box);
    const select = document.querySelector('select')!;
    select.focus();
    fireEvent.change(select, { target: { value: '2' } });
    expect(texts()).toEqual([
      "J'accepte, case à cocher, non coché",
      'coché',
      'Quantité, liste déroulante, 1',
      '2',
    ]);
  });

  it('says the value of a field typed into from elsewhere (the on-screen keyboard has the focus)', () => {
    render(
      <>
        <input type="email" aria-label="Adresse e-mail" />
        <button type="button">l</button>
      </>,
    );
    const { texts } = start();
    const field = document.querySelector('input')!;
    document.querySelector('button')!.focus();
    field.value = 'l';
    fireEvent.input(field);
    field.value = '';
    fireEvent.input(field);
    expect(texts()).toEqual(['l, bouton', 'l', 'vide']);
  });

  it('names a dialog, and the on-screen keyboard, when the focus enters them, once', () => {
    render(
      <>
        <div role="alertdialog" aria-labelledby="t" aria-describedby="d">
          <h2 id="t">Êtes-vous toujours là ?</h2>
          <p id="d">Retour à l’accueil dans 30 secondes</p>
          <button type="button">Continuer</button>
          <button type="button">Autre</button>
        </div>
        <section aria-label="Clavier virtuel" aria-describedby="h" data-speech-context="">
          <p id="h">Choisissez une touche avec les flèches.</p>
          <button type="button" aria-label="arobase">
            @
          </button>
        </section>
      </>,
    );
    const { texts } = start();
    const [first, second, key] = document.querySelectorAll('button');
    first!.focus();
    second!.focus();
    key!.focus();
    expect(texts()).toEqual([
      'Êtes-vous toujours là ?, boîte de dialogue d’alerte. Retour à l’accueil dans 30 secondes. Continuer, bouton',
      'Autre, bouton',
      'Clavier virtuel, région. Choisissez une touche avec les flèches. arobase, bouton',
    ]);
  });

  it('says the option a combo box points to (its focus stays in the field)', async () => {
    render(
      <>
        <input role="combobox" aria-label="Départ" aria-expanded="true" aria-controls="l" />
        <div role="listbox" id="l" aria-label="Arrêts">
          <div role="option" id="o1" aria-selected="false">
            Blois – Gare routière
          </div>
        </div>
      </>,
    );
    const { texts } = start();
    const field = document.querySelector('input')!;
    field.focus();
    field.setAttribute('aria-activedescendant', 'o1');
    await settle();
    expect(texts().at(-1)).toBe('Blois – Gare routière, option');
  });
});

describe('screen changes', () => {
  const page = (title: string, extra?: string) => `
    <main><section class="page"><h1 tabindex="-1">${title}</h1>${extra ?? ''}</section></main>`;

  it('the heading focused by the layout is said once, even after the second change of a redirect', () => {
    document.body.innerHTML = page('Boutique');
    const { texts } = start();
    announcer!.screenChanged();
    const h1 = document.querySelector('h1')!;
    h1.focus();
    announcer!.screenChanged();
    h1.blur();
    h1.focus();
    expect(texts()).toEqual(['Boutique, titre de niveau 1']);
  });

  it('a page that focuses a control itself: its heading, then the control', () => {
    document.body.innerHTML = page('Mon trajet', '<button type="button">Valider</button>');
    const { texts } = start();
    announcer!.screenChanged();
    document.querySelector('button')!.focus();
    expect(texts()).toEqual(['Mon trajet, titre de niveau 1. Valider, bouton']);
  });

  it('nothing focused: the heading is said once it shows', () => {
    vi.useFakeTimers();
    const { texts } = start();
    announcer!.screenChanged();
    vi.advanceTimersByTime(200);
    expect(texts()).toEqual([]);
    document.body.innerHTML = page('Récapitulatif de la commande');
    vi.advanceTimersByTime(1_000);
    expect(texts()).toEqual(['Récapitulatif de la commande, titre de niveau 1']);
    vi.advanceTimersByTime(10_000);
    expect(texts()).toHaveLength(1);
  });
});

describe('live regions', () => {
  it('an alert is said at once, a status politely, each once per new text', async () => {
    function Messages() {
      const [error, setError] = useState<string | null>(null);
      const [status, setStatus] = useState('');
      return (
        <>
          {error ? <p role="alert">{error}</p> : null}
          <p role="status">{status}</p>
          <button type="button" onClick={() => setError('Veuillez saisir une adresse e-mail.')}>
            Erreur
          </button>
          <button type="button" onClick={() => setStatus('Impression du reçu en cours…')}>
            Imprimer
          </button>
          <button type="button" onClick={() => setStatus((s) => s)}>
            Rien
          </button>
        </>
      );
    }
    render(<Messages />);
    const { said } = start();
    const [error, print, nothing] = document.querySelectorAll('button');
    fireEvent.click(error!);
    fireEvent.click(print!);
    await settle();
    fireEvent.click(nothing!);
    await settle();
    expect(said.map(({ text, kind }) => [text, kind])).toEqual([
      ['Veuillez saisir une adresse e-mail.', 'assertive'],
      ['Impression du reçu en cours…', 'polite'],
    ]);
    // A status is only said if it is still what the region shows when its turn comes.
    expect(said[1]!.stillTrue!()).toBe(true);
    fireEvent.click(print!);
    document.querySelector('[role="status"]')!.textContent = 'Votre reçu a été imprimé.';
    await settle();
    expect(said[1]!.stillTrue!()).toBe(false);
    expect(said.at(-1)).toMatchObject({ text: 'Votre reçu a été imprimé.', kind: 'polite' });
    expect(said).toHaveLength(3);
  });

  it("what regions already showed when the mode came on is not news; ui/Alert's text is said when shown", async () => {
    vi.useFakeTimers();
    function Page() {
      const [added, setAdded] = useState(false);
      return (
        <>
          <div role="status">Chargement en cours</div>
          <button type="button" onClick={() => setAdded(true)}>
            Ajouter
          </button>
          {added ? <Alert tone="success">Le produit a bien été ajouté à votre panier</Alert> : null}
        </>
      );
    }
    render(<Page />);
    const { texts } = start();
    fireEvent.click(document.querySelector('button')!);
    await act(async () => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS));
    expect(texts()).toEqual(['Le produit a bien été ajouté à votre panier.']);
  });

  it("a screen's title focused inside its live region is said by the region, with what follows it", async () => {
    function Terminal() {
      const [phase, setPhase] = useState<'idle' | 'waiting'>('idle');
      return phase === 'idle' ? (
        <button type="button" onClick={() => setPhase('waiting')}>
          Valider les achats
        </button>
      ) : (
        <div role="status">
          <h2 tabIndex={-1} ref={(h) => h?.focus()}>
            Paiement sur le terminal
          </h2>
          <p>Suivez les instructions du terminal de paiement.</p>
        </div>
      );
    }
    render(<Terminal />);
    const { said } = start();
    fireEvent.click(document.querySelector('button')!);
    await settle();
    expect(said.map(({ text, kind }) => [text, kind])).toEqual([
      ['Paiement sur le terminal. Suivez les instructions du terminal de paiement.', 'polite'],
    ]);
  });

  it('stop() leaves the page alone and silences the speech', async () => {
    render(<button type="button">Ajouter</button>);
    const { speech, said } = start();
    announcer!.stop();
    document.querySelector('button')!.focus();
    document.body.insertAdjacentHTML('beforeend', '<p role="alert">Erreur</p>');
    await settle();
    expect(said).toEqual([]);
    expect(speech.stop).toHaveBeenCalled();
  });
});
