// The kiosk's accessibility mode measured in the page (tests/e2e/kiosk-accessibility.spec.ts): the speech
// synthesis stubbed at its edge and what was handed to it, and the rules of the mode on the screen shown:
// text at 200 %, nothing scrolling sideways nor clipped, contrast of 7:1 at least, every control in the
// lower half of the 1080 × 1920 screen.
import { expect, type Page } from '@playwright/test';

export const SCREEN = { width: 1080, height: 1920 };

/** What the page handed to speechSynthesis.speak, in order. */
export interface Utterance {
  text: string;
  lang: string;
}

/**
 * Replaces the Web Speech API before the app starts: speak() records the utterance and ends it after a
 * short time, as a synthesis would once it has said it; cancel() ends the one being said at once.
 */
export async function stubSpeech(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // Taken before a test's fake clock replaces them: the stub's time is the real one.
    const later = window.setTimeout.bind(window) as (run: () => void, ms: number) => number;
    const forget = window.clearTimeout.bind(window) as (id: number | undefined) => void;
    const spoken: { text: string; lang: string }[] = [];
    let speaking: SpeechSynthesisUtterance | null = null;
    let timer: number | undefined;
    const end = (utterance: SpeechSynthesisUtterance, type: 'end' | 'error') => {
      if (speaking !== utterance) return;
      speaking = null;
      forget(timer);
      const event = new Event(type) as SpeechSynthesisEvent;
      if (type === 'end') utterance.onend?.call(utterance, event);
      else utterance.onerror?.call(utterance, event as SpeechSynthesisErrorEvent);
    };
    class Utterance extends EventTarget {
      text: string;
      lang = '';
      voice: SpeechSynthesisVoice | null = null;
      onend: ((event: SpeechSynthesisEvent) => void) | null = null;
      onerror: ((event: SpeechSynthesisErrorEvent) => void) | null = null;
      constructor(text: string) {
        super();
        this.text = text;
      }
    }
    const synthesis = {
      speak(utterance: SpeechSynthesisUtterance) {
        spoken.push({ text: utterance.text, lang: utterance.lang });
        speaking = utterance;
        // About as long as a short sentence: what comes next waits for it, or cuts it.
        timer = later(() => end(utterance, 'end'), 40);
      },
      cancel() {
        if (speaking) end(speaking, 'error');
      },
      getVoices: () => [],
      speaking: false,
      pending: false,
      paused: false,
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
    Object.defineProperty(window, '__spoken', { value: spoken });
  });
}

export function spoken(page: Page): Promise<Utterance[]> {
  return page.evaluate(() => [...(window as unknown as { __spoken: Utterance[] }).__spoken]);
}

/** Forgets what was said so far: the next assertions read what comes after. */
export function clearSpoken(page: Page): Promise<void> {
  return page.evaluate(() => {
    (window as unknown as { __spoken: Utterance[] }).__spoken.length = 0;
  });
}

/** Waits until the speech output has been handed a text matching `expected` (in French); on failure,
 * says what was said last. */
export async function expectSaid(page: Page, expected: string | RegExp): Promise<void> {
  const matches = ({ text, lang }: Utterance) =>
    lang === 'fr-FR' && (typeof expected === 'string' ? text === expected : expected.test(text));
  try {
    await expect.poll(async () => (await spoken(page)).some(matches)).toBe(true);
  } catch {
    const last = (await spoken(page)).slice(-40).map(({ text, lang }) => `  [${lang}] ${text}`);
    throw new Error(`Jamais dit : ${String(expected)}\nDit en dernier :\n${last.join('\n')}`);
  }
}

/** What breaks the mode's rules on the screen shown, measured in the page; empty when none does.
 * `fromTop`: the page's scrolling region is measured from its top (then put back). */
export function inspectAccessibilityMode(fromTop = true): string[] {
  const problems: string[] = [];
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} « ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)} »`;
  const root = document.documentElement;
  if (root.dataset.a11y !== 'on') problems.push('mode accessibilité éteint');
  if (root.scrollWidth > root.clientWidth) problems.push(`défilement horizontal : ${root.scrollWidth} px`);
  const body = parseFloat(getComputedStyle(document.body).fontSize);
  if (body < 44) problems.push(`texte de ${body} px (44 px attendus)`);

  // Visually hidden for screen readers only (clipped to a pixel), or not shown at all.
  const unseen = (el: Element) => {
    if (!el.checkVisibility({ visibilityProperty: true })) return true;
    for (let node: Element | null = el; node; node = node.parentElement) {
      const box = node.getBoundingClientRect();
      if (getComputedStyle(node).overflow === 'hidden' && (box.width <= 1 || box.height <= 1)) return true;
    }
    return false;
  };

  const scrollingRegionOf = (el: Element) => {
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement)
      if (/auto|scroll|hidden/.test(getComputedStyle(node).overflowY)) return node;
    return null;
  };

  // What a region shows: its box cut by every region that scrolls around it (<main> inside the mode's
  // lower-half window, scrolled down to the footer, shows only the window's part).
  const shownPart = (region: Element) => {
    let { top, bottom } = region.getBoundingClientRect();
    for (let outer = scrollingRegionOf(region); outer; outer = scrollingRegionOf(outer)) {
      const box = outer.getBoundingClientRect();
      top = Math.max(top, box.top);
      bottom = Math.min(bottom, box.bottom);
    }
    return { top, bottom };
  };

  // Every control in the lower half. The page scrolls there (in <main>, the footer below the band in the
  // window): measured from its top, then put back.
  const scrollers = [...document.querySelectorAll('.layout, .layout__main')];
  const scrolled = scrollers.map((scroller) => scroller.scrollTop);
  if (fromTop) for (const scroller of scrollers) scroller.scrollTo(0, 0);
  const half = window.innerHeight / 2;
  const controls = document.querySelectorAll(
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="option"], [role="tab"], [role="gridcell"], [role="spinbutton"], [tabindex]:not([tabindex="-1"])',
  );
  for (const el of controls) {
    if (unseen(el)) continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    if (el.classList.contains('skip-link') && box.right <= 0) continue; // off screen until focused
    // Scrolled out of its scrolling region (a dialog's, or the page's when a dialog opened from its
    // footer): it shows only inside that region when scrolled back, so the region's place is what counts.
    const region = scrollingRegionOf(el);
    if (region) {
      const shown = shownPart(region);
      if (box.bottom <= shown.top || box.top >= shown.bottom) {
        if (shown.top < half)
          problems.push(`région défilante dans la moitié haute (${Math.round(shown.top)} px) : ${name(el)}`);
        continue;
      }
    }
    // Half scrolled out of its region, only the part the region shows can be reached.
    const top = region ? Math.max(box.top, shownPart(region).top) : box.top;
    if (top < half) problems.push(`commande dans la moitié haute (${Math.round(top)} px) : ${name(el)}`);
    // The kiosk's touch rule holds in the mode too.
    if (el.tagName !== 'IFRAME' && (box.width < 44 || box.height < 44))
      problems.push(`cible de ${Math.round(box.width)}×${Math.round(box.height)} px : ${name(el)}`);
  }
  if (fromTop) scrollers.forEach((scroller, i) => scroller.scrollTo(0, scrolled[i] ?? 0));

  // Text: 200 % of its kiosk size, never clipped nor spilling sideways, 7:1 at least on its background.
  // Any CSS colour (rgb, oklch, light-dark…) as sRGB, through a canvas.
  const paint = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  const parse = (color: string) => {
    paint.clearRect(0, 0, 1, 1);
    paint.fillStyle = color;
    paint.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = paint.getImageData(0, 0, 1, 1).data;
    return { r: r!, g: g!, b: b!, a: a! / 255 };
  };
  const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const backgroundOf = (el: Element) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const color = parse(getComputedStyle(node).backgroundColor);
      if (color.a > 0.5) return color;
    }
    return { r: 255, g: 255, b: 255, a: 1 };
  };
  const containers = new Set<Element>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!node.textContent?.trim() || !parent || parent.closest('script, style, svg, noscript')) continue;
    if (unseen(parent)) continue;
    const style = getComputedStyle(parent);
    const fg = parse(style.color);
    const bg = backgroundOf(parent);
    const [light, dark] = [luminance(fg), luminance(bg)].sort((a, b) => b - a) as [number, number];
    const ratio = (light + 0.05) / (dark + 0.05);
    if (ratio < 7) problems.push(`contraste ${ratio.toFixed(2)}:1 : ${name(parent)}`);
    let block: Element | null = parent;
    while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
    if (block) containers.add(block);
  }
  for (const block of containers) {
    if (block.scrollWidth > block.clientWidth + 1 && block.clientWidth > 0)
      problems.push(`texte coupé (${block.scrollWidth} px pour ${block.clientWidth}) : ${name(block)}`);
    if (block.scrollHeight > block.clientHeight + 1 && getComputedStyle(block).overflowY === 'hidden')
      problems.push(`texte coupé en hauteur : ${name(block)}`);
  }
  return [...new Set(problems)];
}
