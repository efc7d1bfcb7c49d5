// Every French text a customer reads is written in French, not in SPEC's ASCII (issue 26 §1): no word of a
// dictionary of accent-less spellings ('reservation', 'Depart', 'a bord', 'A partir de'…) and the typographic
// apostrophe ’. It reads every string of the fr catalogues (texts built from values are called with sample
// values) and the texts of the emulator's, the PDFs' and the printed receipts' modules (read with
// TypeScript's parser: their strings are in code).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { fr } from '../../../src/renderer/src/i18n/fr';

const french = import.meta.glob<Record<string, unknown>>('../../../src/renderer/src/i18n/fr/*.ts', {
  eager: true,
});
const backOfficeText = import.meta.glob<Record<string, unknown>>(
  '../../../src/renderer/src/i18n/backofficeText.ts',
  { eager: true },
);

/** Spellings that are never French: the word needs its accent (or cedilla) whatever it means. Words that
 * are right both ways ('a' the verb, 'ou', 'des', 'refuse', 'modification', 'detail' in code) are not here. */
export const UNACCENTED = new Set(
  `depart departs arrivee arrivees reservation reservations resultat resultats details synthese telecharger
  telechargement telecharge echec reessayer reessayez ulterieurement ete trouvee trouvees trouve numero numeros
  detection detecte selectionne selectionnee selectionnez selection modifie modifiee modifiees deja apres
  premiere derniere periode periodes debut etre inferieure superieure anterieure posterieure effectuee
  effectuees recuperation recuperer verifier verifiez verification donnees operation operateur reseau arret
  arrets categorie categories quantite validite parametre parametres requete securise securisee securite delai
  evenement electronique prenom ecran etape etapes reponse epuise epuisee demarrer demarrage reference
  references precedent precedente precedentes recapitulatif coordonnees duree reduit reduite beneficiaire
  solidarite caracteres cree creee creer creation envoye envoyee recu recus deconnexion deconnecte element
  elements cle cles ecoule ecoulee emis emise telephone telephonique generation numerique defini definie prevu
  prevue depasse depasser entree entrees annee annees controle bientot fenetre tres meme etes probleme systeme
  acces succes necessaire generales generale legales interet francais procedure echoue echouee desole
  indisponibilite theorique particuliere payee payees reglement`.split(/\s+/),
);

/** 'a' is the verb ('a été') and the preposition 'à' ('à bord', 'à partir de'): these followers make it the
 * preposition. A capital standalone 'A' before a word is always 'À' in a sentence. */
const PREPOSITION_A = /(^|[\s«(])a (bord|partir|la|l[’']|payer|imprimer|nouveau|votre|vos|date)\b/u;
const CAPITAL_A = /(^|[\s«(])A \p{Ll}/u;
/** A straight apostrophe between letters: French writes ’ (l’accueil, n’a). */
const STRAIGHT_APOSTROPHE = /\p{L}'\p{L}/u;
/** Three dots for the ellipsis: French writes … ('Échec du paiement…'). */
const THREE_DOTS = /\.\.\./;

/** What is wrong with one text, one reason each. */
export function frenchFaults(text: string): string[] {
  const words = text.split(/[^\p{L}]+/u).filter((word) => UNACCENTED.has(word.toLowerCase()));
  return [
    ...words.map((word) => `unaccented « ${word} »`),
    ...(PREPOSITION_A.test(text) ? ['« a » for « à »'] : []),
    ...(CAPITAL_A.test(text) ? ['« A » for « À »'] : []),
    ...(STRAIGHT_APOSTROPHE.test(text) ? ['straight apostrophe'] : []),
    ...(THREE_DOTS.test(text) ? ['three dots for …'] : []),
  ];
}

/** Sample values a catalogue function is called with, every combination up to its arity: counts, a
 * period code, a list, a wait. Calls that throw on an unfit combination are skipped. */
const SAMPLES: unknown[] = [2, 1, 'M', 'Lyon', ['Lyon', 'Nantes'], { count: 2, unit: 'minute' }, null];

function combinations(arity: number): unknown[][] {
  if (arity === 0) return [[]];
  return combinations(arity - 1).flatMap((rest) => SAMPLES.map((sample) => [sample, ...rest]));
}

/** Every text of a catalogue value: `path: text`. */
export function textsOf(value: unknown, path: string): string[] {
  if (typeof value === 'string') return [`${path}: ${value}`];
  if (typeof value === 'function') {
    const texts = new Set<string>();
    for (const args of combinations(Math.min(value.length, 3))) {
      try {
        const result: unknown = (value as (...args: unknown[]) => unknown)(...args);
        for (const text of textsOf(result, path)) texts.add(text);
      } catch {
        // A sample of the wrong kind for this parameter.
      }
    }
    return [...texts];
  }
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => textsOf(item, `${path}.${key}`));
  return [];
}

const ROOT = join(import.meta.dirname, '../../..');

/** Modules whose texts reach a customer as they are: the emulator's messages (SPEC §8, shown as sent), its
 * PDFs, its providers' stand-in pages and fixtures, the kiosk's printed receipts, the shared rules' texts. */
const TEXT_SOURCES = [
  'src/server/pdf',
  'src/server/reservation',
  'src/server/reload',
  'src/server/routes',
  'src/server/providers',
  'src/server/fixtures',
  'src/server/demo-kiosk',
  'src/main/printer',
  'src/shared',
];

/** Strings of those modules that are not prose: a JSON field or a code quoted in a message, a file name. */
const NOT_PROSE = [/« (quantite|reference) »/, /\{ id, quantite \}/, /\bRESERVATION\b/, /^[\w-]+\.pdf$/];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(d|test)\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The prose strings of a source file (two words at least, so no identifier or code): `file:line: text`. */
function proseOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      // A page's markup: only its text is read, not its tags' names and attributes.
      const text = node.text.replace(/<[^>]*>?|^[^<]*>/g, ' ');
      if (/\p{L}{2,}\s+\p{L}/u.test(text)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${relative(ROOT, file)}:${line + 1}: ${text}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const faultsOf = (texts: string[]) =>
  texts.flatMap((text) => {
    const read = text.slice(text.indexOf(': ') + 2);
    const faults = NOT_PROSE.some((pattern) => pattern.test(read)) ? [] : frenchFaults(read);
    return faults.length ? [`${text} (${faults.join(', ')})`] : [];
  });

describe('French as customers read it', () => {
  it('finds each kind of fault, and none in French written right', () => {
    expect(frenchFaults('Details de votre reservation')).toEqual([
      'unaccented « Details »',
      'unaccented « reservation »',
    ]);
    expect(frenchFaults('A partir de')).toEqual(['« A » for « À »']);
    expect(frenchFaults('Echec du paiement...')).toEqual(['unaccented « Echec »', 'three dots for …']);
    expect(frenchFaults('Synthese de vos paiements a bord')).toEqual([
      'unaccented « Synthese »',
      '« a » for « à »',
    ]);
    expect(frenchFaults("Aucune reservation n'a ete trouvee.")).toEqual([
      'unaccented « reservation »',
      'unaccented « ete »',
      'unaccented « trouvee »',
      'straight apostrophe',
    ]);
    expect(frenchFaults('Veuillez saisir un numero de carte')).toEqual(['unaccented « numero »']);
    for (const right of [
      'Votre compte a été déconnecté.',
      'À partir de 2,55 €',
      'Synthèse de vos paiements à bord',
      'Aucune réservation correspondante n’a été trouvée.',
      'Modification en cours…',
      'Type A',
    ])
      expect(frenchFaults(right), right).toEqual([]);
  });

  it('calls a catalogue text with values of each kind', () => {
    const sample = {
      plain: 'Départ',
      count: (n: number) => `${n} trajet${n > 1 ? 's' : ''}`,
      list: (items: readonly string[]) => items.join(', '),
    };
    expect(textsOf(sample, 'x')).toEqual(
      expect.arrayContaining(['x.plain: Départ', 'x.count: 2 trajets', 'x.list: Lyon, Nantes']),
    );
  });

  it('the fr catalogues: every text, every text built from values', () => {
    const texts = [
      ...textsOf(fr, 'fr'),
      ...Object.entries({ ...french, ...backOfficeText }).flatMap(([file, module]) =>
        textsOf(module, file.split('/').at(-1)!),
      ),
    ];
    expect(texts.length).toBeGreaterThan(500);
    expect(faultsOf(texts)).toEqual([]);
  });

  it('the emulator’s messages, PDFs, providers’ pages and fixtures, printed receipts, shared texts', () => {
    const texts = TEXT_SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir))).flatMap(proseOf);
    expect(texts.length).toBeGreaterThan(200);
    expect(faultsOf(texts)).toEqual([]);
  });
});
