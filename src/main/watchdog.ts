// The kiosk watchdog (DESIGN "Kiosk behaviour"): reload the page when the renderer crashes or hangs,
// rebuild the window when it ran out of memory, and after repeated incidents in a short time stop
// retrying: show the out-of-service page and try the portal again later. Timers and clock are injected.

export interface GoneDetails {
  reason: string;
  exitCode: number;
}

export interface WatchedContents {
  on(event: 'render-process-gone', listener: (event: unknown, details: GoneDetails) => void): unknown;
  on(event: 'unresponsive' | 'responsive', listener: () => void): unknown;
  reload(): void;
  loadURL(url: string): Promise<void>;
  forcefullyCrashRenderer(): void;
  isDestroyed(): boolean;
}

export interface WatchedWindow {
  webContents: WatchedContents;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface WatchdogOptions<W extends WatchedWindow> {
  /**
   * Replaces the window whose renderer ran out of memory: returns a new one on the home page, and
   * destroys the old one only after (the app must never be left without a window).
   */
  recreateWindow(old: W): W;
  homeUrl: string;
  outOfServiceUrl: string;
  now(): number;
  timers: Timers;
  log(message: string): void;
  /** Incidents (crash, hang, out of memory) within crashWindowMs that put the device out of service. */
  crashLimit?: number;
  crashWindowMs?: number;
  /** How long the out-of-service page stays before the portal is tried again. */
  retryAfterMs?: number;
  /** A hang shorter than this (the renderer answers again) is left alone. */
  hangGraceMs?: number;
}

export type WatchdogState = 'running' | 'out-of-service';

export interface Watchdog<W> {
  watch(window: W): void;
  current(): W | null;
  state(): WatchdogState;
  dispose(): void;
}

export function createWatchdog<W extends WatchedWindow>(options: WatchdogOptions<W>): Watchdog<W> {
  const { timers, log, now } = options;
  const crashLimit = options.crashLimit ?? 3;
  const crashWindowMs = options.crashWindowMs ?? 60_000;
  const retryAfterMs = options.retryAfterMs ?? 5 * 60_000;
  const hangGraceMs = options.hangGraceMs ?? 10_000;

  let current: W | null = null;
  let incidents: number[] = [];
  let state: WatchdogState = 'running';
  let retryTimer: unknown = null;
  let hangTimer: unknown = null;

  const load = (url: string) => {
    if (!current || current.webContents.isDestroyed()) return;
    current.webContents
      .loadURL(url)
      .catch((error: unknown) => log(`Chargement impossible de ${url} : ${String(error)}`));
  };

  const clearHang = () => {
    if (hangTimer !== null) timers.clearTimeout(hangTimer);
    hangTimer = null;
  };

  /** Records an incident; true when it is one too many and the device went out of service. */
  const tooManyIncidents = (): boolean => {
    const time = now();
    incidents = [...incidents.filter((at) => time - at < crashWindowMs), time];
    if (incidents.length < crashLimit) return false;
    incidents = [];
    state = 'out-of-service';
    log(
      `${crashLimit} incidents en ${crashWindowMs / 1000} s : page hors service, nouvel essai dans ${retryAfterMs / 60_000} min.`,
    );
    load(options.outOfServiceUrl);
    retryTimer = timers.setTimeout(() => {
      retryTimer = null;
      state = 'running';
      log('Nouvel essai du portail après la période hors service.');
      load(options.homeUrl);
    }, retryAfterMs);
    return true;
  };

  const watch = (window: W) => {
    current = window;
    const contents = window.webContents;
    contents.on('render-process-gone', (_event, details) => {
      if (window !== current || contents.isDestroyed() || details.reason === 'clean-exit') return;
      clearHang();
      log(`Processus de rendu arrêté (${details.reason}, code ${details.exitCode}).`);
      // The out-of-service page itself is shown again, without counting: it is already the fallback.
      if (state === 'out-of-service') return contents.reload();
      if (tooManyIncidents()) return;
      if (details.reason === 'oom') watch(options.recreateWindow(window));
      else contents.reload();
    });
    contents.on('unresponsive', () => {
      if (window !== current || hangTimer !== null) return;
      hangTimer = timers.setTimeout(() => {
        hangTimer = null;
        log('Page bloquée : arrêt forcé du processus de rendu, puis rechargement.');
        // The renderer is stuck and cannot reload by itself: end it; render-process-gone reloads.
        if (!contents.isDestroyed()) contents.forcefullyCrashRenderer();
      }, hangGraceMs);
    });
    contents.on('responsive', () => {
      if (window === current) clearHang();
    });
  };

  return {
    watch,
    current: () => current,
    state: () => state,
    dispose() {
      clearHang();
      if (retryTimer !== null) timers.clearTimeout(retryTimer);
      retryTimer = null;
    },
  };
}
