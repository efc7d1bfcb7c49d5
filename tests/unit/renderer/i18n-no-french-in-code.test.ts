// Every user-visible string of the renderer comes from the catalogues (src/renderer/src/i18n): this test
// reads the renderer's code with TypeScript's parser and fails on French written in a component, a saga or
// a rule instead — JSX text, a user-facing attribute (aria-label, alt, title, placeholder, label), or any
// string or template text that reads as French (accented letters, or French words among several).
// Developers' messages (console, Error) are not the customer's and may stay French.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const RENDERER = join(import.meta.dirname, '../../../src/renderer/src');
const CATALOGUES = join(RENDERER, 'i18n');

/** Strings that are not text: a form field's type the back office defines (compared, never shown), the
 * on-screen keyboard's accented keys (each types its letter). */
const NOT_TEXT = new Set(['Numérique', 'éèêëàâçùûîïôœ']);
const USER_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'alt', 'title', 'placeholder', 'label']);
const ACCENTED = /[àâäçéèêëîïôöùûüÿœæÀÂÇÉÈÊËÎÏÔÙÛÜŒ]/;
const FRENCH_WORDS =
  /(^|[\s'’])(le|la|les|des|du|de|un|une|et|ou|est|sont|votre|vos|pour|sur|avec|dans|au|aux|ne|pas|veuillez|à)(?=[\s,.:;!?]|$)/i;
const WORD = /\p{L}{2,}/u;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === CATALOGUES ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Inside console.*(…), an error made or thrown (new …Error(…), new DOMException(…), super(…) of an error
 * class, throw …): a message for developers, never shown to the customer. */
function forDevelopers(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isCallExpression(parent) && /^(console\.|super$)/.test(parent.expression.getText())) return true;
    if (ts.isNewExpression(parent) && /(Error|Exception)$/.test(parent.expression.getText())) return true;
    if (ts.isThrowStatement(parent)) return true;
    if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return true;
  }
  return false;
}

const readsFrench = (text: string) =>
  !NOT_TEXT.has(text) &&
  (ACCENTED.test(text) || (FRENCH_WORDS.test(text) && text.trim().split(/\s+/).length > 1));

/** The strings a customer could read that are written in the code: `file:line: text`. */
export function frenchInCode(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${relative(RENDERER, file)}:${line + 1}: ${text.trim()}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORD.test(node.text)) report(node, node.text);
    else if (
      ts.isJsxAttribute(node) &&
      USER_ATTRIBUTES.has(node.name.getText()) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      WORD.test(node.initializer.text)
    )
      report(node, `${node.name.getText()}="${node.initializer.text}"`);
    else if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateLiteralToken(node)) &&
      readsFrench(node.text) &&
      !forDevelopers(node)
    )
      report(node, node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('no French in the renderer’s code', () => {
  it('finds none outside the catalogues', () => {
    expect(sourceFiles(RENDERER).flatMap(frenchInCode)).toEqual([]);
  });

  it('would find French text, a French label and a French message (the test can fail)', () => {
    const probe = join(import.meta.dirname, 'i18n-probe.fixture.tsx');
    expect(frenchInCode(probe)).toEqual([
      expect.stringContaining('Veuillez réessayer.'),
      expect.stringContaining('Valider la commande'),
      expect.stringContaining('aria-label="Fermer"'),
      expect.stringContaining('Prix de la commande'),
    ]);
  });
});
