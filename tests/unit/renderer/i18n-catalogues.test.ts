// French and English catalogues are twins: every file of i18n/fr has its i18n/en file, and every key of
// one is in the other, a text for a text, a function of as many values for a function, a list as long.
// An English text never keeps French letters (an untranslated copy). Typecheck already refuses a missing
// key (Catalog<typeof frX>); this test says which, file by file, and also catches a key the French lost.
import { describe, expect, it } from 'vitest';
import type { Catalog } from '../../../src/renderer/src/i18n/catalog';
import { en } from '../../../src/renderer/src/i18n/en';
import { fr } from '../../../src/renderer/src/i18n/fr';

type Module = Record<string, unknown>;
const french = import.meta.glob<Module>('../../../src/renderer/src/i18n/fr/*.ts', { eager: true });
const english = import.meta.glob<Module>('../../../src/renderer/src/i18n/en/*.ts', { eager: true });
const nameOf = (path: string) => path.split('/').at(-1)!;
const catalogueOf = (module: Module) => Object.values(module).find((value) => typeof value === 'object');

const FRENCH_LETTERS = /[àâäçéèêëîïôöùûüÿœæ]/i;

/** What differs between a French catalogue and its English twin, one line per key path. */
export function differences(frValue: unknown, enValue: unknown, path = ''): string[] {
  const kind = (value: unknown) => (Array.isArray(value) ? 'list' : typeof value);
  if (kind(frValue) !== kind(enValue))
    return [
      `${path}: ${kind(frValue)} in French, ${enValue === undefined ? 'missing' : kind(enValue)} in English`,
    ];
  if (typeof frValue === 'string') {
    const text = enValue as string;
    if (text.trim() === '') return [`${path}: empty in English`];
    return FRENCH_LETTERS.test(text) ? [`${path}: French left in English (${text})`] : [];
  }
  if (typeof frValue === 'function') {
    const arity = (enValue as (...args: unknown[]) => unknown).length;
    return frValue.length === arity
      ? []
      : [`${path}: ${frValue.length} values in French, ${arity} in English`];
  }
  if (Array.isArray(frValue)) {
    const list = enValue as unknown[];
    if (frValue.length !== list.length)
      return [`${path}: ${frValue.length} in French, ${list.length} in English`];
    return frValue.flatMap((item, index) => differences(item, list[index], `${path}[${index}]`));
  }
  const frObject = frValue as Record<string, unknown>;
  const enObject = enValue as Record<string, unknown>;
  const keys = new Set([...Object.keys(frObject), ...Object.keys(enObject)]);
  return [...keys].flatMap((key) => {
    const at = path ? `${path}.${key}` : key;
    if (!(key in frObject)) return [`${at}: missing in French`];
    if (!(key in enObject)) return [`${at}: missing in English`];
    return differences(frObject[key], enObject[key], at);
  });
}

describe('the French and English catalogues', () => {
  it('have the same files', () => {
    expect(Object.keys(english).map(nameOf).sort()).toEqual(Object.keys(french).map(nameOf).sort());
  });

  it('the shell (home): the same keys, translated', () => {
    expect(differences(fr, en)).toEqual([]);
  });

  it.each(Object.keys(french).map(nameOf))('%s: the same keys, translated', (name) => {
    const frCatalogue = catalogueOf(french[`../../../src/renderer/src/i18n/fr/${name}`]!);
    const enModule = english[`../../../src/renderer/src/i18n/en/${name}`];
    expect(enModule, `i18n/en/${name} is missing`).toBeDefined();
    expect(frCatalogue).toBeDefined();
    expect(differences(frCatalogue, catalogueOf(enModule!))).toEqual([]);
  });

  it('say what is wrong: a key missing either side, another kind, another arity, French left', () => {
    const frSample = { a: 'Un', b: { c: 'Deux' }, f: (n: number) => `${n}`, list: ['x', 'y'] };
    const enSample = { a: 'Écrit', b: {}, f: () => '', list: ['x'], extra: 'More' };
    expect(differences(frSample, enSample)).toEqual([
      'a: French left in English (Écrit)',
      'b.c: missing in English',
      'f: 1 values in French, 0 in English',
      'list: 2 in French, 1 in English',
      'extra: missing in French',
    ]);
  });

  it('are typed twins: typecheck refuses a missing key or another signature', () => {
    // @ts-expect-error a key missing in the English twin
    const missing: Catalog<{ a: string; b: string }> = { a: 'A' };
    // @ts-expect-error a text built from a number is not one built from a text
    const signature: Catalog<{ f: (n: number) => string }> = { f: (text: string) => text };
    const lists: Catalog<{ names: readonly ['Un', 'Deux'] }> = { names: ['One', 'Two'] };
    expect([missing, signature, lists]).toHaveLength(3);
  });
});
