// What the speech output says of a focused control (name, role, value, states, description) and of a live
// region (its visible text, sentence by sentence).
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { frAccessibility } from '../../../src/renderer/src/i18n/fr/accessibility';
import { describeControl } from '../../../src/renderer/src/features/kiosk/speech/describeControl';
import { spokenText } from '../../../src/renderer/src/features/kiosk/speech/spokenText';

/** Renders `ui`, describes the element with data-testid="it", and clears the page for the next one. */
function said(ui: ReactElement): string {
  const { getByTestId, unmount } = render(ui);
  const text = describeControl(getByTestId('it'), frAccessibility);
  unmount();
  return text;
}

describe('what is said of a focused control', () => {
  it('a button, a link, a heading of each level', () => {
    expect(said(<button data-testid="it">Valider les achats</button>)).toBe('Valider les achats, bouton');
    expect(
      said(
        <a data-testid="it" href="/cart">
          Consulter mon panier
        </a>,
      ),
    ).toBe('Consulter mon panier, lien');
    expect(said(<h1 data-testid="it">Boutique</h1>)).toBe('Boutique, titre de niveau 1');
    expect(said(<h3 data-testid="it">Étui de carte Ligéo</h3>)).toBe(
      'Étui de carte Ligéo, titre de niveau 3',
    );
    expect(
      said(
        <div data-testid="it" role="heading" aria-level={4}>
          Trajets proposés
        </div>,
      ),
    ).toBe('Trajets proposés, titre de niveau 4');
  });

  it('names from aria-label, aria-labelledby and labels; hidden parts of a label are not said', () => {
    expect(
      said(
        <button data-testid="it" aria-label="arobase">
          @
        </button>,
      ),
    ).toBe('arobase, bouton');
    expect(
      said(
        <>
          <span id="n">Supprimer</span>
          <button data-testid="it" aria-labelledby="n">
            ×
          </button>
        </>,
      ),
    ).toBe('Supprimer, bouton');
    expect(
      said(
        <>
          <label htmlFor="mail">
            Adresse e-mail<span aria-hidden="true"> *</span>
          </label>
          <input id="mail" data-testid="it" type="email" required defaultValue="" />
        </>,
      ),
    ).toBe('Adresse e-mail, zone de texte, vide, obligatoire');
  });

  it("a text field's value, and its error when invalid", () => {
    expect(
      said(
        <>
          <label htmlFor="mail">Adresse e-mail</label>
          <input
            id="mail"
            data-testid="it"
            type="email"
            defaultValue="leo@exemple"
            aria-invalid
            aria-describedby="err"
          />
          <p id="err">L’adresse e-mail n’est pas valide.</p>
        </>,
      ),
    ).toBe('Adresse e-mail, zone de texte, leo@exemple, non valide, L’adresse e-mail n’est pas valide.');
  });

  it('never says a password', () => {
    expect(
      said(<input data-testid="it" type="password" aria-label="Mot de passe" defaultValue="secret" />),
    ).toBe('Mot de passe');
  });

  it('a list: its chosen option; an option: whether it is selected', () => {
    expect(
      said(
        <>
          <label htmlFor="q">Quantité</label>
          <select id="q" data-testid="it" defaultValue="2">
            <option value="1">1</option>
            <option value="2">2</option>
          </select>
        </>,
      ),
    ).toBe('Quantité, liste déroulante, 2');
    expect(
      said(
        <div role="listbox" aria-label="Arrêts">
          <div role="option" data-testid="it" aria-selected="true">
            Blois – Gare routière
          </div>
        </div>,
      ),
    ).toBe('Blois – Gare routière, option, sélectionné');
  });

  it('checked, unchecked and mixed boxes, native or ARIA; radios', () => {
    expect(said(<input data-testid="it" type="checkbox" aria-label="J'accepte" defaultChecked />)).toBe(
      "J'accepte, case à cocher, coché",
    );
    expect(said(<input data-testid="it" type="checkbox" aria-label="J'accepte" />)).toBe(
      "J'accepte, case à cocher, non coché",
    );
    expect(
      said(
        <div data-testid="it" role="checkbox" aria-checked="mixed" tabIndex={0}>
          Tout
        </div>,
      ),
    ).toBe('Tout, case à cocher, partiellement coché');
    expect(said(<input data-testid="it" type="radio" aria-label="Monsieur" defaultChecked />)).toBe(
      'Monsieur, bouton radio, coché',
    );
  });

  it('pressed, expanded, current, disabled', () => {
    expect(
      said(
        <button data-testid="it" aria-pressed="true">
          Accessibilité
        </button>,
      ),
    ).toBe('Accessibilité, bouton, activé');
    expect(
      said(
        <button data-testid="it" aria-pressed="false">
          Majuscule
        </button>,
      ),
    ).toBe('Majuscule, bouton, désactivé');
    expect(
      said(
        <input
          data-testid="it"
          role="combobox"
          aria-label="Départ"
          aria-expanded="true"
          defaultValue="Blo"
        />,
      ),
    ).toBe('Départ, liste déroulante, Blo, développé');
    expect(
      said(
        <button data-testid="it" aria-expanded="false">
          Menu
        </button>,
      ),
    ).toBe('Menu, bouton, réduit');
    expect(
      said(
        <a data-testid="it" href="/home" aria-current="page">
          Accueil
        </a>,
      ),
    ).toBe('Accueil, lien, page actuelle');
    expect(
      said(
        <button data-testid="it" disabled>
          Imprimer le reçu
        </button>,
      ),
    ).toBe('Imprimer le reçu, bouton, indisponible');
    expect(
      said(
        <button data-testid="it" aria-disabled="true">
          Ajouter
        </button>,
      ),
    ).toBe('Ajouter, bouton, indisponible');
  });

  it("a counter's value text", () => {
    expect(
      said(
        <div
          data-testid="it"
          role="spinbutton"
          aria-label="jour"
          aria-valuenow={14}
          aria-valuetext="14"
          tabIndex={0}
        />,
      ),
    ).toBe('jour, compteur, 14');
  });
});

describe('what a live region says', () => {
  it('its visible text, one sentence per block, hidden parts left out, a repeated line said once', () => {
    const { container } = render(
      <div role="status">
        <h2>Paiement sur le terminal</h2>
        <div>
          <span className="visually-hidden">Paiement sur le terminal</span>
        </div>
        <p>Suivez les instructions du terminal de paiement.</p>
        <p>
          Montant à payer : <strong>9,00 €</strong>
        </p>
        <p hidden>Jamais dit</p>
        <p aria-hidden="true">Jamais dit non plus</p>
        <p style={{ display: 'none' }}>Pas plus</p>
        <img alt="Logo du terminal" src="data:," />
      </div>,
    );
    expect(spokenText(container.firstElementChild!)).toBe(
      'Paiement sur le terminal. Suivez les instructions du terminal de paiement. Montant à payer : 9,00 €. Logo du terminal.',
    );
  });

  it('nothing for a region whose text is still hidden', () => {
    const { container } = render(
      <div role="alert">
        <div hidden>Veuillez saisir une adresse e-mail.</div>
      </div>,
    );
    expect(spokenText(container.firstElementChild!)).toBe('');
  });
});
