// /iframe (issue 15, SPEC §2 "Frame screen"): a valid message of the framed page stores the taps and opens
// the summary; a message from the portal's own window, from another origin or of another shape is
// ignored; a frame that fails to load, or an origin not allowed, says 'Chargement de l'URL demandée
// impossible.'; the frame's height follows SPEC's rule.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { FRAME_LOAD_TIMEOUT_MS } from '../../../src/renderer/src/features/iframe/frameSaga';
import { frameHeight } from '../../../src/renderer/src/features/iframe/useFrameHeight';
import {
  FRAME_PATH,
  FRAME_URL,
  framesLoad,
  KEYS,
  message,
  NOW,
  onboardBackOffice,
  PROVIDER_ORIGIN,
  renderOnboard,
  TAPS,
} from './onboard-fixtures';

const LOAD_ERROR = 'Chargement de l’URL demandée impossible.';
const FRAME_TITLE = 'Service de consultation des paiements à bord';

/** The frame, once shown and its screen's effects (the message listener) have run. */
async function frame(): Promise<HTMLIFrameElement> {
  const element = (await screen.findByTitle(FRAME_TITLE, {})) as HTMLIFrameElement;
  await act(() => Promise.resolve());
  return element;
}

function post(data: unknown, origin: string, source: MessageEventSource | null) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

beforeEach(() => {
  // The taps' last 30 days (only the clock's date is set).
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  framesLoad();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the frame screen', () => {
  it('frames the allowed URL, its height the window minus header, footer and 15 px', async () => {
    renderOnboard(FRAME_PATH, onboardBackOffice());
    const element = await frame();
    expect(element.getAttribute('src')).toBe(FRAME_URL);
    expect(frameHeight(800, 120, 100)).toBe(565);
    expect(element.style.height).toBe(`${frameHeight(window.innerHeight, 0, 0)}px`);
  });

  it('grows as tall as the framed page says its content is, never shorter than SPEC’s height', async () => {
    renderOnboard(FRAME_PATH, onboardBackOffice());
    const element = await frame();
    const least = frameHeight(window.innerHeight, 0, 0);
    const size = (height: unknown, extra: object = {}) => ({
      type: 'ligeo:hauteur-cadre',
      version: 1,
      height,
      ...extra,
    });
    post(size(least + 400), PROVIDER_ORIGIN, element.contentWindow);
    await waitFor(() => expect(element.style.height).toBe(`${least + 400}px`));
    // Shorter content: SPEC's height stays (the frame never shrinks below it).
    post(size(150), PROVIDER_ORIGIN, element.contentWindow);
    await waitFor(() => expect(element.style.height).toBe(`${least}px`));
    post(size(least + 200), PROVIDER_ORIGIN, element.contentWindow);
    await waitFor(() => expect(element.style.height).toBe(`${least + 200}px`));
    // Not from the framed page, or not a height: ignored.
    for (const [data, origin, source] of [
      [size(least + 900), 'https://ailleurs.example', element.contentWindow],
      [size(least + 900), PROVIDER_ORIGIN, window],
      [size(least + 900.5), PROVIDER_ORIGIN, element.contentWindow],
      [size(`${least + 900}`), PROVIDER_ORIGIN, element.contentWindow],
      [size(20_001), PROVIDER_ORIGIN, element.contentWindow],
      [size(99), PROVIDER_ORIGIN, element.contentWindow],
      [size(least + 900, { version: 2 }), PROVIDER_ORIGIN, element.contentWindow],
      [size(least + 900, { type: 'autre' }), PROVIDER_ORIGIN, element.contentWindow],
    ] as const)
      post(data, origin, source as MessageEventSource | null);
    await act(() => Promise.resolve());
    expect(element.style.height).toBe(`${least + 200}px`);
    // A height is no list of taps: the screen stays.
    expect(screen.getByTitle(FRAME_TITLE)).toBe(element);
  });

  it('a valid message from the frame stores the taps and the URL, then shows the summary', async () => {
    const { router } = renderOnboard(FRAME_PATH, onboardBackOffice());
    const element = await frame();
    post(message(), PROVIDER_ORIGIN, element.contentWindow);
    await waitFor(() => expect(router.state.location.pathname).toBe('/justification'));
    expect(JSON.parse(window.sessionStorage.getItem(KEYS.taps)!)).toEqual(TAPS);
    expect(window.sessionStorage.getItem(KEYS.frameUrl)).toBe(FRAME_URL);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Synthèse de vos paiements à bord' }),
    ).toBeTruthy();
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('leaves out the incomplete records of a valid message', async () => {
    const { router } = renderOnboard(FRAME_PATH, onboardBackOffice());
    const element = await frame();
    post(message([{ ...TAPS[0], refArchi: undefined }, TAPS[1]]), PROVIDER_ORIGIN, element.contentWindow);
    await waitFor(() => expect(router.state.location.pathname).toBe('/justification'));
    expect(JSON.parse(window.sessionStorage.getItem(KEYS.taps)!)).toEqual([TAPS[1]]);
  });

  it.each([
    ['from the portal’s own window', () => window, () => PROVIDER_ORIGIN],
    [
      'from the portal’s own origin',
      (el: HTMLIFrameElement) => el.contentWindow,
      () => window.location.origin,
    ],
    ['from another origin', (el: HTMLIFrameElement) => el.contentWindow, () => 'https://site-pirate.example'],
  ])('ignores a message %s', async (_name, source, origin) => {
    const { router } = renderOnboard(FRAME_PATH, onboardBackOffice());
    const element = await frame();
    post(message(), origin(), source(element));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/iframe');
    expect(window.sessionStorage.getItem(KEYS.taps)).toBeNull();
  });

  it('ignores a message of another shape from the frame, a warning at most', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = renderOnboard(FRAME_PATH, onboardBackOffice());
    const element = await frame();
    post({ ...message(), version: 2 }, PROVIDER_ORIGIN, element.contentWindow);
    post('transactions', PROVIDER_ORIGIN, element.contentWindow);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/iframe');
    expect(window.sessionStorage.getItem(KEYS.taps)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('stops listening once the screen is left', async () => {
    const { router } = renderOnboard(FRAME_PATH, onboardBackOffice());
    const element = await frame();
    const source = element.contentWindow;
    await act(() => router.navigate('/home'));
    post(message(), PROVIDER_ORIGIN, source);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.sessionStorage.getItem(KEYS.taps)).toBeNull();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('a frame that fires error says the URL cannot be loaded, and shows no frame', async () => {
    renderOnboard(FRAME_PATH, onboardBackOffice());
    const element = await frame();
    fireEvent.error(element);
    expect(await screen.findByText(LOAD_ERROR)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(LOAD_ERROR);
    expect(screen.queryByTitle(FRAME_TITLE)).toBeNull();
  });

  it('a frame that never loads says so after 15 s', async () => {
    // No page answers: the frame never fires load.
    const settings = (window as unknown as { happyDOM: { settings: { fetch: { interceptor: unknown } } } })
      .happyDOM.settings;
    settings.fetch.interceptor = { beforeAsyncRequest: () => new Promise(() => undefined) };
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderOnboard(FRAME_PATH, onboardBackOffice());
    await frame();
    await act(() => vi.advanceTimersByTimeAsync(FRAME_LOAD_TIMEOUT_MS - 100));
    expect(screen.queryByText(LOAD_ERROR)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(await screen.findByText(LOAD_ERROR)).toBeTruthy();
    expect(screen.queryByTitle(FRAME_TITLE)).toBeNull();
  });

  it('a frame that loads stays, with no message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderOnboard(FRAME_PATH, onboardBackOffice());
    await frame();
    await act(() => vi.advanceTimersByTimeAsync(FRAME_LOAD_TIMEOUT_MS * 2));
    expect(screen.getByTitle(FRAME_TITLE)).toBeTruthy();
    expect(screen.queryByText(LOAD_ERROR)).toBeNull();
  });

  it('an origin not allowed shows the message and no frame (the allowlist stays)', async () => {
    renderOnboard(`/iframe?url=${encodeURIComponent('https://site-pirate.example/cb')}`, onboardBackOffice());
    expect(await screen.findByText(LOAD_ERROR, {})).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
