// The check of the English kiosk (issue 24 item 9): no French word of ours on an English screen. The words
// come from the catalogues themselves, read with TypeScript's parser (so the list never goes stale): every
// word of a French text that no English text uses. The back office's texts are exempt where they are shown
// as sent (product names, stops, the agency's address, its error messages): every text literal of the
// emulator (src/server), except the module tiles and footer links we say in English (i18n/*/backoffice.ts),
// and anything marked as another language (lang="fr": a module we do not know, 'Français').
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { expect, type Page } from '@playwright/test';

const ROOT = join(import.meta.dirname, '../../..');
const I18N = join(ROOT, 'src/renderer/src/i18n');
const SERVER = join(ROOT, 'src/server');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The text literals of a file: strings and the literal parts of templates. */
function textsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node))
      texts.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}{2,}/gu) ?? [];

const frenchTexts = [join(I18N, 'fr.ts'), ...filesUnder(join(I18N, 'fr'))].flatMap(textsOf);
const englishWords = new Set(
  [join(I18N, 'en.ts'), ...filesUnder(join(I18N, 'en'))].flatMap(textsOf).flatMap(wordsOf),
);

/** Every word of a French text of ours that no English text of ours uses. */
export const FRENCH_ONLY_WORDS: ReadonlySet<string> = new Set(
  frenchTexts.flatMap(wordsOf).filter((word) => !englishWords.has(word)),
);

const translated = new Set(textsOf(join(I18N, 'fr/backoffice.ts')));
const ours = new Set(frenchTexts);

/** The back office's texts as the emulator sends them, longest first (a name inside a sentence). */
export const BACK_OFFICE_TEXTS: readonly string[] = [
  ...new Set(
    filesUnder(SERVER)
      .filter((file) => !file.endsWith(join('fixtures', 'modules.ts')))
      .flatMap(textsOf)
      .map((text) => text.trim())
      .filter((text) => text.length >= 3 && /\p{L}/u.test(text) && !translated.has(text) && !ours.has(text)),
  ),
].sort((a, b) => b.length - a.length);

/** In the page: each visible text (text nodes, and the names and hints of elements) not marked as
 * another language, without the back office's texts, and the French-only words left in it. */
function frenchLeft([frenchOnly, backOffice]: [string[], string[]]): string[] {
  const words = new Set(frenchOnly);
  const found: string[] = [];
  const visible = (el: Element | null) =>
    !!el &&
    el.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true }) &&
    !el.closest('[aria-hidden="true"]');
  const english = (el: Element) => (el.closest('[lang]')?.getAttribute('lang') ?? 'en').startsWith('en');
  const letter = /\p{L}/u;
  /** `text` without each whole occurrence of `known` (not the 'day' of 'Monday'). */
  const withoutText = (text: string, known: string) => {
    let rest = text;
    for (let at = rest.indexOf(known); at >= 0; at = rest.indexOf(known, at + 1)) {
      const end = at + known.length;
      if (letter.test(rest[at - 1] ?? '') || letter.test(rest[end] ?? '')) continue;
      rest = `${rest.slice(0, at)} ${rest.slice(end)}`;
    }
    return rest;
  };
  const check = (text: string, where: string) => {
    let rest = text;
    for (const known of backOffice) rest = withoutText(rest, known);
    for (const word of rest.toLowerCase().match(/\p{L}{2,}/gu) ?? [])
      if (words.has(word))
        found.push(`« ${word} » in ${where} « ${text.trim().replace(/\s+/g, ' ').slice(0, 120)} »`);
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || !english(parent)) continue;
    if (['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
    // react-aria's announcer keeps what it said before: in French, before the switch to English.
    if (parent.closest('[data-live-announcer]')) continue;
    // Visually hidden texts (for screen readers) are read too: they are what speech says.
    if (!visible(parent) && !parent.closest('.visually-hidden')) continue;
    check(node.textContent, 'text');
  }
  for (const el of document.body.querySelectorAll(
    '[aria-label], [alt], [placeholder], [title], [aria-description]',
  )) {
    if (!english(el) || !visible(el)) continue;
    for (const name of ['aria-label', 'alt', 'placeholder', 'title', 'aria-description']) {
      const value = el.getAttribute(name);
      if (value) check(value, name);
    }
  }
  return [...new Set(found)];
}

/** Fails with every French word of ours left on the screen, where it is and the screen named. */
export async function expectNoFrench(page: Page, screen: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const found = await page.evaluate(frenchLeft, [[...FRENCH_ONLY_WORDS], [...BACK_OFFICE_TEXTS]] as [
    string[],
    string[],
  ]);
  expect(found, `French left on the English screen « ${screen} »`).toEqual([]);
}
