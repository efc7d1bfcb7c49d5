// The text a live region says: what a screen reader reads of it. Hidden parts (`hidden`, aria-hidden,
// display: none) are left out, visually hidden texts for screen readers are kept, an image says its alt,
// and each block ends a sentence so the synthesis pauses between a title and what follows it.
import { isSubtreeInaccessible } from 'dom-accessibility-api';

const BLOCKS = new Set([
  'ADDRESS',
  'ARTICLE',
  'DD',
  'DIV',
  'DT',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'LI',
  'P',
  'SECTION',
  'TD',
  'TH',
  'TR',
]);

const ENDS_SENTENCE = /[.!?:…]$/;

export function spokenText(root: Element): string {
  const sentences: string[] = [];
  let sentence = '';
  const close = () => {
    const text = sentence.replace(/\s+/g, ' ').trim();
    sentence = '';
    // A spinner's label repeating the title beside it is said once.
    if (!text || sentences.at(-1) === text) return;
    sentences.push(text);
  };
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      sentence += node.textContent ?? '';
      return;
    }
    if (!(node instanceof Element) || isSubtreeInaccessible(node)) return;
    if (getComputedStyle(node).visibility === 'hidden') return;
    if (node instanceof HTMLImageElement) {
      sentence += ` ${node.alt} `;
      return;
    }
    const block = BLOCKS.has(node.tagName);
    if (block) close();
    for (const child of node.childNodes) walk(child);
    if (block) close();
  };
  walk(root);
  close();
  return sentences.map((text) => (ENDS_SENTENCE.test(text) ? text : `${text}.`)).join(' ');
}
