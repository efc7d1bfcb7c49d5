// The main process, from configuration to the first page: config → back office (configured or the
// embedded emulator) → app:// handler → guards → window + watchdog → payment service, printer and the
// kiosk's readiness → kiosk IPC → app://portail/home. Electron arrives as `deps`, so all of it runs under unit tests; an
// invalid configuration stops the app with a clear message before any window exists.
import { APP_ORIGIN, APP_SCHEME, createAppProtocolHandler } from './appProtocol';
import { resolveBackoffice, type StartEmbeddedServer } from './backoffice';
import { loadDeviceConfig, type ResolvedDeviceConfig } from './config/load';
import type { StoredConfig } from './config/store';
import { deviceInfo } from './deviceInfo';
import { createKioskHandlers, registerKioskIpc, type KioskIpcMain } from './ipc';
import { createOperatorHandlers } from './ipc/operator';
import { createTillHandlers } from './ipc/till';
import { tillAgentsOf } from './till/demo-agent';
import { paidOnDevice } from './till/counter-payments';
import {
  counterDriver,
  createCounterPayments,
  openTill,
  tillUnavailablePayments,
  type CounterPayments,
  type TillSetup,
} from './till';
import { openOperator, type OperatorSetup } from './operator';
import { createOperatorActions } from './operator/actions';
import { createLiveConfig } from './operator/config-reload';
import { configurationFingerprint, freeDiskBytes, journalCounts, readOverview } from './operator/overview';
import { createRecentErrors } from './recent-errors';
import { OUT_OF_SERVICE_PATH } from './out-of-service/page';
import type { ReceiptPrinter, ReceiptPrinterDeps } from './printer';
import { configuredContentSecurityPolicy } from './security/csp';
import { hardenApp, type HardenableApp } from './security/harden';
import {
  keepKioskWindowOpen,
  lockKioskContents,
  type ClosableWindow,
  type DownloadSession,
  type LockableContents,
} from './security/kioskLock';
import type { GuardedContents } from './security/navigation';
import { externalOpener, type ExternalShell } from './security/openExternal';
import { createAppOrigins } from './security/origins';
import { createPreferenceOriginsLoader } from './security/preferenceOrigins';
import type { PermissionSession } from './security/permissions';
import { createMainWindow, type BrowserWindowClass } from './security/windowOptions';
import { createReadinessService, watchBackOffice, type ReadinessService } from './readiness';
import { buildPrinter, openPaymentService, terminalDriver } from './services';
import type { TerminalDriver } from './payment';
import { createWatchdog, type Timers, type WatchedContents } from './watchdog';
import { createOutcomeTally, startKioskTelemetry, type KioskTelemetry } from './telemetry';

export const HOME_URL = `${APP_ORIGIN}/home`;
export const OUT_OF_SERVICE_URL = `${APP_ORIGIN}${OUT_OF_SERVICE_PATH}`;
export const START_FAILURE_TITLE = 'Portail Transport : démarrage impossible';

export interface MainWindow extends ClosableWindow {
  webContents: WatchedContents & LockableContents & GuardedContents;
  once(event: 'ready-to-show', listener: () => void): unknown;
  show(): void;
  focus(): void;
  restore(): void;
  isMinimized(): boolean;
  destroy(): void;
  isDestroyed(): boolean;
}

export interface ElectronDeps {
  app: HardenableApp & {
    on(event: 'before-quit', listener: (event: { preventDefault(): void }) => void): unknown;
    on(
      event: 'window-all-closed' | 'before-quit' | 'will-quit' | 'second-instance',
      listener: () => void,
    ): unknown;
    requestSingleInstanceLock(): boolean;
    whenReady(): Promise<unknown>;
    enableSandbox(): void;
    exit(code: number): void;
    quit(): void;
    relaunch(): void;
    getPath(name: 'userData'): string;
    getVersion(): string;
  };
  BrowserWindow: BrowserWindowClass<MainWindow>;
  protocol: {
    registerSchemesAsPrivileged(schemes: { scheme: string; privileges: Record<string, boolean> }[]): void;
    handle(scheme: string, handler: (request: Request) => Promise<Response>): void;
  };
  session: { defaultSession: PermissionSession & DownloadSession };
  /** Electron's net.fetch: the system's proxy settings apply to back-office calls. */
  fetch: typeof fetch;
  shell: ExternalShell;
  dialog: { showErrorBox(title: string, content: string): void };
  ipcMain: KioskIpcMain;
  Menu: { setApplicationMenu(menu: null): void };
  argv: readonly string[];
  env: Record<string, string | undefined>;
  hostname: string;
  versions: Partial<Record<string, string>>;
  paths: { renderer: string; preload: string };
  readStoredConfig(): StoredConfig;
  startEmbeddedServer: StartEmbeddedServer;
  randomSecret(): string;
  /** Where start-up failures and diagnostics go (stderr). */
  log(message: string): void;
  timers?: Timers;
  now?: () => number;
  /** Tests only: the terminal simulator they drive and the printer's connection. */
  terminalDriver?: TerminalDriver;
  printerDeps?: ReceiptPrinterDeps;
}

export interface RunningApp {
  config: ResolvedDeviceConfig;
  backofficeUrl: string;
  /** Settled once the start-up reconciliation of the payment journal is over. */
  reconciled: Promise<void>;
  window(): MainWindow | null;
}

function messageOf(value: unknown): string {
  if (value instanceof Error) return value.message;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/** Configuration and printer: everything that can be wrong in the settings, checked before any window. */
function readConfig(deps: ElectronDeps) {
  return loadDeviceConfig({
    stored: deps.readStoredConfig(),
    env: deps.env,
    argv: deps.argv,
    hostname: deps.hostname,
    randomSecret: deps.randomSecret,
  });
}

function prepare(deps: ElectronDeps): { config: ResolvedDeviceConfig; printer: ReceiptPrinter } | string[] {
  const loaded = readConfig(deps);
  if (!loaded.ok) return loaded.errors;
  try {
    return { config: loaded.config, printer: buildPrinter(loaded.config, deps.printerDeps) };
  } catch (error) {
    return messageOf(error).split('\n');
  }
}

const SECOND_INSTANCE_MESSAGE = 'Portail Transport est déjà ouvert : cette seconde instance s’arrête.';
/** How long quitting waits for the telemetry's last export. */
export const TELEMETRY_FLUSH_ON_QUIT_MS = 3_000;

export async function startApp(deps: ElectronDeps): Promise<RunningApp | null> {
  const { app } = deps;
  const now = deps.now ?? (() => Date.now());
  const startedAt = now();
  // Every line main logs is an error or a warning: the operator screen shows the last ones.
  const recentErrors = createRecentErrors(now);
  const log = (message: string) => {
    recentErrors.add(message);
    deps.log(message);
  };
  // One instance per device: a second one would start a second emulator and payment service competing
  // for the card terminal and the journal. It stops before starting anything.
  if (!app.requestSingleInstanceLock()) {
    log(SECOND_INSTANCE_MESSAGE);
    app.quit();
    return null;
  }
  const timers: Timers = deps.timers ?? {
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const fail = (errors: string[]) => {
    const content = errors.join('\n');
    log(`${START_FAILURE_TITLE}\n${content}`);
    deps.dialog.showErrorBox(START_FAILURE_TITLE, content);
    app.exit(1);
    return null;
  };

  // Before `ready`: the scheme's privileges, the sandbox for every renderer, and the settings.
  // codeCache: V8 keeps the bundle's compiled code between starts, as it does for http(s); without it
  // every start and every reload (the watchdog's, the operator's) compiles the whole entry again.
  // Electron allows it on standard schemes only.
  deps.protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: {
        standard: true,
        secure: true,
        supportFetchAPI: true,
        corsEnabled: true,
        codeCache: true,
      },
    },
  ]);
  app.enableSandbox();
  const prepared = prepare(deps);
  if (Array.isArray(prepared)) return fail(prepared);
  const { config, printer } = prepared;
  // What the operator's « Recharger la configuration » changes live (info, overview); the rest keeps
  // `config`, read at this start (src/main/operator/config-reload.ts says which parts need a restart).
  const liveConfig = createLiveConfig(config, () => readConfig(deps), log);

  // Kiosk only (issue 25 §3): it tells the fleet about itself; started once its sources exist.
  let telemetry: KioskTelemetry | undefined;
  const tally = createOutcomeTally();
  const logError = (message: string, detail?: unknown) => {
    const text = detail === undefined ? message : `${message} ${messageOf(detail)}`;
    log(text);
    telemetry?.error(text);
  };

  let quitting = false;
  let telemetryFlushed = false;
  app.on('before-quit', (event) => {
    quitting = true;
    // The last report goes out before the app does (bounded: a collector away must not hold it).
    if (!telemetry || telemetryFlushed) return;
    event.preventDefault();
    telemetryFlushed = true;
    let timer: unknown;
    const capped = new Promise<void>((resolve) => {
      timer = timers.setTimeout(resolve, TELEMETRY_FLUSH_ON_QUIT_MS);
    });
    void Promise.race([telemetry.shutdown(), capped]).finally(() => {
      timers.clearTimeout(timer);
      app.quit();
    });
  });
  await app.whenReady();

  let backofficeUrl: string;
  let backOffice: ReturnType<typeof watchBackOffice>;
  let readiness: ReadinessService | undefined;
  let payment: Awaited<ReturnType<typeof openPaymentService>>;
  let closeEmbedded: () => Promise<unknown> = async () => undefined;
  try {
    const backoffice = await resolveBackoffice(config, deps.startEmbeddedServer);
    backofficeUrl = backoffice.url;
    if (backoffice.embedded) closeEmbedded = () => backoffice.embedded!.close();
    backOffice = watchBackOffice({ backofficeUrl, fetch: deps.fetch });
    const terminal = deps.terminalDriver ?? terminalDriver(config);
    // At the counter, cash too (issue 29 §2): it never reaches the terminal.
    const driver = config.mode === 'counter' ? counterDriver(terminal) : terminal;
    // A kiosk alone in a station decides, before each payment, whether it can deliver (issue 25 §1);
    // at the counter an agent sees the printer and the terminal.
    readiness =
      config.mode === 'kiosk'
        ? createReadinessService({
            readPrinter: () => printer.status(),
            ...(driver.checkConnection ? { checkTerminal: () => driver.checkConnection!() } : {}),
            backOfficeLastSuccessAt: () => backOffice.lastSuccessAt(),
            timers,
            ...(deps.now ? { now: deps.now } : {}),
            // Its messages with a detail are failures; the others say the decision changed.
            log: (message, detail) => (detail === undefined ? log(message) : logError(message, detail)),
            onChange: (abilities) => telemetry?.abilitiesChanged(abilities),
          })
        : undefined;
    payment = await openPaymentService({
      config,
      backofficeUrl,
      userDataDir: app.getPath('userData'),
      fetch: backOffice.fetch,
      driver,
      ...(readiness ? { readiness, onJournalEntry: tally.record } : {}),
    });
  } catch (error) {
    return fail([messageOf(error)]);
  }

  if (readiness) {
    const decided = readiness;
    const journal = payment.journal;
    telemetry = startKioskTelemetry({
      endpoint: config.telemetryEndpoint ?? backofficeUrl,
      intervalMs: config.telemetryIntervalMs,
      deviceId: config.deviceId,
      appVersion: app.getVersion(),
      configVersion: config.configVersion,
      abilities: () => decided.current(),
      journal: () => journal.state(),
      tally,
      log,
      ...(deps.now ? { now: deps.now } : {}),
    });
  }

  // The counter's till (issue 29 §3): its sales go through it; without it the counter cannot sell, and
  // says so on every payment.
  let till: TillSetup | null = null;
  let counterPayments: CounterPayments | null = null;
  if (config.mode === 'counter') {
    till = await openTill({
      userDataDir: app.getPath('userData'),
      agents: await tillAgentsOf(config),
      printer,
      deviceId: config.deviceId,
      width: config.printer.width,
      paymentInProgress: () => journalCounts(payment.journal.state()).pending > 0,
      paidOnDevice: (orderId) => paidOnDevice(payment.journal.state(), orderId),
      now,
      log: (message, error) => (error === undefined ? log(message) : logError(message, error)),
    }).catch((error: unknown) => {
      logError(`Caisse indisponible : ${messageOf(error)}`);
      return null;
    });
    if (till)
      counterPayments = createCounterPayments({
        payment: payment.service,
        journal: payment.journal,
        till: till.service,
        log,
      });
  }

  // The operator screen exists only on a kiosk with a PIN configured. Its log or lock file failing to
  // open leaves the kiosk selling, without the screen, and says why.
  let operator: OperatorSetup | null = null;
  if (config.mode === 'kiosk' && config.operatorPinHash !== null) {
    operator = await openOperator({
      userDataDir: app.getPath('userData'),
      pinHash: config.operatorPinHash,
      clock: {
        now,
        setTimeout: (callback, ms) => timers.setTimeout(callback, ms),
        clearTimeout: (handle) => timers.clearTimeout(handle),
      },
      report: (message, error) => log(`${message} : ${messageOf(error)}`),
    }).catch((error: unknown) => {
      log(`Écran opérateur indisponible : ${messageOf(error)}`);
      return null;
    });
  }

  // The configured origins now; those the back office's preferences publish as soon as they are read
  // (the first page waits for them; if the back office is down, each new page tries again).
  const origins = createAppOrigins(backofficeUrl, config.allowedOrigins);
  const preferences = createPreferenceOriginsLoader({
    backoffice: origins.backoffice,
    fetch: backOffice.fetch,
    origins,
    log,
  });
  void preferences.ensure();
  const openOutside = externalOpener({
    mode: config.mode,
    allowedOrigins: config.allowedOrigins,
    shell: deps.shell,
    log,
  });
  hardenApp(
    app,
    deps.session.defaultSession,
    config.mode,
    { origins, openOutside, log },
    { camera: config.camera },
  );
  if (config.mode === 'kiosk') deps.Menu.setApplicationMenu(null);
  deps.protocol.handle(
    APP_SCHEME,
    createAppProtocolHandler({
      rendererDir: deps.paths.renderer,
      backofficeUrl,
      fetch: (request) => backOffice.fetch(request),
      deviceId: config.deviceId,
      contentSecurityPolicy: () => configuredContentSecurityPolicy(origins.trusted),
      beforePage: () => preferences.ensure(),
    }),
  );

  const openWindow = (): MainWindow => {
    const window = createMainWindow(
      deps.BrowserWindow,
      config.mode,
      deps.paths.preload,
      operator !== null,
      till !== null,
    );
    if (config.mode === 'kiosk') {
      lockKioskContents(window.webContents);
      keepKioskWindowOpen(window, () => quitting);
    }
    window.once('ready-to-show', () => window.show());
    return window;
  };
  const load = (window: MainWindow, url: string) =>
    window.webContents
      .loadURL(url)
      .catch((error: unknown) => log(`Chargement impossible de ${url} : ${messageOf(error)}`));

  const watchdog = createWatchdog<MainWindow>({
    // The new window first, the old one only once the new page is loaded (or failed to): the app is
    // never left without a window, which would show the desktop and fire window-all-closed.
    recreateWindow(old) {
      const window = openWindow();
      void load(window, HOME_URL).finally(() => {
        if (!old.isDestroyed()) old.destroy();
      });
      return window;
    },
    homeUrl: HOME_URL,
    outOfServiceUrl: OUT_OF_SERVICE_URL,
    now,
    timers,
    log,
  });
  const window = openWindow();
  watchdog.watch(window);
  // A second launch brings the running window forward (a kiosk stays in kiosk mode).
  app.on('second-instance', () => {
    const current = watchdog.current();
    if (!current || current.isDestroyed()) return;
    if (current.isMinimized()) current.restore();
    current.focus();
  });
  // A kiosk has no desktop to fall back to: it quits only when asked to, and should its last window go
  // anyway, a new one takes its place. The counter quits with its window.
  app.on('window-all-closed', () => {
    if (config.mode !== 'kiosk' || quitting) return app.quit();
    log('Plus aucune fenêtre en mode borne : une nouvelle s’ouvre sur l’accueil.');
    const replacement = openWindow();
    watchdog.watch(replacement);
    void load(replacement, HOME_URL);
  });

  // Settles what a crash or a lost answer left open; meanwhile a new payment is refused as busy.
  // At the counter, then the till catches up sales a crash left out of it.
  const reconciled = payment.service
    .reconcilePending()
    .then(async () => {
      await counterPayments?.catchUp();
    })
    .catch((error: unknown) => logError(`Réconciliation impossible : ${messageOf(error)}`));
  const unregisterIpc = registerKioskIpc(deps.ipcMain, {
    ...createKioskHandlers(
      {
        // A counter without its till refuses every sale (no till, no open session).
        payment:
          config.mode === 'counter'
            ? (counterPayments ?? tillUnavailablePayments(payment.service))
            : payment.service,
        counter: config.mode === 'counter',
        printer,
        reload() {
          const current = watchdog.current();
          if (current && !current.webContents.isDestroyed()) current.webContents.reload();
        },
        info: () => deviceInfo(liveConfig.current(), app.getVersion(), deps.versions),
        ...(readiness ? { abilities: () => readiness!.current() } : {}),
      },
      { allowedOrigin: APP_ORIGIN, log: logError, timers },
    ),
    ...(operator
      ? createOperatorHandlers(operator.access, {
          allowedOrigin: APP_ORIGIN,
          log: logError,
          overview: () =>
            readOverview({
              ...(readiness ? { readiness } : {}),
              backOfficeLastSuccessAt: () => backOffice.lastSuccessAt(),
              journal: () => payment.journal.state(),
              freeDiskBytes: () => freeDiskBytes(app.getPath('userData')),
              appVersion: app.getVersion(),
              configuration: () => ({
                fingerprint: configurationFingerprint(liveConfig.current()),
                configVersion: liveConfig.current().configVersion,
              }),
              startedAt,
              now,
              lastErrors: () => recentErrors.list(),
            }),
          checkTerminal: async () => {
            if (!readiness) return 'unknown';
            await readiness.refresh();
            return readiness.inputs().terminal;
          },
          actions: createOperatorActions({
            printer,
            deviceId: () => config.deviceId,
            now,
            reloadConfiguration: () => liveConfig.reload(),
            paymentInProgress: () => journalCounts(payment.journal.state()).pending > 0,
          }),
          // quit, not exit: before-quit sends the telemetry's last report and will-quit closes the
          // operator log and the journal, as for any other end of the app.
          relaunch: () => {
            app.relaunch();
            app.quit();
          },
          settlePayment: (key, decision, note) => payment.settlement.settle(key, decision, note),
        })
      : {}),
    ...(till ? createTillHandlers(till.service, { allowedOrigin: APP_ORIGIN, log: logError }) : {}),
  });
  readiness?.start();
  app.on('will-quit', () => {
    readiness?.stop();
    watchdog.dispose();
    unregisterIpc();
    void operator?.access.close().then(() => operator?.log.close());
    payment.delivery.stop();
    void till?.journal.close();
    void closeEmbedded();
  });

  await load(window, HOME_URL);
  return { config, backofficeUrl, reconciled, window: () => watchdog.current() };
}
