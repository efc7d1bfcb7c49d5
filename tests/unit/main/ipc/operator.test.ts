import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOperatorHandlers } from '../../../../src/main/ipc/operator';
import type { SettlementAnswer } from '../../../../src/main/payment/operator-settlement';
import { createOperatorAccess, type OperatorAccess } from '../../../../src/main/operator/access';
import { fileLockStore } from '../../../../src/main/operator/lock-store';
import { openOperatorLog, type OperatorLog } from '../../../../src/main/operator/operator-log';
import { OPERATOR_CHANNELS, type OperatorOverview } from '../../../../src/shared/kiosk-bridge';
import { manualClock, START, tempDir } from '../operator/fakes';
import { ALLOWED_ORIGIN, PAGE } from './fakes';

const PIN = '482916';
const {
  unlock,
  status,
  leave,
  overview,
  checkTerminal,
  testPrint,
  reprintLast,
  reloadConfiguration,
  restart,
} = OPERATOR_CHANNELS;
const REFUSED = { ok: false, message: 'Appel refusé : origine non autorisée.' };
const LOCKED_UNTIL = new Date(START + 5 * 60_000).toISOString();
const OVERVIEW: OperatorOverview = {
  terminal: 'reachable',
  printer: { answered: true, paper: 'ok', coverOpen: false, offline: false },
  backOfficeLastSuccessAt: null,
  warnings: [],
  journal: { pending: 0, unknown: 2, undeliveredReports: 1 },
  freeDiskBytes: 1_000_000,
  versions: { app: '0.1.0', configuration: '0123456789ab', configVersion: null },
  uptimeSeconds: 60,
  lastErrors: [],
  unknownPayments: [],
};

let dir: string;
let remove: () => Promise<void>;
let log: OperatorLog;
beforeEach(async () => {
  ({ dir, remove } = await tempDir());
});
afterEach(async () => {
  await log.close();
  await remove();
});

async function setup() {
  const clock = manualClock(START);
  log = await openOperatorLog({ path: join(dir, 'operateur.log'), now: () => new Date(clock.now()) });
  const verify = vi.fn(async (pin: string) => pin === PIN);
  const access = await createOperatorAccess({
    pinHash: 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
    lockStore: fileLockStore(join(dir, 'operateur-verrou.json')),
    log,
    clock,
    verify,
  });
  const ipcLog = vi.fn();
  const readOverview = vi.fn(async () => OVERVIEW);
  const terminal = vi.fn(async (): Promise<'reachable' | 'unreachable' | 'unknown'> => 'reachable');
  const done = (message: string) => async () => ({ ok: true, message, note: message });
  const actions = {
    testPrint: vi.fn(done('Ticket de test imprimé.')),
    reprintLast: vi.fn(done('Reçu de la commande 10001 réimprimé.')),
    reloadConfiguration: vi.fn(done('Configuration rechargée (version v2).')),
    restart: vi.fn(done('Redémarrage de l’application…')),
  };
  const relaunch = vi.fn();
  const settle = vi.fn(async (): Promise<SettlementAnswer> => ({ ok: false, reason: 'missing' }));
  const handlers = createOperatorHandlers(access, {
    allowedOrigin: ALLOWED_ORIGIN,
    log: ipcLog,
    overview: readOverview,
    checkTerminal: terminal,
    actions,
    relaunch,
    settlePayment: settle,
  });
  return { handlers, verify, clock, ipcLog, access, readOverview, terminal, actions, relaunch, settle, log };
}

describe('operator channels', () => {
  it('unlock, status and leave: a session opened by the PIN, then closed by Quitter', async () => {
    const { handlers } = await setup();
    await expect(handlers[status](PAGE, undefined)).resolves.toEqual({
      sessionOpen: false,
      lockedUntil: null,
    });
    await expect(handlers[unlock](PAGE, { pin: PIN })).resolves.toEqual({ ok: true });
    await expect(handlers[status](PAGE, undefined)).resolves.toEqual({
      sessionOpen: true,
      lockedUntil: null,
    });
    await expect(handlers[leave](PAGE, undefined)).resolves.toBeUndefined();
    await expect(handlers[status](PAGE, undefined)).resolves.toEqual({
      sessionOpen: false,
      lockedUntil: null,
    });
  });

  it('three wrong PINs lock the screen; status says until when', async () => {
    const { handlers, verify } = await setup();
    await expect(handlers[unlock](PAGE, { pin: '000000' })).resolves.toEqual({
      ok: false,
      message: 'Code incorrect : il reste 2 essais.',
      attemptsLeft: 2,
    });
    await handlers[unlock](PAGE, { pin: '000001' });
    await expect(handlers[unlock](PAGE, { pin: '000002' })).resolves.toEqual({
      ok: false,
      message: 'Trop de codes incorrects : l’écran opérateur est verrouillé jusqu’à 14:35.',
      lockedUntil: LOCKED_UNTIL,
    });
    await expect(handlers[unlock](PAGE, { pin: PIN })).resolves.toMatchObject({
      ok: false,
      lockedUntil: LOCKED_UNTIL,
    });
    expect(verify).toHaveBeenCalledTimes(3);
    await expect(handlers[status](PAGE, undefined)).resolves.toEqual({
      sessionOpen: false,
      lockedUntil: LOCKED_UNTIL,
    });
  });

  it('the session ends after 2 idle minutes, as status then says', async () => {
    const { handlers, clock } = await setup();
    await handlers[unlock](PAGE, { pin: PIN });
    clock.advance(120_000);
    await expect(handlers[status](PAGE, undefined)).resolves.toEqual({
      sessionOpen: false,
      lockedUntil: null,
    });
  });

  it.each([
    ['a number', 482916, 'Code opérateur invalide : un objet est attendu.'],
    ['no payload', undefined, 'Code opérateur invalide : un objet est attendu.'],
    ['a PIN as a number', { pin: 482916 }, 'Code opérateur invalide : « pin » doit être un texte.'],
    ['3 digits', { pin: '123' }, 'Code opérateur invalide : « pin » doit contenir de 4 à 12 caractères.'],
    [
      '13 digits',
      { pin: '1'.repeat(13) },
      'Code opérateur invalide : « pin » doit contenir de 4 à 12 caractères.',
    ],
    [
      'letters',
      { pin: '12ab' },
      'Code opérateur invalide : « pin » contient des caractères non autorisés (chiffres).',
    ],
    [
      'Arabic-Indic digits',
      { pin: '١٢٣٤' },
      'Code opérateur invalide : « pin » contient des caractères non autorisés (chiffres).',
    ],
    [
      'another field',
      { pin: PIN, admin: true },
      'Code opérateur invalide : « admin » n’est pas un champ attendu.',
    ],
    [
      'a NUL among the digits',
      { pin: '4829\u000016' },
      'Code opérateur invalide : « pin » contient des caractères de contrôle.',
    ],
    [
      'a right-to-left mark among the digits',
      { pin: '\u202e482916' },
      'Code opérateur invalide : « pin » contient des caractères de contrôle du sens d’écriture.',
    ],
    [
      'full-width digits',
      { pin: '４８２９１６' },
      'Code opérateur invalide : « pin » contient des caractères non autorisés (chiffres).',
    ],
    [
      '10 000 digits',
      { pin: '4'.repeat(10_000) },
      'Code opérateur invalide : « pin » doit contenir de 4 à 12 caractères.',
    ],
    [
      'an oversized payload',
      { pin: 'x'.repeat(70_000) },
      'Code opérateur invalide : données trop volumineuses (plus de 64 Kio).',
    ],
  ])('refuses %s without trying the PIN or counting an attempt', async (_name, payload, message) => {
    const { handlers, verify, ipcLog } = await setup();
    const answer = await handlers[unlock](PAGE, payload);
    expect(answer).toEqual({ ok: false, message });
    expect(verify).not.toHaveBeenCalled();
    expect(ipcLog.mock.calls.flat().join(' ')).not.toContain(PIN);
    await expect(handlers[unlock](PAGE, { pin: '000000' })).resolves.toMatchObject({ attemptsLeft: 2 });
  });

  it.each([
    ['another origin', { url: 'https://evil.example/', isMainFrame: true }],
    ['a look-alike origin', { url: 'app://portail.evil/', isMainFrame: true }],
    ['a sub-frame of the app', { url: 'app://portail/iframe', isMainFrame: false }],
    ['a frame that is gone', null],
  ])('refuses %s on every channel, and its attempts count for nothing', async (_name, sender) => {
    const { handlers, verify, access, readOverview } = await setup();
    await expect(handlers[unlock](sender, { pin: PIN })).resolves.toEqual(REFUSED);
    await expect(handlers[status](sender, undefined)).resolves.toEqual(REFUSED);
    await access.unlock(PIN);
    await expect(handlers[overview](sender, undefined)).resolves.toEqual(REFUSED);
    await expect(handlers[checkTerminal](sender, undefined)).resolves.toEqual(REFUSED);
    expect(readOverview).not.toHaveBeenCalled();
    await expect(handlers[leave](sender, undefined)).resolves.toEqual(REFUSED);
    expect(access.status().sessionOpen).toBe(true);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('overview: only inside an open session, and reading it does not keep the session alive', async () => {
    const { handlers, clock, readOverview } = await setup();
    const closed = { ok: false, message: 'Session opérateur fermée : saisissez le code.' };
    await expect(handlers[overview](PAGE, undefined)).resolves.toEqual(closed);
    expect(readOverview).not.toHaveBeenCalled();
    await handlers[unlock](PAGE, { pin: PIN });
    clock.advance(60_000);
    await expect(handlers[overview](PAGE, undefined)).resolves.toEqual({ ok: true, overview: OVERVIEW });
    clock.advance(60_000);
    await expect(handlers[overview](PAGE, undefined)).resolves.toEqual(closed);
    expect(readOverview).toHaveBeenCalledTimes(1);
  });

  it('check-terminal: only in a session, each check logged with its outcome, and it keeps the session alive', async () => {
    const { handlers, clock, terminal } = await setup();
    const closed = { ok: false, message: 'Session opérateur fermée : saisissez le code.' };
    await expect(handlers[checkTerminal](PAGE, undefined)).resolves.toEqual(closed);
    expect(terminal).not.toHaveBeenCalled();
    await handlers[unlock](PAGE, { pin: PIN });
    clock.advance(100_000);
    await expect(handlers[checkTerminal](PAGE, undefined)).resolves.toEqual({
      ok: true,
      message: 'Terminal de paiement joignable.',
    });
    terminal.mockResolvedValueOnce('unreachable');
    clock.advance(100_000);
    await expect(handlers[checkTerminal](PAGE, undefined)).resolves.toEqual({
      ok: false,
      message: 'Terminal de paiement injoignable.',
    });
    await expect(handlers[checkTerminal](PAGE, { force: true })).resolves.toMatchObject({ ok: false });
    expect(terminal).toHaveBeenCalledTimes(2);
    const lines = (await log.readLast(10)).map(({ at: _at, ...entry }) => entry);
    expect(lines).toEqual([
      { event: 'pin-accepted' },
      { event: 'session-start' },
      { event: 'action', action: 'terminal-check', outcome: 'ok', note: 'reachable' },
      { event: 'action', action: 'terminal-check', outcome: 'failed', note: 'unreachable' },
    ]);
  });

  it.each([
    [testPrint, 'testPrint', 'test-print'],
    [reprintLast, 'reprintLast', 'reprint-last'],
    [reloadConfiguration, 'reloadConfiguration', 'reload-configuration'],
    [restart, 'restart', 'restart'],
  ] as const)(
    '%s: only in a session, without parameter, logged with its outcome',
    async (channel, name, logged) => {
      const { handlers, actions, clock } = await setup();
      const closed = { ok: false, message: 'Session opérateur fermée : saisissez le code.' };
      await expect(handlers[channel](PAGE, undefined)).resolves.toEqual(closed);
      await handlers[unlock](PAGE, { pin: PIN });
      await expect(handlers[channel](PAGE, { now: true })).resolves.toMatchObject({ ok: false });
      expect(actions[name]).not.toHaveBeenCalled();
      actions[name].mockResolvedValueOnce({ ok: false, message: 'Refusé.', note: 'refusé : raison' });
      await expect(handlers[channel](PAGE, undefined)).resolves.toEqual({ ok: false, message: 'Refusé.' });
      clock.advance(100_000);
      const answer = (await handlers[channel](PAGE, undefined)) as { ok: boolean };
      expect(answer.ok).toBe(true);
      // The action kept the session alive: 200 s since the PIN, 100 s since the last action.
      clock.advance(100_000);
      await expect(handlers[status](PAGE, undefined)).resolves.toMatchObject({ sessionOpen: true });
      const lines = (await log.readLast(10)).filter((entry) => entry.event === 'action');
      expect(lines.map(({ at: _at, ...entry }) => entry)).toEqual([
        { event: 'action', action: logged, outcome: 'failed', note: 'refusé : raison' },
        { event: 'action', action: logged, outcome: 'ok', note: expect.any(String) },
      ]);
    },
  );

  it('restart: relaunched only once the line is logged, never when refused or outside a session', async () => {
    const { handlers, actions, relaunch, clock } = await setup();
    await handlers[restart](PAGE, undefined);
    expect(relaunch).not.toHaveBeenCalled();
    await handlers[unlock](PAGE, { pin: PIN });
    actions.restart.mockResolvedValueOnce({
      ok: false,
      message: 'Un paiement est en cours : redémarrage refusé. Réessayez une fois le paiement terminé.',
      note: 'paiement en cours',
    });
    await handlers[restart](PAGE, undefined);
    expect(relaunch).not.toHaveBeenCalled();
    // The session ended while the restart was decided: nothing logged, no restart.
    actions.restart.mockImplementationOnce(async () => {
      clock.advance(120_000);
      return { ok: true, message: 'Redémarrage de l’application…', note: 'redémarrage demandé' };
    });
    await expect(handlers[restart](PAGE, undefined)).resolves.toEqual({
      ok: false,
      message: 'Session opérateur fermée : saisissez le code.',
    });
    expect(relaunch).not.toHaveBeenCalled();
    await handlers[unlock](PAGE, { pin: PIN });
    await expect(handlers[restart](PAGE, undefined)).resolves.toEqual({
      ok: true,
      message: 'Redémarrage de l’application…',
    });
    expect(relaunch).toHaveBeenCalledOnce();
    const last = (await log.readLast(1))[0];
    expect(last).toMatchObject({ event: 'action', action: 'restart', outcome: 'ok' });
  });

  it('overview: refuses any parameter, without reading anything', async () => {
    const { handlers, readOverview } = await setup();
    await handlers[unlock](PAGE, { pin: PIN });
    await expect(handlers[overview](PAGE, { all: true })).resolves.toEqual({
      ok: false,
      message: 'Demande invalide pour l’écran opérateur : aucun paramètre n’est attendu.',
    });
    expect(readOverview).not.toHaveBeenCalled();
  });

  it.each([status, leave])('%s takes no parameter', async (channel) => {
    const { handlers, access } = await setup();
    await access.unlock(PIN);
    await expect(handlers[channel](PAGE, { sessionOpen: true })).resolves.toEqual({
      ok: false,
      message: 'Demande invalide pour l’écran opérateur : aucun paramètre n’est attendu.',
    });
    expect(access.status().sessionOpen).toBe(true);
  });

  it('answers a failure of the access as a value, never a rejection', async () => {
    const failing: OperatorAccess = {
      unlock: vi.fn(async () => {
        throw new Error('disque');
      }),
      status: vi.fn(() => {
        throw new Error('disque');
      }),
      leave: vi.fn(async () => {
        throw new Error('disque');
      }),
      recordAction: vi.fn(async () => false),
      close: vi.fn(async () => undefined),
    };
    log = await openOperatorLog({ path: join(dir, 'operateur.log') });
    const handlers = createOperatorHandlers(failing, {
      allowedOrigin: ALLOWED_ORIGIN,
      log: vi.fn(),
      overview: async () => OVERVIEW,
      checkTerminal: async () => 'reachable',
      actions: {
        testPrint: vi.fn(),
        reprintLast: vi.fn(),
        reloadConfiguration: vi.fn(),
        restart: vi.fn(),
      },
      relaunch: vi.fn(),
      settlePayment: async () => ({ ok: false, reason: 'missing' }),
    });
    const unavailable = { ok: false, message: 'L’écran opérateur est indisponible.' };
    await expect(handlers[unlock](PAGE, { pin: PIN })).resolves.toEqual(unavailable);
    await expect(handlers[status](PAGE, undefined)).resolves.toEqual(unavailable);
    await expect(handlers[leave](PAGE, undefined)).resolves.toEqual(unavailable);
  });
});

describe('operator:settle-payment', () => {
  const { settlePayment } = OPERATOR_CHANNELS;
  const REQUEST = { key: 'k-unknown-1', decision: 'approved', note: 'Ticket 0042 lu sur le TPE' };
  const SETTLED: SettlementAnswer = {
    ok: true,
    record: {
      key: 'k-unknown-1',
      request: {
        orderId: '10001',
        amountCents: 1250,
        currency: 'EUR',
        label: '',
        idempotencyKey: 'k-unknown-1',
      },
      attempts: 1,
      awaitingOutcome: false,
      result: { status: 'approved' },
      settledByOperator: { at: '2026-11-27T14:30:00.000Z', note: REQUEST.note },
    },
    report: {} as never,
  };

  it('inside a session: settled, the answer in French, the action logged with its note', async () => {
    const { handlers, settle, log } = await setup();
    settle.mockResolvedValueOnce(SETTLED);
    await handlers[unlock](PAGE, { pin: PIN });
    await expect(handlers[settlePayment](PAGE, REQUEST)).resolves.toEqual({
      ok: true,
      message:
        'Paiement de la commande 10001 enregistré comme accepté : le compte rendu est transmis au back office.',
    });
    expect(settle).toHaveBeenCalledWith('k-unknown-1', 'approved', 'Ticket 0042 lu sur le TPE');
    expect((await log.readLast(1))[0]).toMatchObject({
      event: 'action',
      action: 'settle-payment',
      outcome: 'ok',
      note: 'k-unknown-1 approved : Ticket 0042 lu sur le TPE',
    });
  });

  it('a note typed decomposed is checked and settled in the one NFC form', async () => {
    const { handlers, settle } = await setup();
    settle.mockResolvedValueOnce(SETTLED);
    await handlers[unlock](PAGE, { pin: PIN });
    await handlers[settlePayment](PAGE, { ...REQUEST, note: 'Vu sur le TPE, de\u0301bit' });
    expect(settle).toHaveBeenCalledWith('k-unknown-1', 'approved', 'Vu sur le TPE, d\u00e9bit');
  });

  it('a payment already settled is refused in French, and the refusal logged', async () => {
    const { handlers, settle, log } = await setup();
    settle.mockResolvedValueOnce({ ok: false, reason: 'settled' });
    await handlers[unlock](PAGE, { pin: PIN });
    await expect(handlers[settlePayment](PAGE, { ...REQUEST, decision: 'declined' })).resolves.toEqual({
      ok: false,
      message: 'Ce paiement a déjà été réglé.',
    });
    expect((await log.readLast(1))[0]).toMatchObject({ action: 'settle-payment', outcome: 'failed' });
  });

  it('without a session, or from another origin, nothing is settled', async () => {
    const { handlers, settle } = await setup();
    await expect(handlers[settlePayment](PAGE, REQUEST)).resolves.toEqual({
      ok: false,
      message: 'Session opérateur fermée : saisissez le code.',
    });
    await handlers[unlock](PAGE, { pin: PIN });
    await expect(
      handlers[settlePayment]({ url: 'https://ailleurs.example/', isMainFrame: true }, REQUEST),
    ).resolves.toEqual(REFUSED);
    expect(settle).not.toHaveBeenCalled();
  });

  it.each([
    ['no payload', undefined, 'un objet est attendu'],
    ['a note too short', { ...REQUEST, note: 'ok' }, '« note » doit contenir de 3 à 200 caractères'],
    [
      'a note too long',
      { ...REQUEST, note: 'a'.repeat(201) },
      '« note » doit contenir de 3 à 200 caractères',
    ],
    [
      'a line break in the note',
      { ...REQUEST, note: 'Vu\nsur le TPE' },
      '« note » contient des caractères de contrôle',
    ],
    [
      'markup in the note',
      { ...REQUEST, note: 'Vu <b>TPE</b>' },
      '« note » contient des caractères non autorisés (lettres, chiffres, espaces et ponctuation courante)',
    ],
    ['a blank note', { ...REQUEST, note: '     ' }, '« note » est vide'],
    ['two letters and blanks', { ...REQUEST, note: ' a ' }, '« note » est presque vide'],
    [
      'another decision',
      { ...REQUEST, decision: 'unknown' },
      '« decision » doit valoir « approved » ou « declined »',
    ],
    [
      'a key with spaces',
      { ...REQUEST, key: 'k-unknown 1' },
      '« key » contient des caractères non autorisés',
    ],
    ['another field', { ...REQUEST, by: 'admin' }, '« by »'],
    [
      'a NUL in the note',
      { ...REQUEST, note: 'Vu\u0000TPE' },
      '« note » contient des caractères de contrôle',
    ],
    [
      'a right-to-left mark in the note',
      { ...REQUEST, note: 'Vu \u202eEPT' },
      '« note » contient des caractères de contrôle du sens d’écriture',
    ],
    ['a zero-width space in the note', { ...REQUEST, note: 'Vu\u200bTPE' }, '« note »'],
    [
      '10 000 characters of note',
      { ...REQUEST, note: 'a'.repeat(10_000) },
      '« note » doit contenir de 3 à 200 caractères',
    ],
    [
      'a NUL in the key',
      { ...REQUEST, key: 'k-unknown\u00001' },
      '« key » contient des caractères de contrôle',
    ],
    [
      'a right-to-left mark in the key',
      { ...REQUEST, key: 'k-unknown-1\u202e' },
      '« key » contient des caractères de contrôle du sens d’écriture',
    ],
    [
      'a key of 10 000 characters',
      { ...REQUEST, key: 'k'.repeat(10_000) },
      '« key » doit contenir de 8 à 128',
    ],
  ])('%s is refused before anything is settled', async (_name, payload, reason) => {
    const { handlers, settle } = await setup();
    await handlers[unlock](PAGE, { pin: PIN });
    const answer = (await handlers[settlePayment](PAGE, payload)) as { ok: boolean; message: string };
    expect(answer.ok).toBe(false);
    expect(answer.message.startsWith('Règlement refusé : ')).toBe(true);
    expect(answer.message).toContain(reason);
    expect(settle).not.toHaveBeenCalled();
  });
});
