// Kiosk runs (DESIGN "Tests"): the page gets the bridge the preload would expose, and every call goes to
// the real main-process handlers running here in the test process: the Caisse-AP driver against a
// loopback terminal, the durable journal, signed reports delivered to the emulator, the receipt printer
// writing to a loopback printer. Only Electron itself is missing.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Frame, type Page } from '@playwright/test';
import {
  KIOSK_CHANNELS,
  OPERATOR_CHANNELS,
  type DeviceInfo,
  type DeviceMode,
  type KioskChannel,
  type OperatorChannel,
  type ReaderSide,
} from '../../../src/shared/kiosk-bridge';
import type { KioskHandler } from '../../../src/main/ipc/kiosk-deps';
import { openOperatorChannels } from './kiosk-operator';
import { openCounterTill } from './counter-till';
import { TILL_CHANNELS, type TillChannel } from '../../../src/shared/till-bridge';
import { createTillHandlers } from '../../../src/main/ipc/till';
import { counterDriver, createCounterPayments, type TillSetup } from '../../../src/main/till';
import { paidOnDevice } from '../../../src/main/till/counter-payments';
import { installKioskWindow, KIOSK_BINDING } from './kiosk-window';
import { DEVICE_ID_HEADER } from '../../../src/shared/terminal-outcome';
import { FORWARDED_PREFIXES } from '../../../src/main/appPaths';
import { createKioskHandlers } from '../../../src/main/ipc';
import {
  createCaisseApDriver,
  createPaymentService,
  createReportDelivery,
  createSimulatorDriver,
  openPaymentJournal,
  type PaymentJournal,
  type ReportDelivery,
  type SimulatorDriver,
} from '../../../src/main/payment';
import { createOperatorSettlement } from '../../../src/main/payment/operator-settlement';
import { createReceiptPrinter } from '../../../src/main/printer';
import {
  createReadinessService,
  type KioskAbilities,
  type ReadinessService,
} from '../../../src/main/readiness';
import { tapJournal } from '../../../src/main/services';
import { createOutcomeTally, startKioskTelemetry, type KioskTelemetry } from '../../../src/main/telemetry';
import { startCaisseApTerminal, type CaisseApTerminal } from '../../support/caisse-ap-terminal';
import { startLoopbackPrinter, type LoopbackPrinter } from '../../../src/demo-kiosk/loopback-printer';

export interface KioskDevice {
  deviceId: string;
  /** The operator log's path, when the kiosk has an operator PIN. */
  operatorLogPath: string | undefined;
  /** The loopback Caisse-AP terminal (idle when the device runs the simulator). */
  terminal: CaisseApTerminal;
  /** The in-process terminal simulator, when the device runs it (`terminalDriver: 'simulator'`). */
  simulator: SimulatorDriver | undefined;
  /** Its condition (`setCondition`: paper end, near end…) is what the kiosk's readiness reads. */
  printer: LoopbackPrinter;
  journal: PaymentJournal;
  /** Main's readiness, as the kiosk runs it: `refresh()` checks the printer and the terminal now. */
  readiness: ReadinessService;
  /** Every reload main was asked to schedule, with the time it was asked. */
  reloads: { delayMs: number; at: number }[];
  /** What the telemetry (`telemetry` option) wrote to the app's log (export outages), in order. */
  telemetryLog: string[];
  /** The counter's till (mode 'counter'): main's till service, its journal and closing reports. */
  till: TillSetup | undefined;
  /** The operator's part (a kiosk with an operator PIN): its config.json, and the restarts asked. */
  operator: { writeConfig(settings: Record<string, unknown>): void; relaunches(): number } | undefined;
  /** Stops the telemetry first (its last report goes out, as on quitting), then the rest. */
  close(): Promise<void>;
}

export interface KioskOptions {
  mode?: DeviceMode;
  idleTimeoutMs?: number;
  idleWarningMs?: number;
  /** What info() says of the device's camera (device config `camera`). */
  camera?: boolean;
  /** Where the card reader is (device config `terminal.readerSide`). */
  readerSide?: ReaderSide;
  /** How long the Caisse-AP driver waits for the terminal's answer (the customer dialog). */
  answerTimeoutMs?: number;
  /** What info() says of the kiosk's stop (device config `station`); none unless given. */
  station?: string;
  /** The terminal driver (device config `terminal.driver`): the loopback Caisse-AP terminal by default,
   * or the simulator, which honours 'Annuler le paiement' (Caisse-AP has no abort message). */
  terminalDriver?: 'caisse-ap' | 'simulator';
  /** The simulated customer's time on the terminal (simulator only). */
  simulatorDelayMs?: number;
  /** The operator screen's PIN (device config `operatorPinHash`, hashed here): main's real operator
   * access and channels, and `window.kiosk.operator`, as on a kiosk with a PIN. */
  operatorPin?: string;
  /** Main's OpenTelemetry exporter, wired as src/main/startApp.ts wires it (kiosk mode only), sending
   * to the emulator every `intervalMs`; none by default. */
  telemetry?: { intervalMs: number; configVersion?: string };
  /** Counter only: the float the demo agent opened the till with (null: the till stays closed). 100 € by
   * default, so a counter sells from the start as after the agent's opening. */
  tillFloatCents?: number | null;
  /** Counter only: card-not-present sales through the provider's page (device config `cardNotPresent`). */
  cardNotPresent?: boolean;
}

/** What Electron's app.getVersion() answers: package.json's version. */
function appVersion(): string {
  const pkg: unknown = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8'));
  const version = (pkg as { version?: unknown }).version;
  if (typeof version !== 'string') throw new Error('package.json sans version.');
  return version;
}

/** The demo kiosk's stop: docs/kiosk.md's example journey starts there (Blois – Gare routière). */
export const DEMO_STATION = 'BLO-GARE';

async function registerDevice(
  request: APIRequestContext,
  deviceId: string,
  secret: string,
  mode: DeviceMode,
) {
  const response = await request.post('/__emulator/devices', { data: { deviceId, secret, mode } });
  if (response.status() !== 201)
    throw new Error(`Borne refusée par l'émulateur : ${response.status()} ${await response.text()}`);
}

/** The device's main process as the kiosk runs it, without a page yet: its handlers, keyed by channel,
 * answer the bridge calls of whichever page is wired to them (kioskDevice here; bench/cdp-kiosk.ts). */
export interface KioskMain {
  device: KioskDevice;
  handlers: Partial<Record<KioskChannel | OperatorChannel | TillChannel, KioskHandler>>;
  /** Whether `window.kiosk.operator` exists (a kiosk with an operator PIN). */
  hasOperator: boolean;
  /** Whether `window.kiosk.till` exists (a counter). */
  hasTill: boolean;
}

/** Sets up the device's main process for this page and injects `window.kiosk` before the app starts. */
export async function kioskDevice(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  options: KioskOptions = {},
): Promise<KioskDevice> {
  const { device, handlers, hasOperator, hasTill } = await startKioskMain(request, baseURL, options, {
    reload: () => void page.reload().catch(() => undefined),
  });
  // What main adds to every back-office request it forwards for its renderer, and to nothing else: a
  // call to another company (the mobile-ticket API, cross-origin) never carries the device's id, and
  // an extra header there would also have to pass that provider's CORS policy. The app's own files come
  // from the package in the kiosk, never from the back office: only main's forwarded paths
  // (FORWARDED_PREFIXES) stop here. Through the Fetch domain of a session of our own rather than
  // page.route(): a route, whatever its pattern, holds every request of the page for the test process
  // and turns the browser's cache off, so each page of a kiosk test fetched and compiled the app again.
  await forwardWithDeviceId(page, new URL(baseURL).origin, device.deviceId);
  await page.exposeBinding(
    KIOSK_BINDING,
    ({ frame }, channel: KioskChannel | OperatorChannel | TillChannel, payload: unknown) => {
      const handler = handlers[channel];
      if (!handler) return { ok: false, message: 'Canal inconnu.' };
      return handler({ url: frame.url(), isMainFrame: frame === page.mainFrame() }, payload);
    },
  );
  await page.addInitScript(installKioskWindow, {
    channels: KIOSK_CHANNELS,
    operatorChannels: hasOperator ? OPERATOR_CHANNELS : null,
    tillChannels: hasTill ? TILL_CHANNELS : null,
    transport: { binding: KIOSK_BINDING },
  });
  return device;
}

/** Fetch's URL pattern for a literal prefix: its wildcards, `*` and `?`, and its escape, `\\`, escaped. */
const literalPattern = (text: string) => text.replace(/[*?\\]/g, (c) => `\\${c}`);

/** Every request of the page to `origin` under a forwarded prefix goes on with the device's id added. */
async function forwardWithDeviceId(page: Page, origin: string, deviceId: string): Promise<void> {
  const session = await page.context().newCDPSession(page);
  session.on('Fetch.requestPaused', ({ requestId, request }) => {
    const headers = Object.entries(request.headers).map(([name, value]) => ({ name, value }));
    headers.push({ name: DEVICE_ID_HEADER, value: deviceId });
    // A page closed while its request waited has nothing left to answer.
    session.send('Fetch.continueRequest', { requestId, headers }).catch(() => undefined);
  });
  await session.send('Fetch.enable', {
    patterns: FORWARDED_PREFIXES.map((prefix) => ({
      urlPattern: `${literalPattern(origin + prefix)}*`,
      requestStage: 'Request' as const,
    })),
  });
}

/** Main's side of a kiosk: the emulator's device registration, the loopback terminal and printer, the
 * journal, readiness, payment and (with a PIN) the operator's channels. `reload`: what main's reload does
 * to the page. */
export async function startKioskMain(
  request: APIRequestContext,
  baseURL: string,
  options: KioskOptions,
  page: { reload(): void },
): Promise<KioskMain> {
  const deviceId = `BORNE-E2E-${randomBytes(4).toString('hex').toUpperCase()}`;
  const deviceSecret = randomBytes(32).toString('hex');
  await registerDevice(request, deviceId, deviceSecret, options.mode ?? 'kiosk');

  // The customer's dialog on the terminal: long enough for the waiting screen to be read (the driver
  // takes a complete answer at once, it no longer adds a quiet time after it).
  const terminal = await startCaisseApTerminal({ defaultBehaviour: { kind: 'approve', dialogMs: 1_500 } });
  const printer = await startLoopbackPrinter();
  const kiosk = (options.mode ?? 'kiosk') === 'kiosk';
  // Kiosk only, as in main: started once its sources exist, told of the decisions and the journal's lines.
  const telemetryOptions = kiosk ? options.telemetry : undefined;
  let telemetry: KioskTelemetry | undefined;
  const telemetryLog: string[] = [];
  const tally = createOutcomeTally();
  const opened = await openPaymentJournal({
    path: join(mkdtempSync(join(tmpdir(), 'borne-e2e-')), 'payments.jsonl'),
    log: () => undefined,
  });
  const journal = telemetryOptions ? tapJournal(opened, tally.record) : opened;
  const delivery: ReportDelivery = createReportDelivery({
    backofficeUrl: baseURL,
    journal,
    log: () => undefined,
  });
  const simulator =
    options.terminalDriver === 'simulator'
      ? createSimulatorDriver({ delayMs: options.simulatorDelayMs ?? 1_500 })
      : undefined;
  const terminalDriver =
    simulator ??
    createCaisseApDriver({
      host: terminal.host,
      port: terminal.port,
      posNumber: '01',
      answerTimeoutMs: options.answerTimeoutMs ?? 10_000,
      log: () => undefined,
    });
  // At the counter, cash too (issue 29 §2), as main wraps it.
  const driver = kiosk ? terminalDriver : counterDriver(terminalDriver);
  const receiptPrinter = createReceiptPrinter(
    { type: 'epson', interface: printer.interface, characterSet: 'PC858_EURO', width: 42, timeoutMs: 3000 },
    { log: () => undefined },
  );
  // The emulator, the back office here, always answers: its last success is now.
  const backOfficeAnswers = () => Date.now();
  // The kiosk's readiness as main starts it (the counter has none), reading the loopback printer's
  // condition; the back office is the emulator, always answering here.
  const readiness = createReadinessService({
    readPrinter: () => receiptPrinter.status(),
    ...(driver.checkConnection ? { checkTerminal: () => driver.checkConnection!() } : {}),
    backOfficeLastSuccessAt: backOfficeAnswers,
    timers: { setTimeout, clearTimeout: (timer) => clearTimeout(timer as NodeJS.Timeout) },
    log: () => undefined,
    ...(telemetryOptions
      ? { onChange: (abilities: KioskAbilities) => telemetry?.abilitiesChanged(abilities) }
      : {}),
  });
  const payment = createPaymentService({
    driver,
    journal,
    deviceId,
    deviceSecret,
    deliver: delivery.deliver,
    log: () => undefined,
    ...(kiosk ? { readiness } : {}),
  });
  if (kiosk) readiness.start();
  if (telemetryOptions) {
    telemetry = startKioskTelemetry({
      // The emulator is the back office: main's default endpoint when telemetryEndpoint is null.
      endpoint: baseURL,
      intervalMs: telemetryOptions.intervalMs,
      deviceId,
      appVersion: appVersion(),
      configVersion: telemetryOptions.configVersion ?? null,
      abilities: () => readiness.current(),
      journal: () => journal.state(),
      tally,
      log: (message) => telemetryLog.push(message),
    });
  }
  const reloads: KioskDevice['reloads'] = [];
  const info: DeviceInfo = {
    deviceId,
    mode: options.mode ?? 'kiosk',
    versions: { electron: 'e2e', chrome: 'debian' },
    idleTimeoutMs: options.idleTimeoutMs ?? 600_000,
    idleWarningMs: options.idleWarningMs ?? 30_000,
    camera: options.camera ?? false,
    ...(options.station ? { station: options.station } : {}),
    readerSide: options.readerSide ?? 'below',
    ...(kiosk ? {} : { cardNotPresent: options.cardNotPresent ?? false }),
  };
  const operator = options.operatorPin
    ? await openOperatorChannels(options.operatorPin, baseURL, {
        deviceId,
        deviceSecret,
        journal,
        readiness,
        printer: receiptPrinter,
        backOfficeLastSuccessAt: backOfficeAnswers,
        settlement: createOperatorSettlement({
          journal,
          deviceId,
          deviceSecret,
          deliver: delivery.deliver,
          log: () => undefined,
        }),
      })
    : undefined;
  // The counter's till, as main opens it (issue 29 §3): its journal in a temporary folder, the demo agent.
  const till = kiosk
    ? undefined
    : await openCounterTill({
        printer: receiptPrinter,
        deviceId,
        width: 42,
        paymentInProgress: () => [...journal.state().payments.values()].some((p) => p.awaitingOutcome),
        paidOnDevice: (orderId) => paidOnDevice(journal.state(), orderId),
        floatCents: options.tillFloatCents,
      });
  const counterPayments = till
    ? createCounterPayments({ payment, journal, till: till.service, log: () => undefined })
    : undefined;
  const handlers: Partial<Record<KioskChannel | OperatorChannel | TillChannel, KioskHandler>> = {
    ...operator?.handlers,
    ...(till
      ? createTillHandlers(till.service, { allowedOrigin: new URL(baseURL).origin, log: () => undefined })
      : {}),
    ...createKioskHandlers(
      {
        payment: counterPayments ?? payment,
        counter: !kiosk,
        printer: receiptPrinter,
        reload: () => page.reload(),
        info: () => info,
        ...(kiosk ? { abilities: () => readiness.current() } : {}),
      },
      {
        allowedOrigin: new URL(baseURL).origin,
        log: () => undefined,
        // The reload handler's timer: each reload it schedules is recorded with when it was asked.
        timers: {
          setTimeout(callback, delayMs) {
            reloads.push({ delayMs, at: Date.now() });
            return setTimeout(callback, delayMs);
          },
        },
      },
    ),
  };

  let closing: Promise<void> | undefined;
  const device: KioskDevice = {
    deviceId,
    operatorLogPath: operator?.log.path,
    till,
    terminal,
    simulator,
    printer,
    journal,
    readiness,
    reloads,
    operator: operator ? { writeConfig: operator.writeConfig, relaunches: operator.relaunches } : undefined,
    telemetryLog,
    // Once: a test may close its kiosk itself (a kiosk switched off), then the fixture closes it again.
    close() {
      closing ??= (async () => {
        await telemetry?.shutdown();
        readiness.stop();
        await operator?.access.close();
        await operator?.log.close();
        delivery.stop();
        await terminal.close();
        await printer.stop();
        await journal.close();
        await till?.journal.close();
      })();
      return closing;
    },
  };
  return { device, handlers, hasOperator: operator !== undefined, hasTill: till !== undefined };
}

export const EMAIL = 'leo@exemple.fr';

/** Types on the on-screen keyboard, key by key, as a customer without a physical keyboard does. */
export async function typeOnScreen(page: Page | Frame, field: string, keys: string[]) {
  await page.getByLabel(field).click();
  const keyboard = page.getByRole('region', { name: 'Clavier virtuel' });
  await expect(keyboard).toBeVisible();
  for (const key of keys) await keyboard.getByRole('button', { name: key, exact: true }).click();
}

/** The kiosk's payment page: the e-mail typed on the on-screen keyboard, then the terms accepted. */
export async function fillEmailAndTerms(page: Page | Frame) {
  // 'leo@exemple.fr' on the e-mail layout: letters, 'arobase', and the '.fr' helper.
  await typeOnScreen(page, 'Adresse e-mail *', [...'leo', 'arobase', ...'exemple', 'point fr']);
  await expect(page.getByLabel('Adresse e-mail *')).toHaveValue(EMAIL);
  await page.getByRole('button', { name: 'Masquer le clavier' }).click();
  await page.getByLabel(/J’ai lu et j’accepte les/).check();
}

/** Every visible control at least 44 × 44 px (the kiosk's touch rule). A radio or a checkbox inside its
 * label is touched through the label (React Aria hides the input itself): the label is measured. */
export async function expectTouchTargets(page: Page) {
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a, input, select, textarea')]
      .filter((el) => el.offsetParent !== null && el.getAttribute('type') !== 'hidden')
      .map((el) => {
        const choice = ['radio', 'checkbox'].includes(el.getAttribute('type') ?? '');
        const target = (choice && el.closest('label')) || el;
        return { el, box: target.getBoundingClientRect() };
      })
      .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
      .map(
        ({ el, box }) =>
          `${el.tagName} « ${el.textContent?.trim() || el.getAttribute('aria-label') || el.id} » ${Math.round(box.width)}×${Math.round(box.height)}`,
      ),
  );
  expect(small).toEqual([]);
}
