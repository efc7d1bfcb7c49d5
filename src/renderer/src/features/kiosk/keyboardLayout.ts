// The key rows of each layout: French AZERTY with a row of accented letters, and e-mail, phone and number
// layouts where '@' or the digits come first.
import type { LayoutKind } from './textFields';

/** 'domains' and 'letters' switch the accessibility mode's e-mail keyboard between its letters and its
 * page of domain keys. */
export type KeyAction = 'shift' | 'capsLock' | 'backspace' | 'hide' | 'domains' | 'letters';

/** 'insert' types its text (letters follow shift and caps lock); 'action' changes the keyboard or the field. */
export type KeySpec =
  | { kind: 'insert'; text: string; size?: 'wide' | 'space' | 'domain' }
  | { kind: 'action'; action: KeyAction };

export type KeyRow = readonly KeySpec[];

const chars = (text: string): KeySpec[] => [...text].map((char) => ({ kind: 'insert', text: char }));
const insert = (text: string, size?: 'wide' | 'space' | 'domain'): KeySpec => ({
  kind: 'insert',
  text,
  size,
});
const action = (name: KeyAction): KeySpec => ({ kind: 'action', action: name });

const DIGITS = chars('1234567890');
const ACCENTS = chars('éèêëàâçùûîïôœ');
const AZERTY_TOP = chars('azertyuiop');
const AZERTY_MIDDLE = chars('qsdfghjklm');
const AZERTY_BOTTOM = chars('wxcvbn');

/** The e-mail providers most French customers use: one tap types the whole domain (issue 24 item 3).
 * Their key is named by its text, as shown (a screen reader reads '@' and '.' in a domain). */
export const EMAIL_DOMAINS = [
  '@gmail.com',
  '@orange.fr',
  '@free.fr',
  '@sfr.fr',
  '@laposte.net',
  '@hotmail.fr',
  '@outlook.fr',
  '@yahoo.fr',
] as const;
const isDomainKey = (key: KeySpec) =>
  key.kind === 'insert' && (EMAIL_DOMAINS as readonly string[]).includes(key.text);
const domainKeys = (domains: readonly string[]): KeySpec[] =>
  domains.map((domain) => insert(domain, 'domain'));

export const LAYOUTS: Readonly<Record<LayoutKind, readonly KeyRow[]>> = {
  text: [
    DIGITS,
    ACCENTS,
    AZERTY_TOP,
    AZERTY_MIDDLE,
    [action('shift'), ...AZERTY_BOTTOM, ...chars("'-"), action('backspace')],
    [action('capsLock'), ...chars('@.,/+_'), insert(' ', 'space'), action('hide')],
  ],
  email: [
    domainKeys(EMAIL_DOMAINS.slice(0, 4)),
    domainKeys(EMAIL_DOMAINS.slice(4)),
    [...chars('@.-_'), insert('.fr', 'wide'), insert('.com', 'wide')],
    DIGITS,
    AZERTY_TOP,
    AZERTY_MIDDLE,
    [action('shift'), ...AZERTY_BOTTOM, ...chars("+'"), action('backspace')],
    [action('capsLock'), action('hide')],
  ],
  tel: [
    chars('123'),
    chars('456'),
    chars('789'),
    [...chars('+0'), action('backspace')],
    [insert(' ', 'space'), action('hide')],
  ],
  numeric: [chars('123'), chars('456'), chars('789'), [...chars('0'), action('backspace')], [action('hide')]],
  decimal: [
    chars('123'),
    chars('456'),
    chars('789'),
    [...chars(',0.'), action('backspace')],
    [action('hide')],
  ],
};

/** Single letters follow the case; digits, symbols and helpers such as '.fr' never change. */
export function keyText(text: string, upperCase: boolean): string {
  return upperCase && /^\p{Ll}$/u.test(text) ? text.toLocaleUpperCase('fr-FR') : text;
}

/** Rows of two: what fits side by side at 200 %. */
const twoByTwo = (keys: readonly KeySpec[]): KeyRow[] =>
  Array.from({ length: Math.ceil(keys.length / 2) }, (_, i) => keys.slice(2 * i, 2 * i + 2));

/**
 * The same keys for text at 200 % (the accessibility mode): the action keys, whose names would not fit
 * beside the letters, leave their rows for rows of their own at the bottom, two by two. The domain keys'
 * long texts do not fit beside the letters either, nor would the field above four more rows: one key
 * « @… » ('domains') opens their own page (DOMAIN_PAGE).
 */
export function actionsApart(rows: readonly KeyRow[]): KeyRow[] {
  const domains = rows.some((row) => row.some(isDomainKey)) ? [action('domains')] : [];
  const actions: KeySpec[] = [...rows.flat().filter((key) => key.kind === 'action'), ...domains];
  const keys: KeyRow[] = rows
    .map((row) => row.filter((key) => key.kind !== 'action' && !isDomainKey(key)))
    .filter((row) => row.length > 0);
  return [...keys, ...twoByTwo(actions)];
}

/** The accessibility mode's page of domain keys, two by two, then back to the letters. */
export const DOMAIN_PAGE: readonly KeyRow[] = [
  ...twoByTwo(domainKeys(EMAIL_DOMAINS)),
  [action('letters'), action('hide')],
];
