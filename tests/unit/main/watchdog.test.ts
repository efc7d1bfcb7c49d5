import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWatchdog, type WatchdogOptions } from '../../../src/main/watchdog';
import { FakeWebContents } from './fake-electron';

const HOME = 'app://portail/home';
const OUT_OF_SERVICE = 'app://portail/hors-service';

class FakeWindow {
  webContents = new FakeWebContents();
  constructor(readonly name: string) {}
}

function setup(overrides: Partial<WatchdogOptions<FakeWindow>> = {}) {
  const windows = [new FakeWindow('first')];
  const log = vi.fn();
  const recreateWindow = vi.fn((old: FakeWindow) => {
    old.webContents.destroyed = true;
    const next = new FakeWindow(`window ${windows.length + 1}`);
    windows.push(next);
    return next;
  });
  const watchdog = createWatchdog<FakeWindow>({
    recreateWindow,
    homeUrl: HOME,
    outOfServiceUrl: OUT_OF_SERVICE,
    now: () => Date.now(),
    timers: {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (h) => clearTimeout(h as never),
    },
    log,
    ...overrides,
  });
  watchdog.watch(windows[0]!);
  const contents = () => watchdog.current()!.webContents;
  const gone = (reason: string) => contents().emit('render-process-gone', {}, { reason, exitCode: 1 });
  return { watchdog, windows, log, recreateWindow, contents, gone };
}

describe('watchdog', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-02T08:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it.each(['crashed', 'killed', 'abnormal-exit', 'launch-failed', 'integrity-failure'])(
    'reloads the page when the renderer is gone (%s)',
    (reason) => {
      const { contents, gone, log, recreateWindow } = setup();
      gone(reason);
      expect(contents().reload).toHaveBeenCalledOnce();
      expect(recreateWindow).not.toHaveBeenCalled();
      expect(log).toHaveBeenCalledWith(`Processus de rendu arrêté (${reason}, code 1).`);
    },
  );

  it('ignores a clean exit (the window is closing)', () => {
    const { contents, gone } = setup();
    gone('clean-exit');
    expect(contents().reload).not.toHaveBeenCalled();
  });

  it('recreates the window when the renderer ran out of memory, and watches the new one', () => {
    const { windows, gone, recreateWindow, watchdog } = setup();
    gone('oom');
    expect(recreateWindow).toHaveBeenCalledWith(windows[0]);
    expect(windows[0]!.webContents.reload).not.toHaveBeenCalled();
    expect(watchdog.current()).toBe(windows[1]);
    gone('crashed');
    expect(windows[1]!.webContents.reload).toHaveBeenCalledOnce();
  });

  it('forgets the old window once replaced', () => {
    const { windows, gone } = setup();
    gone('oom');
    windows[0]!.webContents.destroyed = false;
    windows[0]!.webContents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 1 });
    expect(windows[0]!.webContents.reload).not.toHaveBeenCalled();
  });

  it('ends a renderer hung past the grace period; its end then reloads the page', () => {
    const { contents, gone } = setup({ hangGraceMs: 10_000 });
    contents().emit('unresponsive');
    vi.advanceTimersByTime(9_999);
    expect(contents().forcefullyCrashRenderer).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(contents().forcefullyCrashRenderer).toHaveBeenCalledOnce();
    gone('killed');
    expect(contents().reload).toHaveBeenCalledOnce();
  });

  it('leaves alone a renderer that answers again within the grace period', () => {
    const { contents } = setup({ hangGraceMs: 10_000 });
    contents().emit('unresponsive');
    vi.advanceTimersByTime(5_000);
    contents().emit('responsive');
    vi.advanceTimersByTime(60_000);
    expect(contents().forcefullyCrashRenderer).not.toHaveBeenCalled();
  });

  it('a second unresponsive event does not start a second countdown', () => {
    const { contents } = setup({ hangGraceMs: 10_000 });
    contents().emit('unresponsive');
    vi.advanceTimersByTime(5_000);
    contents().emit('unresponsive');
    vi.advanceTimersByTime(5_000);
    expect(contents().forcefullyCrashRenderer).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(10_000);
    expect(contents().forcefullyCrashRenderer).toHaveBeenCalledOnce();
  });

  it('3 crashes in 60 s: out-of-service page, then the portal again after 5 minutes', () => {
    const { contents, gone, watchdog, log } = setup();
    gone('crashed');
    vi.advanceTimersByTime(20_000);
    gone('crashed');
    vi.advanceTimersByTime(20_000);
    gone('crashed');
    expect(contents().reload).toHaveBeenCalledTimes(2);
    expect(contents().loadURL).toHaveBeenCalledWith(OUT_OF_SERVICE);
    expect(watchdog.state()).toBe('out-of-service');
    expect(log).toHaveBeenCalledWith('3 incidents en 60 s : page hors service, nouvel essai dans 5 min.');

    vi.advanceTimersByTime(5 * 60_000 - 1);
    expect(contents().loadURL).not.toHaveBeenCalledWith(HOME);
    vi.advanceTimersByTime(1);
    expect(contents().loadURL).toHaveBeenLastCalledWith(HOME);
    expect(watchdog.state()).toBe('running');
  });

  it('crashes spread over more than 60 s never put the device out of service', () => {
    const { contents, gone, watchdog } = setup();
    for (let i = 0; i < 6; i += 1) {
      gone('crashed');
      vi.advanceTimersByTime(30_001);
    }
    expect(contents().reload).toHaveBeenCalledTimes(6);
    expect(watchdog.state()).toBe('running');
  });

  it('hangs and out-of-memory count as incidents too', () => {
    const { gone, contents, watchdog, windows } = setup({ hangGraceMs: 1_000 });
    gone('oom');
    contents().emit('unresponsive');
    vi.advanceTimersByTime(1_000);
    gone('killed');
    gone('crashed');
    expect(watchdog.state()).toBe('out-of-service');
    expect(windows[1]!.webContents.loadURL).toHaveBeenCalledWith(OUT_OF_SERVICE);
  });

  it('while out of service, a crash of the page shows it again without new counting', () => {
    const { gone, contents, watchdog } = setup();
    gone('crashed');
    gone('crashed');
    gone('crashed');
    gone('crashed');
    expect(contents().reload).toHaveBeenCalledTimes(3);
    expect(watchdog.state()).toBe('out-of-service');
    expect(contents().loadURL).toHaveBeenCalledTimes(1);
  });

  it('after the retry, three new crashes put it out of service again', () => {
    const { gone, contents, watchdog } = setup();
    for (let i = 0; i < 3; i += 1) gone('crashed');
    vi.advanceTimersByTime(5 * 60_000);
    expect(watchdog.state()).toBe('running');
    for (let i = 0; i < 3; i += 1) gone('crashed');
    expect(watchdog.state()).toBe('out-of-service');
    expect(contents().loadURL.mock.calls.map(([url]) => url)).toEqual([OUT_OF_SERVICE, HOME, OUT_OF_SERVICE]);
  });

  it('takes its limits from the options', () => {
    const { gone, watchdog } = setup({ crashLimit: 2, crashWindowMs: 10_000, retryAfterMs: 1_000 });
    gone('crashed');
    vi.advanceTimersByTime(9_999);
    gone('crashed');
    expect(watchdog.state()).toBe('out-of-service');
    vi.advanceTimersByTime(1_000);
    expect(watchdog.state()).toBe('running');
  });

  it('reports a failed page load instead of throwing', async () => {
    const { gone, contents, log } = setup();
    contents().loadURL.mockRejectedValueOnce(new Error('ERR_FAILED'));
    for (let i = 0; i < 3; i += 1) gone('crashed');
    await vi.waitFor(() =>
      expect(log).toHaveBeenCalledWith(`Chargement impossible de ${OUT_OF_SERVICE} : Error: ERR_FAILED`),
    );
  });

  it('dispose stops the pending retry and hang timers', () => {
    const { gone, contents, watchdog } = setup();
    contents().emit('unresponsive');
    for (let i = 0; i < 3; i += 1) gone('crashed');
    watchdog.dispose();
    vi.advanceTimersByTime(10 * 60_000);
    expect(contents().loadURL).not.toHaveBeenCalledWith(HOME);
    expect(contents().forcefullyCrashRenderer).not.toHaveBeenCalled();
  });
});
