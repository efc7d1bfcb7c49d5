import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserWindowConstructorOptions } from 'electron';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ConfigLayer } from '../../../src/main/config/layers';
import { createSimulatorDriver } from '../../../src/main/payment';
import {
  HOME_URL,
  START_FAILURE_TITLE,
  startApp,
  TELEMETRY_FLUSH_ON_QUIT_MS,
  type ElectronDeps,
} from '../../../src/main/startApp';
import { KIOSK_CHANNELS, OPERATOR_CHANNELS, type OperatorOverview } from '../../../src/shared/kiosk-bridge';
import { TILL_ARGUMENT, TILL_CHANNELS } from '../../../src/shared/till-bridge';
import { hashPin } from '../../../src/main/operator/pin-hash';
import { DEVICE_ID_HEADER } from '../../../src/shared/terminal-outcome';
import { server } from '../server/helpers';
import { fakeEvent, FakeEmitter, FakeWebContents } from './fake-electron';

const SECRET = 'z'.repeat(64);
const EMBEDDED_URL = 'http://127.0.0.1:5999/';
/** Where the embedded emulator's preferences put the providers' stand-ins. */
const PROVIDERS = 'http://127.0.0.1:6000';
const PREFERENCES = {
  paymentProviderUrl: `${PROVIDERS}/fournisseur/paiement-carte`,
  paymentProviderMobileUrl: `${PROVIDERS}/fournisseur/paiement-carte/mobile`,
  walletProviderUrl: `${PROVIDERS}/fournisseur/portefeuille`,
  mobileTicketUrl: `${PROVIDERS}/fournisseur/billettique-mobile/api`,
  allowedOrigins: ['http://127.0.0.1:5999'],
};

function rendererDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portail-renderer-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Portail</title>');
  return dir;
}

class FakeApp extends FakeEmitter {
  requestSingleInstanceLock = vi.fn(() => true);
  whenReady = vi.fn(async () => undefined);
  enableSandbox = vi.fn();
  exit = vi.fn();
  quit = vi.fn();
  relaunch = vi.fn();
  getVersion = () => '0.1.0';
  constructor(readonly userData: string) {
    super();
  }
  getPath = () => this.userData;
}

function setup(
  options: {
    stored?: ConfigLayer;
    argv?: string[];
    env?: Record<string, string>;
    /** The back office's answer to main's own calls (token, preferences); 'down': unreachable. */
    backoffice?: 'up' | 'down';
  } = {},
) {
  const backoffice = { state: options.backoffice ?? 'up' };
  /** Main's own calls to the back office (token, preferences), as URLs. */
  const ownCalls: string[] = [];
  const app = new FakeApp(mkdtempSync(join(tmpdir(), 'portail-userdata-')));
  /** What happened to the windows, in order: opened, page asked, page loaded, destroyed. */
  const events: string[] = [];
  // Electron's window list: when its last window goes, the app hears window-all-closed at once.
  const open = new Set<FakeBrowserWindow>();
  class FakeBrowserWindow extends FakeEmitter {
    readonly number = windows.length + 1;
    webContents = new FakeWebContents();
    show = vi.fn();
    focus = vi.fn();
    restore = vi.fn();
    isMinimized = vi.fn(() => false);
    destroyed = false;
    isDestroyed = () => this.destroyed;
    destroy = vi.fn(() => {
      if (this.destroyed) return;
      this.destroyed = true;
      this.webContents.destroyed = true;
      open.delete(this);
      events.push(`destroy ${this.number}`);
      if (open.size === 0) app.emit('window-all-closed');
    });
    constructor(readonly options: BrowserWindowConstructorOptions) {
      super();
      windows.push(this);
      open.add(this);
      events.push(`open ${this.number}`);
      this.webContents.loadURL.mockImplementation(async (url: string) => {
        events.push(`load ${this.number} ${url}`);
        await Promise.resolve();
        events.push(`loaded ${this.number}`);
      });
      // Electron announces every new webContents on the app.
      app.emit('web-contents-created', {}, this.webContents);
    }
  }
  const windows: FakeBrowserWindow[] = [];
  const handlers: ((request: Request) => Promise<Response>)[] = [];
  const forwarded: Request[] = [];
  const ipcHandlers = new Map<string, (event: unknown, payload: unknown) => Promise<unknown>>();
  const embedded = { url: EMBEDDED_URL, close: vi.fn(async () => undefined) };
  const log = vi.fn();
  const deps = {
    app,
    BrowserWindow: FakeBrowserWindow,
    protocol: {
      registerSchemesAsPrivileged: vi.fn(),
      handle: vi.fn((_scheme: string, handler: (request: Request) => Promise<Response>) => {
        handlers.push(handler);
      }),
    },
    session: {
      defaultSession: Object.assign(new FakeEmitter(), {
        setPermissionRequestHandler: vi.fn(),
        setPermissionCheckHandler: vi.fn(),
        setDevicePermissionHandler: vi.fn(),
      }),
    },
    fetch: vi.fn(async (input: string | URL | Request) => {
      if (input instanceof Request) forwarded.push(input);
      else {
        const url = String(input);
        ownCalls.push(url);
        if (backoffice.state === 'down') throw new TypeError('fetch failed');
        if (url.endsWith('/api/jwttoken/generate')) return Response.json({ id_token: 'jeton-machine' });
        if (url.endsWith('/api/preferences')) return Response.json(PREFERENCES);
      }
      return new Response('{}', { headers: { 'content-type': 'application/json' } });
    }),
    shell: { openExternal: vi.fn(async () => undefined) },
    dialog: { showErrorBox: vi.fn() },
    ipcMain: {
      handle: vi.fn((channel: string, listener: (event: unknown, payload: unknown) => Promise<unknown>) => {
        ipcHandlers.set(channel, listener);
      }),
      removeHandler: vi.fn(),
    },
    Menu: { setApplicationMenu: vi.fn() },
    argv: options.argv ?? [],
    env: options.env ?? {},
    hostname: 'borne-gare',
    versions: { electron: '45.4.1', chrome: '142.0', node: '22.20.0', v8: 'x' },
    paths: { renderer: rendererDir(), preload: '/app/out/preload/index.cjs' },
    readStoredConfig: () => ({ layer: options.stored ?? {}, path: '/x/config.json', errors: [] }),
    startEmbeddedServer: vi.fn(
      async (_devices: Record<string, string>, _counters: Record<string, string>) => embedded,
    ),
    randomSecret: () => SECRET,
    log,
    terminalDriver: createSimulatorDriver({ delayMs: 0 }),
  } satisfies ElectronDeps;
  const fromApp = { senderFrame: { url: 'app://portail/payment', parent: null } };
  return {
    app,
    deps,
    windows,
    events,
    handlers,
    forwarded,
    ownCalls,
    backoffice,
    ipcHandlers,
    embedded,
    log,
    fromApp,
  };
}

/** A payment the page asks for order `orderId`, its key naming the order. */
// No printer answers in these runs: a kiosk sells its reloads (receipt e-mailed), never a printed ticket.
/** The counter's demo agent (device config `tillAgents`): a cheap scrypt cost, for tests only. */
const COUNTER_PIN = '246810';
const counterPinHash = hashPin(COUNTER_PIN, { N: 2 ** 14, r: 8, p: 1 });

const paymentRequest = (orderId: string, amountCents: number, saleKind = 'reload') => ({
  orderId,
  amountCents,
  currency: 'EUR',
  label: `Commande n° ${orderId}`,
  idempotencyKey: `cle-${orderId}-borne`,
  saleKinds: [saleKind],
});

describe('startApp', () => {
  afterEach(() => vi.useRealTimers());

  it('a second launch quits at once: no emulator, no payment service, no window', async () => {
    const { app, deps, windows } = setup({ argv: ['--mode=kiosk'] });
    app.requestSingleInstanceLock.mockReturnValue(false);
    const readStoredConfig = vi.spyOn(deps, 'readStoredConfig');
    expect(await startApp(deps)).toBeNull();
    expect(app.quit).toHaveBeenCalledOnce();
    expect(readStoredConfig).not.toHaveBeenCalled();
    expect(deps.protocol.registerSchemesAsPrivileged).not.toHaveBeenCalled();
    expect(app.whenReady).not.toHaveBeenCalled();
    expect(deps.startEmbeddedServer).not.toHaveBeenCalled();
    expect(windows).toHaveLength(0);
    const { existsSync } = await import('node:fs');
    expect(existsSync(join(app.userData, 'paiements.journal'))).toBe(false);
    expect(deps.log).toHaveBeenCalledWith(
      'Portail Transport est déjà ouvert : cette seconde instance s’arrête.',
    );
  });

  it('the first instance takes the lock before anything, and a second launch brings its window forward', async () => {
    const { app, deps, windows } = setup({ argv: ['--mode=kiosk'] });
    await startApp(deps);
    expect(app.requestSingleInstanceLock.mock.invocationCallOrder[0]).toBeLessThan(
      deps.protocol.registerSchemesAsPrivileged.mock.invocationCallOrder[0]!,
    );
    windows[0]!.isMinimized.mockReturnValue(true);
    app.emit('second-instance', {}, ['portail', '--mode=counter'], '/');
    expect(windows[0]!.restore).toHaveBeenCalledOnce();
    expect(windows[0]!.focus).toHaveBeenCalledOnce();
    expect(windows).toHaveLength(1);
  });

  it('on a bad setting: a clear message naming the key, exit(1), and never a window', async () => {
    const { app, deps, windows } = setup({ argv: ['--printer.interface=lp0', '--mode=borne'] });
    expect(await startApp(deps)).toBeNull();
    const message = [
      'Configuration invalide : « mode » doit valoir kiosk (borne) ou counter (guichet).',
      'Configuration invalide : « printer.interface » doit être de la forme tcp://hôte:port, printer:Nom ou un chemin de périphérique.',
    ].join('\n');
    expect(deps.dialog.showErrorBox).toHaveBeenCalledWith(START_FAILURE_TITLE, message);
    expect(deps.log).toHaveBeenCalledWith(`${START_FAILURE_TITLE}\n${message}`);
    expect(app.exit).toHaveBeenCalledWith(1);
    expect(app.whenReady).not.toHaveBeenCalled();
    expect(windows).toHaveLength(0);
    expect(deps.protocol.handle).not.toHaveBeenCalled();
    expect(deps.startEmbeddedServer).not.toHaveBeenCalled();
  });

  it('stops the same way when the printer refuses its configuration', async () => {
    const { app, deps, windows } = setup({ stored: { printer: { interface: 'printer:EPSON' } } });
    expect(await startApp(deps)).toBeNull();
    expect(deps.dialog.showErrorBox).toHaveBeenCalledWith(
      START_FAILURE_TITLE,
      expect.stringContaining('« printer.interface »'),
    );
    expect(app.exit).toHaveBeenCalledWith(1);
    expect(windows).toHaveLength(0);
  });

  it('with a configured back office and no provisioned secret, stops before any window', async () => {
    const { app, deps, windows } = setup({ env: { BACKOFFICE_URL: 'https://bo.example.fr' } });
    expect(await startApp(deps)).toBeNull();
    expect(deps.dialog.showErrorBox).toHaveBeenCalledWith(
      START_FAILURE_TITLE,
      expect.stringContaining('« deviceSecret » doit être fourni'),
    );
    expect(app.exit).toHaveBeenCalledWith(1);
    expect(windows).toHaveLength(0);
  });

  it('stops without a window when the embedded emulator cannot start', async () => {
    const { app, deps, windows } = setup();
    deps.startEmbeddedServer.mockRejectedValueOnce(new Error('EADDRINUSE'));
    expect(await startApp(deps)).toBeNull();
    expect(deps.dialog.showErrorBox).toHaveBeenCalledWith(START_FAILURE_TITLE, 'EADDRINUSE');
    expect(app.exit).toHaveBeenCalledWith(1);
    expect(windows).toHaveLength(0);
  });

  it('kiosk: embedded emulator with this device, app:// handler, guarded kiosk window, IPC, home page', async () => {
    const { app, deps, windows, handlers, forwarded, ipcHandlers } = setup({ argv: ['--mode=kiosk'] });
    const running = await startApp(deps);

    expect(deps.protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      {
        scheme: 'app',
        privileges: {
          standard: true,
          secure: true,
          supportFetchAPI: true,
          corsEnabled: true,
          codeCache: true,
        },
      },
    ]);
    expect(app.enableSandbox).toHaveBeenCalledOnce();
    expect(deps.startEmbeddedServer).toHaveBeenCalledWith({ 'borne-gare': SECRET }, {});
    expect(running?.backofficeUrl).toBe(EMBEDDED_URL);

    expect(windows).toHaveLength(1);
    const [window] = windows;
    expect(window!.options).toMatchObject({ kiosk: true, fullscreen: true, frame: false, show: false });
    expect(window!.options.webPreferences).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      sandbox: true,
      contextIsolation: true,
      devTools: false,
    });
    // Guards of every webContents, kiosk locks, no menu, permissions denied, downloads refused.
    const contents = window!.webContents;
    expect(contents.setWindowOpenHandler).toHaveBeenCalledOnce();
    expect(
      ['will-navigate', 'will-redirect', 'will-frame-navigate', 'will-attach-webview'].map((e) =>
        contents.count(e),
      ),
    ).toEqual([1, 1, 1, 1]);
    expect(contents.count('before-input-event')).toBe(1);
    expect(window!.count('close')).toBe(1);
    expect(deps.Menu.setApplicationMenu).toHaveBeenCalledWith(null);
    // Client certificates, logins and certificate errors: explicit refusals, no OS dialog.
    expect(['select-client-certificate', 'login', 'certificate-error'].map((e) => app.count(e))).toEqual([
      1, 1, 1,
    ]);
    expect(deps.session.defaultSession.setPermissionRequestHandler).toHaveBeenCalledOnce();
    expect(deps.session.defaultSession.setPermissionCheckHandler).toHaveBeenCalledOnce();
    expect(deps.session.defaultSession.count('will-download')).toBe(1);
    // The first page waits for the preferences: then the providers they publish are allowed, the back
    // office itself never as a page, elsewhere refused.
    await handlers[0]!(new Request('app://portail/home'));
    const toProvider = fakeEvent({ url: `${PROVIDERS}/fournisseur/paiement-carte` });
    contents.emit('will-navigate', toProvider);
    const toBackoffice = fakeEvent({ url: `${EMBEDDED_URL}fournisseur/paiement-carte` });
    contents.emit('will-navigate', toBackoffice);
    const elsewhere = fakeEvent({ url: 'https://evil.test/' });
    contents.emit('will-navigate', elsewhere);
    expect(toProvider.preventDefault).not.toHaveBeenCalled();
    expect(toBackoffice.preventDefault).toHaveBeenCalledOnce();
    expect(elsewhere.preventDefault).toHaveBeenCalledOnce();
    const frame = fakeEvent({ url: `${EMBEDDED_URL}externe/tpass.html`, isMainFrame: false });
    contents.emit('will-frame-navigate', frame);
    expect(frame.preventDefault).not.toHaveBeenCalled();
    // Kiosk: new windows never open anything outside.
    contents.windowOpenHandler!({ url: 'https://www.example.fr/' });
    expect(deps.shell.openExternal).not.toHaveBeenCalled();

    // app:// forwards to the emulator with the device id; pages carry the policies.
    expect(deps.protocol.handle).toHaveBeenCalledWith('app', expect.any(Function));
    await handlers[0]!(new Request('app://portail/api/preferences'));
    expect(forwarded[0]!.url).toBe(`${EMBEDDED_URL}api/preferences`);
    expect(forwarded[0]!.headers.get(DEVICE_ID_HEADER)).toBe('borne-gare');

    expect([...ipcHandlers.keys()].sort()).toEqual(Object.values(KIOSK_CHANNELS).sort());
    expect(contents.loadURL).toHaveBeenCalledWith(HOME_URL);
    window!.emit('ready-to-show');
    expect(window!.show).toHaveBeenCalledOnce();
  });

  it('reads the providers from the back office’s preferences with a token of its own: allowlist and CSP', async () => {
    const { deps, handlers, ownCalls } = setup({ argv: ['--mode=kiosk'] });
    await startApp(deps);
    const page = await handlers[0]!(new Request('app://portail/home'));
    expect(ownCalls).toEqual([`${EMBEDDED_URL}api/jwttoken/generate`, `${EMBEDDED_URL}api/preferences`]);
    const policy = page.headers.get('content-security-policy')!;
    const sites = `http://127.0.0.1:5999 ${PROVIDERS}`;
    expect(policy).toBe(
      [
        "script-src app://portail/assets/ 'wasm-unsafe-eval'; object-src 'none'; base-uri 'none', default-src 'self'",
        `img-src 'self' data: blob: ${sites}`,
        "style-src 'self'",
        "script-src 'self' 'wasm-unsafe-eval'",
        `connect-src 'self' ${sites}`,
        `frame-src 'self' ${sites}`,
        `form-action 'self' ${sites}`,
        "frame-ancestors 'self'",
        "worker-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
      ].join('; '),
    );
    // Forwarded answers carry the same policy.
    const forwardedAnswer = await handlers[0]!(new Request('app://portail/api/modules/list'));
    expect(forwardedAnswer.headers.get('content-security-policy')).toBe(policy);
  });

  it('back office unreachable at start: the configured origins only, logged; the window still opens the home page', async () => {
    const { deps, windows, handlers, backoffice, log } = setup({
      argv: ['--mode=kiosk'],
      stored: { allowedOrigins: ['https://paiement.example.fr'] },
      backoffice: 'down',
    });
    await startApp(deps);
    expect(windows[0]!.webContents.loadURL).toHaveBeenCalledWith(HOME_URL);
    const first = await handlers[0]!(new Request('app://portail/home'));
    expect(first.headers.get('content-security-policy')).toContain(
      `form-action 'self' ${EMBEDDED_URL.slice(0, -1)} https://paiement.example.fr;`,
    );
    expect(log).toHaveBeenCalledWith(
      'Préférences du back office illisibles (/api/jwttoken/generate injoignable (fetch failed)) : seules les origines configurées sont autorisées, nouvel essai au prochain chargement de page.',
    );
    const contents = windows[0]!.webContents;
    const toProvider = fakeEvent({ url: `${PROVIDERS}/fournisseur/paiement-carte` });
    contents.emit('will-navigate', toProvider);
    expect(toProvider.preventDefault).toHaveBeenCalledOnce();
    // The portal reloads itself when the back office is down: the page that finally works is complete.
    backoffice.state = 'up';
    const later = await handlers[0]!(new Request('app://portail/home'));
    expect(later.headers.get('content-security-policy')).toContain(
      `form-action 'self' ${EMBEDDED_URL.slice(0, -1)} https://paiement.example.fr ${PROVIDERS};`,
    );
    const again = fakeEvent({ url: `${PROVIDERS}/fournisseur/paiement-carte` });
    contents.emit('will-navigate', again);
    expect(again.preventDefault).not.toHaveBeenCalled();
  });

  it('counter: the provider’s return to the back office’s /recapitulatif comes back into the app, query kept', async () => {
    const { deps, windows } = setup();
    await startApp(deps);
    const contents = windows[0]!.webContents;
    const back = fakeEvent({
      url: `${EMBEDDED_URL}recapitulatif?paymentOk=true&module=VPC`,
      isMainFrame: true,
    });
    contents.emit('will-redirect', back);
    expect(back.preventDefault).toHaveBeenCalledOnce();
    await vi.waitFor(() =>
      expect(contents.loadURL).toHaveBeenLastCalledWith(
        'app://portail/recapitulatif?paymentOk=true&module=VPC',
      ),
    );
    const other = fakeEvent({ url: `${EMBEDDED_URL}externe/contact.html`, isMainFrame: true });
    contents.emit('will-navigate', other);
    expect(other.preventDefault).toHaveBeenCalledOnce();
  });

  it.each([
    [[] as string[], false],
    [['--camera=true'], true],
  ])('with %j, the app page’s camera request is granted: %s', async (argv, granted) => {
    const { deps } = setup({ argv });
    await startApp(deps);
    const handler = deps.session.defaultSession.setPermissionRequestHandler.mock.calls[0]![0] as (
      ...args: unknown[]
    ) => void;
    const callback = vi.fn();
    handler({}, 'media', callback, {
      mediaTypes: ['video'],
      requestingUrl: 'app://portail/reservation/infos?tab=2',
      isMainFrame: true,
    });
    expect(callback).toHaveBeenCalledWith(granted);
  });

  it('answers info() over IPC with the device settings', async () => {
    const { deps, ipcHandlers, fromApp } = setup({
      argv: ['--mode=kiosk', '--idleTimeoutMs=60000', '--camera=true', '--station=BLO-GARE'],
    });
    await startApp(deps);
    expect(await ipcHandlers.get(KIOSK_CHANNELS.info)!(fromApp, undefined)).toEqual({
      deviceId: 'borne-gare',
      mode: 'kiosk',
      versions: { app: '0.1.0', electron: '45.4.1', chrome: '142.0', node: '22.20.0' },
      idleTimeoutMs: 60000,
      idleWarningMs: 30000,
      camera: true,
      station: 'BLO-GARE',
      readerSide: 'below',
    });
    expect(
      await ipcHandlers.get(KIOSK_CHANNELS.info)!(
        { senderFrame: { url: 'https://evil.test/', parent: null } },
        undefined,
      ),
    ).toMatchObject({ ok: false });
  });

  it('pays through the configured terminal and journals in the app’s data folder', async () => {
    const { deps, ipcHandlers, fromApp, app } = setup({ argv: ['--mode=kiosk'] });
    const running = await startApp(deps);
    // Until the journal is reconciled, a payment is refused as busy (nothing debited).
    await running!.reconciled;
    const outcome = await ipcHandlers.get(KIOSK_CHANNELS.startPayment)!(
      fromApp,
      paymentRequest('10001', 1250),
    );
    expect(outcome).toMatchObject({ status: 'approved', signature: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(join(app.userData, 'paiements.journal'), 'utf8')).toContain('cle-10001-borne');
  });

  it('a kiosk whose printer does not answer: the page hears it, and a ticket is refused before any debit', async () => {
    const { deps, ipcHandlers, fromApp, app } = setup({ argv: ['--mode=kiosk'] });
    const simulator = createSimulatorDriver({ delayMs: 0 });
    const pay = vi.spyOn(simulator, 'pay');
    deps.terminalDriver = simulator;
    const running = await startApp(deps);
    await running!.reconciled;
    const outcome = await ipcHandlers.get(KIOSK_CHANNELS.startPayment)!(
      fromApp,
      paymentRequest('10003', 190, 'origin-destination'),
    );
    expect(outcome).toEqual({
      status: 'error',
      message:
        'Impression indisponible sur cette borne : le paiement n’a pas été lancé. Aucun montant n’a été débité.',
    });
    expect(pay).not.toHaveBeenCalled();
    const { existsSync, readFileSync } = await import('node:fs');
    const journal = join(app.userData, 'paiements.journal');
    expect(existsSync(journal) ? readFileSync(journal, 'utf8') : '').not.toContain('cle-10003-borne');
    const abilities = await ipcHandlers.get(KIOSK_CHANNELS.abilities)!(fromApp, undefined);
    expect(abilities).toMatchObject({
      outOfService: false,
      sales: {
        'origin-destination': { canStart: false, message: 'Impression indisponible sur cette borne' },
        reload: { canStart: true, receipt: 'e-mailed' },
      },
    });
  });

  it('a counter without readiness: no sale with the till closed; opened, a ticket pays, and abilities() says nothing is checked', async () => {
    const { deps, ipcHandlers, fromApp } = setup({
      argv: ['--mode=counter'],
      stored: { tillAgents: [{ id: 'agent-1', pinHash: await counterPinHash }] },
    });
    const running = await startApp(deps);
    await running!.reconciled;
    const pay = () =>
      ipcHandlers.get(KIOSK_CHANNELS.startPayment)!(
        fromApp,
        paymentRequest('10004', 190, 'origin-destination'),
      );
    expect(await pay()).toEqual({
      status: 'error',
      message: 'La caisse est fermée : ouvrez-la avant toute vente.',
    });
    expect(
      await ipcHandlers.get(TILL_CHANNELS.open)!(fromApp, {
        agentId: 'agent-1',
        pin: COUNTER_PIN,
        floatCents: 5_000,
      }),
    ).toEqual({ ok: true, message: 'Caisse ouverte par agent-1, fond de caisse 50,00 €.' });
    expect(await pay()).toMatchObject({ status: 'approved' });
    expect(await ipcHandlers.get(TILL_CHANNELS.status)!(fromApp, undefined)).toMatchObject({
      open: true,
      session: { cardCents: 190, salesCount: 1, expectedCashCents: 5_000 },
    });
    expect(await ipcHandlers.get(KIOSK_CHANNELS.abilities)!(fromApp, undefined)).toEqual({
      ok: false,
      message: 'Ce poste ne contrôle pas son imprimante ni son terminal avant de vendre.',
    });
  });

  it.each([
    ['kiosk', false],
    ['counter', true],
  ] as const)(
    'a %s whose terminal cannot be reached: the kiosk refuses the payment before it starts, the counter tries',
    async (mode, asksTerminal) => {
      const { deps, ipcHandlers, fromApp, app } = setup({
        argv: [`--mode=${mode}`],
        stored: { tillAgents: [{ id: 'agent-1', pinHash: await counterPinHash }] },
      });
      const simulator = createSimulatorDriver({ delayMs: 0 });
      const pay = vi.spyOn(simulator, 'pay');
      deps.terminalDriver = Object.assign(simulator, { checkConnection: async () => 'unreachable' as const });
      const running = await startApp(deps);
      await running!.reconciled;
      if (mode === 'counter')
        await ipcHandlers.get(TILL_CHANNELS.open)!(fromApp, {
          agentId: 'agent-1',
          pin: COUNTER_PIN,
          floatCents: 0,
        });
      const outcome = await ipcHandlers.get(KIOSK_CHANNELS.startPayment)!(
        fromApp,
        paymentRequest('10002', 190),
      );
      if (asksTerminal) {
        expect(pay).toHaveBeenCalledOnce();
        return;
      }
      expect(outcome).toEqual({
        status: 'error',
        message: 'Le terminal de paiement est injoignable. Aucun montant n’a été débité.',
      });
      expect(pay).not.toHaveBeenCalled();
      const { existsSync, readFileSync } = await import('node:fs');
      const journal = join(app.userData, 'paiements.journal');
      expect(existsSync(journal) ? readFileSync(journal, 'utf8') : '').not.toContain('cle-10002-borne');
    },
  );

  it('reload() over IPC reloads the page after the delay', async () => {
    vi.useFakeTimers();
    const { deps, ipcHandlers, fromApp, windows } = setup({ argv: ['--mode=kiosk'] });
    await startApp(deps);
    await ipcHandlers.get(KIOSK_CHANNELS.reload)!(fromApp, 5000);
    vi.advanceTimersByTime(4999);
    expect(windows[0]!.webContents.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(windows[0]!.webContents.reload).toHaveBeenCalledOnce();
  });

  it('a burst of 100 reload(0) over IPC, arriving while time passes, reloads the page once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Each message is handled a little later than the one before, as a real burst is.
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += 0.05));
    onTestFinished(() => clock.mockRestore());
    const { deps, ipcHandlers, fromApp, windows } = setup({ argv: ['--mode=kiosk'] });
    await startApp(deps);
    const reload = ipcHandlers.get(KIOSK_CHANNELS.reload)!;
    for (let i = 0; i < 100; i++) await reload(fromApp, 0);
    // Only the timers due: the kiosk's idle readiness check always has a next one.
    await vi.runOnlyPendingTimersAsync();
    expect(windows[0]!.webContents.reload).toHaveBeenCalledOnce();
    // Once it happened, the reloaded page may ask again.
    await reload(fromApp, 0);
    await vi.runOnlyPendingTimersAsync();
    expect(windows[0]!.webContents.reload).toHaveBeenCalledTimes(2);
  });

  it('the watchdog rebuilds a guarded window on the home page after an out-of-memory crash', async () => {
    const { deps, windows } = setup({ argv: ['--mode=kiosk'] });
    const running = await startApp(deps);
    windows[0]!.webContents.emit('render-process-gone', {}, { reason: 'oom', exitCode: 0 });
    await vi.waitFor(() => expect(windows[0]!.destroy).toHaveBeenCalledOnce());
    expect(windows).toHaveLength(2);
    expect(running!.window()).toBe(windows[1]);
    expect(windows[1]!.webContents.setWindowOpenHandler).toHaveBeenCalledOnce();
    expect(windows[1]!.webContents.count('before-input-event')).toBe(1);
    expect(windows[1]!.webContents.loadURL).toHaveBeenCalledWith(HOME_URL);
  });

  it('out of memory: the new window is open and loaded before the old one goes, and the kiosk stays', async () => {
    const { app, deps, windows, events } = setup({ argv: ['--mode=kiosk'] });
    const running = await startApp(deps);
    windows[0]!.webContents.emit('render-process-gone', {}, { reason: 'oom', exitCode: 0 });
    await vi.waitFor(() => expect(windows[0]!.destroy).toHaveBeenCalledOnce());
    expect(events).toEqual([
      'open 1',
      `load 1 ${HOME_URL}`,
      'loaded 1',
      'open 2',
      `load 2 ${HOME_URL}`,
      'loaded 2',
      'destroy 1',
    ]);
    expect(app.quit).not.toHaveBeenCalled();
    expect(running!.window()).toBe(windows[1]);
  });

  it('kiosk: should its last window go anyway, a guarded one opens on the home page instead of quitting', async () => {
    const { app, deps, windows, log } = setup({ argv: ['--mode=kiosk'] });
    const running = await startApp(deps);
    windows[0]!.destroy();
    expect(app.quit).not.toHaveBeenCalled();
    expect(windows).toHaveLength(2);
    expect(running!.window()).toBe(windows[1]);
    expect(windows[1]!.webContents.loadURL).toHaveBeenCalledWith(HOME_URL);
    expect(windows[1]!.options).toMatchObject({ kiosk: true });
    expect(windows[1]!.count('close')).toBe(1);
    expect(windows[1]!.webContents.count('before-input-event')).toBe(1);
    expect(log).toHaveBeenCalledWith(
      'Plus aucune fenêtre en mode borne : une nouvelle s’ouvre sur l’accueil.',
    );
    // The new one is watched: its crash reloads it.
    windows[1]!.webContents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 1 });
    expect(windows[1]!.webContents.reload).toHaveBeenCalledOnce();
  });

  it('kiosk: once the app is quitting, the last window closing quits it, with no new window', async () => {
    const { app, deps, windows } = setup({ argv: ['--mode=kiosk'] });
    await startApp(deps);
    app.emit('before-quit', fakeEvent());
    windows[0]!.destroy();
    expect(app.quit).toHaveBeenCalledOnce();
    expect(windows).toHaveLength(1);
  });

  it('kiosk: quitting waits for the telemetry’s last export, once; the counter has none to wait for', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { app, deps } = setup({ argv: ['--mode=kiosk'] });
    await startApp(deps);
    const first = fakeEvent();
    app.emit('before-quit', first);
    expect(first.preventDefault).toHaveBeenCalledOnce();
    // Nothing listens at this test's emulator address: the exporter retries, the wait is capped.
    await vi.advanceTimersByTimeAsync(TELEMETRY_FLUSH_ON_QUIT_MS - 1);
    expect(app.quit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(app.quit).toHaveBeenCalledOnce();
    const again = fakeEvent();
    app.emit('before-quit', again);
    expect(again.preventDefault).not.toHaveBeenCalled();

    const counter = setup();
    await startApp(counter.deps);
    const quitting = fakeEvent();
    counter.app.emit('before-quit', quitting);
    expect(quitting.preventDefault).not.toHaveBeenCalled();
  });

  it('kiosk: reports itself to the configured telemetry endpoint, and its last report on quitting shows on /emulateur/bornes', async () => {
    const emulator = await server({ devices: { 'borne-gare': 'e'.repeat(32) } });
    onTestFinished(() => emulator.close());
    await emulator.listen({ host: '127.0.0.1', port: 0 });
    const address = emulator.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const { app, deps } = setup({
      argv: [
        '--mode=kiosk',
        `--telemetryEndpoint=http://127.0.0.1:${address.port}`,
        '--configVersion=2026-11-20',
      ],
    });
    await startApp(deps);
    const page = async () => (await emulator.inject({ method: 'GET', url: '/emulateur/bornes' })).body;
    expect([...(await page()).matchAll(/<td>(.*?)<\/td>/g)].map((m) => m[1]).at(-2)).toBe('Inconnue');
    app.emit('before-quit', fakeEvent());
    await vi.waitFor(() => expect(app.quit).toHaveBeenCalledOnce(), { timeout: TELEMETRY_FLUSH_ON_QUIT_MS });
    const row = (await page()).match(/<th scope="row">borne-gare<\/th>([\s\S]*?)<\/tr>/)![1]!;
    expect(row).toContain('<td>0.1.0 (configuration 2026-11-20)</td>');
    expect(row).toContain('<td>Active</td>');
  });

  it('counter: closing the window quits the app', async () => {
    const { app, deps, windows } = setup();
    await startApp(deps);
    windows[0]!.destroy();
    expect(app.quit).toHaveBeenCalledOnce();
    expect(windows).toHaveLength(1);
  });

  it('kiosk window refuses to close until the app quits; quitting releases everything', async () => {
    const { app, deps, windows, embedded } = setup({ argv: ['--mode=kiosk'] });
    await startApp(deps);
    const refused = fakeEvent();
    windows[0]!.emit('close', refused);
    expect(refused.preventDefault).toHaveBeenCalledOnce();
    app.emit('before-quit', fakeEvent());
    const accepted = fakeEvent();
    windows[0]!.emit('close', accepted);
    expect(accepted.preventDefault).not.toHaveBeenCalled();
    app.emit('will-quit');
    expect(deps.ipcMain.removeHandler).toHaveBeenCalledTimes(6);
    expect(embedded.close).toHaveBeenCalledOnce();
    app.emit('window-all-closed');
    expect(app.quit).toHaveBeenCalledOnce();
  });

  it('counter with a configured back office: normal window, menu kept, allowlisted links open outside', async () => {
    const { deps, windows } = setup({
      env: { BACKOFFICE_URL: 'https://bo.example.fr', PORTAIL_DEVICE_SECRET: 'p'.repeat(40) },
      stored: { allowedOrigins: ['https://www.reseau.example.fr'] },
    });
    const running = await startApp(deps);
    expect(deps.startEmbeddedServer).not.toHaveBeenCalled();
    expect(running!.backofficeUrl).toBe('https://bo.example.fr/');
    expect(windows[0]!.options).toMatchObject({ width: 1280, height: 900 });
    expect(windows[0]!.options.kiosk).toBeUndefined();
    expect(deps.Menu.setApplicationMenu).not.toHaveBeenCalled();
    expect(windows[0]!.webContents.count('before-input-event')).toBe(0);
    expect(deps.session.defaultSession.count('will-download')).toBe(0);
    windows[0]!.webContents.windowOpenHandler!({ url: 'https://www.reseau.example.fr/plan' });
    expect(deps.shell.openExternal).toHaveBeenCalledWith('https://www.reseau.example.fr/plan');
  });
});

describe('startApp: the operator screen', () => {
  const PIN = '482916';
  let pinHash: string;
  beforeAll(async () => {
    pinHash = await hashPin(PIN, { N: 2 ** 14, r: 8, p: 1 });
  });
  const operatorChannels = (ipcHandlers: Map<string, unknown>) =>
    [...ipcHandlers.keys()].filter((channel) => channel.startsWith('operator:')).sort();

  it('kiosk with a PIN: the operator channels, the preload told, the log in userData', async () => {
    const { app, deps, windows, ipcHandlers, fromApp } = setup({
      argv: ['--mode=kiosk'],
      stored: { operatorPinHash: pinHash },
    });
    await startApp(deps);
    expect(operatorChannels(ipcHandlers)).toEqual([
      'operator:check-terminal',
      'operator:leave',
      'operator:overview',
      'operator:reload-configuration',
      'operator:reprint-last',
      'operator:restart',
      'operator:settle-payment',
      'operator:status',
      'operator:test-print',
      'operator:unlock',
    ]);
    expect(windows[0]!.options.webPreferences?.additionalArguments).toEqual(['--portail-operator-screen']);
    await expect(ipcHandlers.get(OPERATOR_CHANNELS.unlock)!(fromApp, { pin: '000000' })).resolves.toEqual({
      ok: false,
      message: 'Code incorrect : il reste 2 essais.',
      attemptsLeft: 2,
    });
    await expect(ipcHandlers.get(OPERATOR_CHANNELS.unlock)!(fromApp, { pin: PIN })).resolves.toEqual({
      ok: true,
    });
    await expect(ipcHandlers.get(OPERATOR_CHANNELS.status)!(fromApp, undefined)).resolves.toEqual({
      sessionOpen: true,
      lockedUntil: null,
    });
    // The overview from main's own sources: the empty journal, the userData disk, the app's version.
    const answer = (await ipcHandlers.get(OPERATOR_CHANNELS.overview)!(fromApp, undefined)) as {
      ok: true;
      overview: OperatorOverview;
    };
    expect(answer.ok).toBe(true);
    expect(answer.overview.journal).toEqual({ pending: 0, unknown: 0, undeliveredReports: 0 });
    expect(answer.overview.versions).toEqual({
      app: app.getVersion(),
      configuration: expect.stringMatching(/^[0-9a-f]{12}$/),
      configVersion: null,
    });
    expect(answer.overview.freeDiskBytes).toBeGreaterThan(0);
    const { readFileSync } = await import('node:fs');
    const lines = readFileSync(join(app.userData, 'operateur.log'), 'utf8').trim().split('\n');
    expect(lines.map((line) => (JSON.parse(line) as { event: string }).event)).toEqual([
      'pin-refused',
      'pin-accepted',
      'session-start',
    ]);
    app.emit('will-quit');
    expect(deps.ipcMain.removeHandler).toHaveBeenCalledTimes(16);
  });

  it('reload: an invalid configuration keeps the old one; a valid one shows in the overview and info', async () => {
    const stored: ConfigLayer = { operatorPinHash: pinHash, configVersion: 'v1', idleTimeoutMs: 90_000 };
    const { app, deps, ipcHandlers, fromApp } = setup({ argv: ['--mode=kiosk'], stored });
    await startApp(deps);
    const call = (channel: string) => ipcHandlers.get(channel)!(fromApp, undefined);
    await ipcHandlers.get(OPERATOR_CHANNELS.unlock)!(fromApp, { pin: PIN });
    const versions = async () =>
      ((await call(OPERATOR_CHANNELS.overview)) as { overview: OperatorOverview }).overview.versions;
    const before = await versions();
    expect(before.configVersion).toBe('v1');

    stored.idleTimeoutMs = -5;
    const refused = (await call(OPERATOR_CHANNELS.reloadConfiguration)) as { ok: boolean; message: string };
    expect(refused.ok).toBe(false);
    expect(refused.message).toMatch(/^Configuration invalide : l’ancienne reste en service\. /);
    expect(refused.message).toContain('idleTimeoutMs');
    expect(await versions()).toEqual(before);

    stored.idleTimeoutMs = 120_000;
    stored.configVersion = 'v2';
    stored.printer = {
      type: 'epson',
      interface: 'tcp://127.0.0.1:9999',
      characterSet: 'PC858_EURO',
      width: 42,
      timeoutMs: 3000,
    };
    await expect(call(OPERATOR_CHANNELS.reloadConfiguration)).resolves.toEqual({
      ok: true,
      message: 'Configuration rechargée (version v2). Appliqué au prochain redémarrage : imprimante.',
    });
    const after = await versions();
    expect(after.configVersion).toBe('v2');
    expect(after.configuration).not.toBe(before.configuration);
    await expect(ipcHandlers.get(KIOSK_CHANNELS.info)!(fromApp, undefined)).resolves.toMatchObject({
      idleTimeoutMs: 120_000,
    });
    const { readFileSync } = await import('node:fs');
    const actions = readFileSync(join(app.userData, 'operateur.log'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { event: string; action?: string; outcome?: string })
      .filter((entry) => entry.event === 'action')
      .map((entry) => `${entry.action} ${entry.outcome}`);
    expect(actions).toEqual(['reload-configuration failed', 'reload-configuration ok']);
    app.emit('will-quit');
  });

  it('restart: logged, then app.relaunch() and app.quit() (the usual end: telemetry flushed, logs closed)', async () => {
    const { app, deps, ipcHandlers, fromApp } = setup({
      argv: ['--mode=kiosk'],
      stored: { operatorPinHash: pinHash },
    });
    await startApp(deps);
    await ipcHandlers.get(OPERATOR_CHANNELS.unlock)!(fromApp, { pin: PIN });
    await expect(ipcHandlers.get(OPERATOR_CHANNELS.restart)!(fromApp, undefined)).resolves.toEqual({
      ok: true,
      message: 'Redémarrage de l’application…',
    });
    expect(app.relaunch).toHaveBeenCalledOnce();
    expect(app.quit).toHaveBeenCalledOnce();
    expect(app.exit).not.toHaveBeenCalled();
    expect(app.relaunch.mock.invocationCallOrder[0]).toBeLessThan(app.quit.mock.invocationCallOrder[0]!);
    app.emit('will-quit');
  });

  it('counter with a PIN: no operator channel; the till’s channels instead, and the preload told of them', async () => {
    const { deps, windows, ipcHandlers } = setup({ stored: { operatorPinHash: pinHash } });
    await startApp(deps);
    expect(operatorChannels(ipcHandlers)).toEqual([]);
    expect([...ipcHandlers.keys()].filter((channel) => channel.startsWith('till:')).sort()).toEqual([
      'till:close',
      'till:open',
      'till:record-provider-sale',
      'till:reprint',
      'till:status',
    ]);
    expect(ipcHandlers.size).toBe(11);
    expect(windows[0]!.options.webPreferences?.additionalArguments).toEqual([TILL_ARGUMENT]);
  });

  it('kiosk without a PIN: no operator screen at all', async () => {
    const { deps, windows, ipcHandlers } = setup({ argv: ['--mode=kiosk'] });
    await startApp(deps);
    expect(operatorChannels(ipcHandlers)).toEqual([]);
    expect(windows[0]!.options.webPreferences).not.toHaveProperty('additionalArguments');
  });

  it('a PIN that is no scrypt hash stops the app, naming the key', async () => {
    const { deps, windows } = setup({ argv: ['--mode=kiosk'], stored: { operatorPinHash: '482916' } });
    await expect(startApp(deps)).resolves.toBeNull();
    expect(deps.dialog.showErrorBox).toHaveBeenCalledWith(
      START_FAILURE_TITLE,
      'Configuration invalide : « operatorPinHash » doit être une empreinte scrypt de la forme scrypt$N$r$p$sel$empreinte, calculée par npm run operator:pin, ou null (pas d’écran opérateur).',
    );
    expect(windows).toHaveLength(0);
  });
});
