// Every French postal code: La Poste's base (through the codes-postaux package, MIT), for the town
// lookup and the check of a French address. The base (35 684 entries, 3.9 MB) is read on the first
// lookup or save, not at start, once for the whole process, however many requests ask at the same time.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { City } from '../shared/payment';

/** What a lookup answers at most: a 4-digit prefix can cover 98 towns (6212x); a full code has ≤ 46. */
export const LOOKUP_LIMIT = 50;

export interface PostalBase {
  /** Every postal code, sorted. */
  readonly codes: readonly string[];
  /** Towns of the codes starting with `prefix` (digits), sorted by code then name, at most LOOKUP_LIMIT. */
  lookup(prefix: string): City[];
  /** The base's name for the town typed for `code`, or null when it is not one of that code's towns. */
  townOf(code: string, typed: string): string | null;
}

/** One line of codes-postaux.json. */
interface Entry {
  codePostal: string;
  nomCommune: string;
  libelleAcheminement: string;
}

interface CodeTowns {
  towns: City[];
  /** Compared form of each town's name (and of the arrondissement's) → the name an address stores. */
  names: Map<string, string>;
  /** Compared form of La Poste's routing label → the name, or null when it names several towns. */
  labels: Map<string, string | null>;
}

/**
 * How names are compared: case, accents, hyphens, apostrophes, parentheses and spaces aside, and
 * "St"/"Ste" read as Saint/Sainte ("st denis" is 97400 Saint-Denis).
 */
export function townKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\bste?\b/g, (word) => (word === 'st' ? 'saint' : 'sainte'));
}

/**
 * The municipal arrondissements of Paris, Lyon and Marseille are in the base as communes ("Paris 1er
 * Arrondissement"); an address, and La Poste's routing label, name the city.
 */
const ARRONDISSEMENT = /^(Paris|Lyon|Marseille) \d+(?:er|e) Arrondissement$/;

const collator = new Intl.Collator('fr');

/** One code's towns, sorted and without repeats, and the ways to name them. */
function codeTowns(code: string, entries: readonly Entry[]): CodeTowns {
  const result: CodeTowns = { towns: [], names: new Map(), labels: new Map() };
  for (const { nomCommune } of entries) {
    const value = ARRONDISSEMENT.exec(nomCommune)?.[1] ?? nomCommune;
    // Two communes of one code may share a name (62760 Thièvres): one address, one suggestion.
    if (!result.names.has(townKey(value)))
      result.towns.push(Object.freeze({ value, text: `${code} ${value}` }));
    result.names.set(townKey(value), value);
    result.names.set(townKey(nomCommune), value);
  }
  // The routing label ("FLEURY D AUDE", "CHATEAU CHINON") is right too, unless a name already means
  // something else or the label is shared by several towns of the code.
  for (const { nomCommune, libelleAcheminement } of entries) {
    const key = townKey(libelleAcheminement);
    if (result.names.has(key)) continue;
    const value = result.names.get(townKey(nomCommune))!;
    const known = result.labels.get(key);
    result.labels.set(key, known === undefined || known === value ? value : null);
  }
  result.towns.sort((a, b) => collator.compare(a.value, b.value));
  return result;
}

/**
 * The base's entries grouped by code. A code's towns and names are prepared the first time it is asked
 * for: preparing all 6 201 up front would triple the first call (names normalised, towns sorted).
 */
export function buildPostalBase(entries: readonly Entry[]): PostalBase {
  const grouped = new Map<string, Entry[]>();
  for (const entry of entries) {
    const group = grouped.get(entry.codePostal);
    if (group) group.push(entry);
    else grouped.set(entry.codePostal, [entry]);
  }
  const codes = [...grouped.keys()].sort();
  const prepared = new Map<string, CodeTowns>();
  const townsOf = (code: string): CodeTowns | undefined => {
    let towns = prepared.get(code);
    const group = towns ? undefined : grouped.get(code);
    if (group) prepared.set(code, (towns = codeTowns(code, group)));
    return towns;
  };

  return {
    codes,
    lookup(prefix) {
      const found: City[] = [];
      // The first code not below the prefix, then every code starting with it, in order.
      let low = 0;
      let high = codes.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (codes[middle]! < prefix) low = middle + 1;
        else high = middle;
      }
      for (let i = low; i < codes.length && codes[i]!.startsWith(prefix); i += 1) {
        found.push(...townsOf(codes[i]!)!.towns);
        if (found.length >= LOOKUP_LIMIT) break;
      }
      return found.slice(0, LOOKUP_LIMIT);
    },
    townOf(code, typed) {
      const towns = townsOf(code);
      const key = townKey(typed);
      if (!towns || !key) return null;
      return towns.names.get(key) ?? towns.labels.get(key) ?? null;
    },
  };
}

/** Found at run time in the installed package (in the app's asar too), never bundled into main. */
const baseFile = () => createRequire(import.meta.url).resolve('codes-postaux/codes-postaux.json');

let loading: Promise<PostalBase> | null = null;

/** The base, read and indexed on the first call; concurrent first calls share the one reading. */
export function postalBase(): Promise<PostalBase> {
  loading ??= Promise.resolve()
    .then(() => readFile(baseFile(), 'utf8'))
    .then((json) => buildPostalBase(JSON.parse(json) as Entry[]))
    .catch((error: unknown) => {
      // A failed reading is not kept: the next request tries again.
      loading = null;
      throw error;
    });
  return loading;
}
