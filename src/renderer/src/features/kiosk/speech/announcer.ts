// The speech output of the accessibility mode, listening to the page as a screen reader does: the screen's
// heading after a route change, each focused control (name, role, value, states, description) and what a
// live region (an alert, a status, the terminal's screens, the idle warning's countdown) comes to say.
// Plain DOM listeners, like the idle clock: the page's components stay as they are.
import {
  computeAccessibleDescription,
  computeAccessibleName,
  getRole,
  isInaccessible,
} from 'dom-accessibility-api';
import type { AccessibilityWords } from '../../../i18n/fr/accessibility';
import type { Speech } from '../../../platform/speech';
import { describeControl, statesOf, valueOf } from './describeControl';
import { spokenText } from './spokenText';

const LIVE =
  '[role="alert"], [role="status"], [role="log"], [aria-live="polite"], [aria-live="assertive"], output';
/** Containers whose name and description are said when the focus enters them: dialogs, and what asks
 * for it (the on-screen keyboard with a keypad says how to use it). */
const CONTEXT = 'dialog, [role="dialog"], [role="alertdialog"], [data-speech-context]';
const NATIVE_CONTROLS = 'a[href], button, input, select, textarea, summary';
/** Attributes of the focused control whose change is said (its state, or the option it points to). */
const FOCUSED_STATES = [
  'aria-pressed',
  'aria-checked',
  'aria-expanded',
  'aria-selected',
  'aria-invalid',
  'aria-current',
  'aria-activedescendant',
];

/** A region said this recently already told what a heading focused inside it says. */
const REGION_FRESH_MS = 2_000;
/** How long after a route change the screen's h1 is waited for, if nothing takes the focus. */
const HEADING_WAIT_MS = 5_000;
const HEADING_POLL_MS = 100;

function outermostRegion(el: Element): Element | null {
  let region = el.closest(LIVE);
  for (let outer = region?.parentElement?.closest(LIVE); outer; outer = outer.parentElement?.closest(LIVE))
    region = outer;
  return region;
}

/** Parts said one after the other, each a sentence of its own. */
const sentences = (parts: (string | null | undefined)[]) =>
  parts
    .filter((part): part is string => !!part)
    .map((part, index, all) => (index < all.length - 1 && !/[.!?:…]$/.test(part) ? `${part}.` : part))
    .join(' ');

const isAssertive = (region: Element) =>
  region.getAttribute('role') === 'alert' || region.getAttribute('aria-live') === 'assertive';

/** A heading or a container that takes the focus for a screen reader, not a control a person uses. */
const isPassive = (el: Element) =>
  el instanceof HTMLElement && el.tabIndex < 0 && !el.matches(NATIVE_CONTROLS) && !el.hasAttribute('role');

export class Announcer {
  private readonly regionTexts = new WeakMap<Element, string>();
  private readonly regionSaidAt = new WeakMap<Element, number>();
  private readonly pageObserver: MutationObserver;
  private readonly focusObserver: MutationObserver;
  private context: Element | null = null;
  /** The screen's heading last said: a redirect's second route change does not say it again. */
  private headingSaid: Element | null = null;
  private headingPending = false;
  private headingTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly speech: Speech,
    /** The words of the current language, asked each time something is said. */
    private readonly wordsOf: () => AccessibilityWords,
    private readonly doc: Document = document,
  ) {
    this.pageObserver = new MutationObserver(this.onPageChanged);
    this.focusObserver = new MutationObserver(this.onFocusedChanged);
  }

  private get words(): AccessibilityWords {
    return this.wordsOf();
  }

  /** Starts listening; says where the focus is (the 'Accessibilité' button just pressed). */
  start(): void {
    this.doc.addEventListener('focusin', this.onFocusIn, true);
    this.doc.addEventListener('input', this.onInput, true);
    this.doc.addEventListener('change', this.onChange, true);
    this.pageObserver.observe(this.doc.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['hidden', 'aria-hidden', 'role'],
    });
    // What the regions already show is not news.
    for (const region of this.doc.querySelectorAll(LIVE)) this.regionTexts.set(region, spokenText(region));
    const active = this.doc.activeElement;
    if (active && active !== this.doc.body) this.sayFocus(active);
  }

  stop(): void {
    this.doc.removeEventListener('focusin', this.onFocusIn, true);
    this.doc.removeEventListener('input', this.onInput, true);
    this.doc.removeEventListener('change', this.onChange, true);
    this.pageObserver.disconnect();
    this.focusObserver.disconnect();
    clearTimeout(this.headingTimer);
    this.speech.stop();
  }

  /** A new screen: its heading is said, with the control the page focused or alone if none is. */
  screenChanged(): void {
    this.headingPending = true;
    clearTimeout(this.headingTimer);
    const started = Date.now();
    const wait = () => {
      if (!this.headingPending) return;
      const heading = this.heading();
      // The layout focuses the h1 once it shows: leave it the time to (then focusin says it).
      if (heading && Date.now() - started >= 3 * HEADING_POLL_MS) {
        this.headingPending = false;
        if (heading !== this.headingSaid) this.speech.say(describeControl(heading, this.words), 'focus');
        this.headingSaid = heading;
      } else if (Date.now() - started < HEADING_WAIT_MS) {
        this.headingTimer = setTimeout(wait, HEADING_POLL_MS);
      }
    };
    this.headingTimer = setTimeout(wait, HEADING_POLL_MS);
  }

  private heading(): Element | null {
    return this.doc.querySelector('main h1');
  }

  private readonly onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof Element) this.sayFocus(event.target);
  };

  private sayFocus(el: Element): void {
    this.focusObserver.disconnect();
    this.focusObserver.observe(el, { attributes: true, attributeFilter: FOCUSED_STATES });
    const parts: string[] = [];
    const context = el.closest(CONTEXT);
    if (context && context !== this.context) parts.push(this.contextText(context));
    this.context = context;
    const heading = this.heading();
    if (heading && heading === el && heading === this.headingSaid) {
      // Focused again by the second route change of a redirect: already said.
      this.headingPending = false;
      if (parts.length > 0) this.speech.say(sentences(parts), 'focus');
      return;
    }
    if (this.headingPending && heading && heading !== el && heading !== this.headingSaid)
      parts.push(describeControl(heading, this.words));
    if (heading === el || (this.headingPending && heading)) {
      this.headingPending = false;
      this.headingSaid = heading;
    }
    const region = outermostRegion(el);
    if (region && isPassive(el) && parts.length === 0) {
      // A screen's title focused inside its live region: the region says it, with what follows it.
      if (this.sayRegion(region)) return;
      if (Date.now() - (this.regionSaidAt.get(region) ?? 0) < REGION_FRESH_MS) return;
    }
    parts.push(describeControl(el, this.words));
    this.speech.say(sentences(parts), 'focus');
  }

  private contextText(context: Element): string {
    const role = getRole(context) ?? 'dialog';
    const name = computeAccessibleName(context);
    const description = computeAccessibleDescription(context);
    return sentences([[name, this.words.roles[role]].filter(Boolean).join(', '), description]);
  }

  /** The focused control's state changed (pressed, expanded, invalid…) or it points to another option. */
  private readonly onFocusedChanged = (records: MutationRecord[]) => {
    const el = records[0]?.target;
    if (!(el instanceof Element) || el !== this.doc.activeElement) return;
    if (records.some((record) => record.attributeName === 'aria-activedescendant')) {
      const id = el.getAttribute('aria-activedescendant');
      const option = id ? this.doc.getElementById(id) : null;
      if (option) {
        this.speech.say(describeControl(option, this.words), 'focus');
        return;
      }
    }
    this.speech.say(describeControl(el, this.words), 'focus');
  };

  /** A field typed into from elsewhere (the on-screen keyboard's keys have the focus): its value. */
  private readonly onInput = (event: Event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    if (field === this.doc.activeElement) return;
    this.speech.say(valueOf(field, getRole(field)) ?? this.words.states.empty, 'focus');
  };

  /** A box ticked or an option chosen on the focused control: its new state or value. */
  private readonly onChange = (event: Event) => {
    const el = event.target;
    if (!(el instanceof Element) || el !== this.doc.activeElement) return;
    const role = getRole(el);
    const said = el instanceof HTMLSelectElement ? valueOf(el, role) : statesOf(el, role, this.words)[0];
    if (said) this.speech.say(said, 'focus');
  };

  private readonly onPageChanged = (records: MutationRecord[]) => {
    const regions = new Set<Element>();
    const add = (el: Element) => {
      const region = outermostRegion(el);
      if (region) regions.add(region);
    };
    for (const record of records) {
      const target = record.target instanceof Element ? record.target : record.target.parentElement;
      if (target) add(target);
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(LIVE)) add(node);
        node.querySelectorAll(LIVE).forEach(add);
      }
    }
    for (const region of regions) this.sayRegion(region);
  };

  /** Says a region whose text changed; true when it did. Statuses gone or changed before their turn are
   * dropped; alerts never are. */
  private sayRegion(region: Element): boolean {
    if (!region.isConnected) return false;
    const text = isInaccessible(region) ? '' : spokenText(region);
    const before = this.regionTexts.get(region) ?? '';
    this.regionTexts.set(region, text);
    if (!text || text === before) return false;
    this.regionSaidAt.set(region, Date.now());
    if (isAssertive(region)) this.speech.say(text, 'assertive');
    else
      this.speech.say(text, 'polite', {
        stillTrue: () => region.isConnected && this.regionTexts.get(region) === text,
      });
    return true;
  }
}
