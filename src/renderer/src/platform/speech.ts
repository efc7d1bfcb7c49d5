// Speech output of the kiosk's accessibility mode (EN 301 549 §5.1.3: closed functionality speaks), through
// the Web Speech API and nothing else: tests stub window.speechSynthesis here, at the edge, and read what
// was handed to it. One utterance at a time is given to the synthesis, so that what comes next can be
// chosen: a newly focused control cuts the previous control's text, alerts are never dropped.

/**
 * `focus`: what the focus is on (a newer one replaces it, said or waiting); `assertive`: an alert, said
 * before anything waiting and cutting a control's text (said again after it); `polite`: a status, said
 * when nothing more urgent waits.
 */
export type SpeechKind = 'focus' | 'assertive' | 'polite';

export interface SpeakOptions {
  /** Checked when its turn comes: false drops it (a status whose region has gone or changed since). */
  stillTrue?: () => boolean;
}

export interface Speech {
  say(text: string, kind: SpeechKind, options?: SpeakOptions): void;
  /** Whether `text` is being said or waits to be. */
  isSaying(text: string): boolean;
  /** Silence: what is said stops and nothing waits any more. */
  stop(): void;
}

type Item = { text: string; kind: SpeechKind; stillTrue?: () => boolean };

/** The utterance's language from `<html lang>`: a bare language gets the region of its kiosk voices. */
export function speechLang(htmlLang: string): string {
  const lang = htmlLang.trim();
  if (lang.includes('-')) return lang;
  if (lang === 'en') return 'en-GB';
  return lang && lang !== 'fr' ? lang : 'fr-FR';
}

const RANK: Readonly<Record<SpeechKind, number>> = { assertive: 0, focus: 1, polite: 2 };

/** A synthesis that never reports the end of an utterance would stop the queue: this lets it go on. */
const endAfterMs = (text: string) => 5_000 + text.length * 200;

export interface SpeechEdge {
  synthesis: SpeechSynthesis;
  Utterance: typeof SpeechSynthesisUtterance;
  /** The document's language, read at each utterance (the customer may switch it). */
  lang: () => string;
}

function browserEdge(): SpeechEdge | null {
  if (typeof window === 'undefined' || !window.speechSynthesis || !window.SpeechSynthesisUtterance)
    return null;
  return {
    synthesis: window.speechSynthesis,
    Utterance: window.SpeechSynthesisUtterance,
    lang: () => document.documentElement.lang,
  };
}

const SILENT: Speech = { say: () => undefined, isSaying: () => false, stop: () => undefined };

export function createSpeech(edge: SpeechEdge | null = browserEdge()): Speech {
  if (!edge) return SILENT;
  const { synthesis, Utterance } = edge;
  const waiting: Item[] = [];
  let current: {
    item: Item;
    utterance: SpeechSynthesisUtterance;
    timer: ReturnType<typeof setTimeout>;
  } | null = null;

  const voiceFor = (lang: string) => {
    const voices = synthesis.getVoices();
    return voices.find((v) => v.lang === lang) ?? voices.find((v) => v.lang.startsWith(lang.slice(0, 2)));
  };

  const next = () => {
    while (!current && waiting.length > 0) {
      const item = waiting.shift()!;
      if (item.stillTrue && !item.stillTrue()) continue;
      const utterance = new Utterance(item.text);
      utterance.lang = speechLang(edge.lang());
      const voice = voiceFor(utterance.lang);
      if (voice) utterance.voice = voice;
      const done = () => {
        if (current?.utterance !== utterance) return; // cut: its end came after what replaced it
        clearTimeout(current.timer);
        current = null;
        next();
      };
      utterance.onend = done;
      utterance.onerror = done;
      current = { item, utterance, timer: setTimeout(done, endAfterMs(item.text)) };
      synthesis.speak(utterance);
    }
  };

  /** Stops the utterance being said without its end moving the queue (the caller does). */
  const cut = () => {
    if (!current) return;
    clearTimeout(current.timer);
    current = null;
    synthesis.cancel();
  };

  const enqueue = (item: Item) => {
    const at = waiting.findIndex((waitingItem) => RANK[waitingItem.kind] > RANK[item.kind]);
    if (at === -1) waiting.push(item);
    else waiting.splice(at, 0, item);
  };

  return {
    say(text, kind, options = {}) {
      const spoken = text.replace(/\s+/g, ' ').trim();
      if (!spoken) return;
      const item: Item = { text: spoken, kind, stillTrue: options.stillTrue };
      if (kind === 'focus') {
        for (let i = waiting.length - 1; i >= 0; i -= 1)
          if (waiting[i]!.kind === 'focus') waiting.splice(i, 1);
        if (current?.item.kind === 'focus') cut();
      }
      enqueue(item);
      // An alert cuts a control's text, which is said again after it unless a newer one waits.
      if (kind === 'assertive' && current?.item.kind === 'focus') {
        const interrupted = current.item;
        cut();
        if (!waiting.some((waitingItem) => waitingItem.kind === 'focus')) enqueue(interrupted);
      }
      next();
    },
    isSaying(text) {
      const spoken = text.replace(/\s+/g, ' ').trim();
      return current?.item.text === spoken || waiting.some((item) => item.text === spoken);
    },
    stop() {
      waiting.length = 0;
      cut();
    },
  };
}
