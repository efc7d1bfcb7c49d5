// platform/speech.ts: what is handed to the Web Speech API, in which order, in which language; a new
// focus cuts the previous control's text, alerts are never lost, statuses gone stale are dropped.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSpeech, speechLang, type SpeechEdge } from '../../../src/renderer/src/platform/speech';

/** A synthesis that records what it is given and ends an utterance only when told. */
function fakeSynthesis(lang = 'fr') {
  const given: { text: string; lang: string }[] = [];
  let current: SpeechSynthesisUtterance | null = null;
  const synthesis = {
    speak: vi.fn((utterance: SpeechSynthesisUtterance) => {
      given.push({ text: utterance.text, lang: utterance.lang });
      current = utterance;
    }),
    cancel: vi.fn(() => {
      const cut = current;
      current = null;
      cut?.onerror?.call(cut, new Event('error') as SpeechSynthesisErrorEvent);
    }),
    getVoices: () => [],
  };
  class Utterance {
    lang = '';
    voice: SpeechSynthesisVoice | null = null;
    onend: ((event: Event) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    constructor(public text: string) {}
  }
  const edge = {
    synthesis: synthesis as unknown as SpeechSynthesis,
    Utterance: Utterance as unknown as typeof SpeechSynthesisUtterance,
    lang: () => lang,
  } satisfies SpeechEdge;
  /** The synthesis has said the current utterance. */
  const finish = () => {
    const done = current;
    current = null;
    done?.onend?.call(done, new Event('end') as SpeechSynthesisEvent);
  };
  const texts = () => given.map((u) => u.text);
  return { edge, synthesis, given, texts, finish };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('speech language', () => {
  it('follows <html lang>: French by default, English for "en", a region kept', () => {
    expect(speechLang('fr')).toBe('fr-FR');
    expect(speechLang('')).toBe('fr-FR');
    expect(speechLang('en')).toBe('en-GB');
    expect(speechLang('en-US')).toBe('en-US');
    expect(speechLang('fr-CA')).toBe('fr-CA');
  });

  it('is read at each utterance, so a language switched meanwhile is spoken', () => {
    let lang = 'fr';
    const { edge, given, finish } = fakeSynthesis();
    const speech = createSpeech({ ...edge, lang: () => lang });
    speech.say('Boutique', 'focus');
    finish();
    lang = 'en';
    speech.say('Shop', 'focus');
    expect(given).toEqual([
      { text: 'Boutique', lang: 'fr-FR' },
      { text: 'Shop', lang: 'en-GB' },
    ]);
  });
});

describe('speech queue', () => {
  it('hands one utterance at a time, the next when the synthesis has said it', () => {
    const { edge, texts, finish } = fakeSynthesis();
    const speech = createSpeech(edge);
    speech.say('Votre paiement est en cours.', 'polite');
    speech.say('Merci, votre paiement a été accepté.', 'polite');
    expect(texts()).toEqual(['Votre paiement est en cours.']);
    expect(speech.isSaying('Merci, votre paiement a été accepté.')).toBe(true);
    finish();
    expect(texts()).toEqual(['Votre paiement est en cours.', 'Merci, votre paiement a été accepté.']);
  });

  it('a newly focused control cuts the previous one and replaces any waiting', () => {
    const { edge, synthesis, texts, finish } = fakeSynthesis();
    const speech = createSpeech(edge);
    speech.say('Le produit a bien été ajouté à votre panier.', 'polite');
    speech.say('Quantité, liste déroulante, 1', 'focus');
    speech.say('Ajouter, bouton', 'focus');
    // The status being said is not cut by a focus: the latest focus waits for it, the older one is gone.
    expect(synthesis.cancel).not.toHaveBeenCalled();
    finish();
    expect(texts()).toEqual(['Le produit a bien été ajouté à votre panier.', 'Ajouter, bouton']);
    speech.say('Consulter mon panier, lien', 'focus');
    expect(synthesis.cancel).toHaveBeenCalledTimes(1);
    expect(texts().at(-1)).toBe('Consulter mon panier, lien');
    expect(speech.isSaying('Ajouter, bouton')).toBe(false);
  });

  it('a focus goes before waiting statuses', () => {
    const { edge, texts, finish } = fakeSynthesis();
    const speech = createSpeech(edge);
    speech.say('Chargement en cours', 'polite');
    speech.say('Votre paiement est en cours.', 'polite');
    speech.say('Imprimer le reçu, bouton', 'focus');
    finish();
    finish();
    expect(texts()).toEqual([
      'Chargement en cours',
      'Imprimer le reçu, bouton',
      'Votre paiement est en cours.',
    ]);
  });

  it('an alert cuts a control, which is said again after it; alerts are never dropped', () => {
    const { edge, synthesis, texts, finish } = fakeSynthesis();
    const speech = createSpeech(edge);
    speech.say('Valider les achats, bouton', 'focus');
    speech.say('Veuillez accepter les conditions générales de vente.', 'assertive');
    expect(synthesis.cancel).toHaveBeenCalledTimes(1);
    speech.say('Certaines des informations saisies ne sont pas valides.', 'assertive');
    // A focus arriving meanwhile never drops an alert.
    speech.say('Adresse e-mail, zone de texte', 'focus');
    finish();
    finish();
    finish();
    expect(texts()).toEqual([
      'Valider les achats, bouton',
      'Veuillez accepter les conditions générales de vente.',
      'Certaines des informations saisies ne sont pas valides.',
      'Adresse e-mail, zone de texte',
    ]);
  });

  it('a control cut by an alert is said again after it, unless a newer one waits', () => {
    const { edge, texts, finish } = fakeSynthesis();
    const speech = createSpeech(edge);
    speech.say('Valider les achats, bouton', 'focus');
    speech.say('Paiement refusé.', 'assertive');
    finish();
    finish();
    expect(texts()).toEqual(['Valider les achats, bouton', 'Paiement refusé.', 'Valider les achats, bouton']);
  });

  it('drops a status that is no longer true when its turn comes', () => {
    const { edge, texts, finish } = fakeSynthesis();
    const speech = createSpeech(edge);
    let printing = true;
    speech.say('Accessibilité, bouton, activé', 'focus');
    speech.say('Impression du reçu en cours…', 'polite', { stillTrue: () => printing });
    speech.say('Votre reçu a été imprimé. Pensez à le prendre.', 'polite');
    printing = false;
    finish();
    expect(texts()).toEqual([
      'Accessibilité, bouton, activé',
      'Votre reçu a été imprimé. Pensez à le prendre.',
    ]);
  });

  it('goes on when the synthesis never says it has ended', () => {
    const { edge, texts } = fakeSynthesis();
    const speech = createSpeech(edge);
    speech.say('Boutique, titre de niveau 1', 'focus');
    speech.say('Le produit a bien été ajouté à votre panier.', 'polite');
    vi.advanceTimersByTime(60_000);
    expect(texts()).toEqual(['Boutique, titre de niveau 1', 'Le produit a bien été ajouté à votre panier.']);
  });

  it('says nothing empty, in one line, and stop() silences everything', () => {
    const { edge, synthesis, texts, finish } = fakeSynthesis();
    const speech = createSpeech(edge);
    speech.say('   ', 'assertive');
    speech.say('Paiement\n   accepté', 'assertive');
    speech.say('Récapitulatif', 'polite');
    expect(texts()).toEqual(['Paiement accepté']);
    speech.stop();
    expect(synthesis.cancel).toHaveBeenCalled();
    finish();
    expect(texts()).toEqual(['Paiement accepté']);
    expect(speech.isSaying('Récapitulatif')).toBe(false);
  });

  it('is silent where the browser has no speech synthesis', () => {
    const speech = createSpeech(null);
    expect(() => speech.say('Boutique', 'focus')).not.toThrow();
    expect(speech.isSaying('Boutique')).toBe(false);
  });
});
