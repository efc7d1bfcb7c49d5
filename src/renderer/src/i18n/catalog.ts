// The portal speaks French (default) and English. Each catalogue exists twice with the same shape:
// fr.ts / en.ts for home's shell, fr/<feature>.ts / en/<feature>.ts per feature, loaded with it. The English
// one is typed `Catalog<typeof frX>`, so a key missing or added on one side fails typecheck.

export type Language = 'fr' | 'en';

export const LANGUAGES: readonly Language[] = ['fr', 'en'];

/** Intl and react-aria locales: dd/MM/yyyy and weeks from Monday in both. */
export const LOCALES = { fr: 'fr-FR', en: 'en-GB' } as const;
export type Locale = (typeof LOCALES)[Language];

/** Each language named in itself (with its lang attribute), whatever the page's language. */
export const LANGUAGE_NAMES: Record<Language, string> = { fr: 'Français', en: 'English' };

/** The shape of a French catalogue, for its English twin: same keys, strings for strings, the same
 * signatures for the texts built from values, as many entries in the lists. */
export type Catalog<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => R extends string ? string : R
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]: Catalog<T[K]> }
      : { readonly [K in keyof T]: Catalog<T[K]> };

export const isLanguage = (value: unknown): value is Language => value === 'fr' || value === 'en';
