import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOperatorAccess, type OperatorAccess } from '../../../../src/main/operator/access';
import { fileLockStore } from '../../../../src/main/operator/lock-store';
import { openOperatorLog, type OperatorLog } from '../../../../src/main/operator/operator-log';
import { hashPin } from '../../../../src/main/operator/pin-hash';
import { manualClock, START, tempDir, type ManualClock } from './fakes';

const PIN = '482916';
const HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';
const LOCKED_1435 = 'Trop de codes incorrects : l’écran opérateur est verrouillé jusqu’à 14:35.';
const LOCKED_UNTIL = new Date(START + 5 * 60_000).toISOString();

let dir: string;
let remove: () => Promise<void>;
let clock: ManualClock;
let logs: OperatorLog[];
beforeEach(async () => {
  ({ dir, remove } = await tempDir());
  clock = manualClock(START);
  logs = [];
});
afterEach(async () => {
  for (const log of logs) await log.close();
  await remove();
});

/** An access over this test's userData, as main builds it at start (a second call: a restart). */
async function start(options: { log?: OperatorLog } = {}) {
  const verify = vi.fn(async (pin: string, hash: string) => hash === HASH && pin === PIN);
  const log =
    options.log ??
    (await openOperatorLog({ path: join(dir, 'operateur.log'), now: () => new Date(clock.now()) }));
  logs.push(log);
  const report = vi.fn();
  const access = await createOperatorAccess({
    pinHash: HASH,
    lockStore: fileLockStore(join(dir, 'operateur-verrou.json')),
    log,
    clock,
    verify,
    report,
  });
  return { access, verify, report };
}

async function events(): Promise<unknown[]> {
  const text = await readFile(join(dir, 'operateur.log'), 'utf8');
  return text
    .trim()
    .split('\n')
    .map((line) => {
      const entry = JSON.parse(line) as Record<string, unknown>;
      delete entry.at;
      return entry;
    });
}

/** A session with one action, now closed: no action recorded after it, no timer left, all in the log. */
async function expectClosedAfter(
  access: OperatorAccess,
  action: Record<string, string>,
  reason: 'quit' | 'idle',
) {
  expect(access.status().sessionOpen).toBe(false);
  await expect(access.recordAction('test-print', 'ok')).resolves.toBe(false);
  expect(clock.pending()).toBe(0);
  expect(await events()).toEqual([
    { event: 'pin-accepted' },
    { event: 'session-start' },
    { event: 'action', ...action },
    { event: 'session-end', reason },
  ]);
}

async function wrongThrice(access: OperatorAccess) {
  return [await access.unlock('111111'), await access.unlock('222222'), await access.unlock('333333')];
}

describe('operator access', () => {
  it('a correct PIN opens a session, logged without the PIN', async () => {
    const { access } = await start();
    expect(access.status()).toEqual({ sessionOpen: false, lockedUntil: null });
    await expect(access.unlock(PIN)).resolves.toEqual({ ok: true });
    expect(access.status()).toEqual({ sessionOpen: true, lockedUntil: null });
    expect(await events()).toEqual([{ event: 'pin-accepted' }, { event: 'session-start' }]);
    expect(await readFile(join(dir, 'operateur.log'), 'utf8')).not.toContain(PIN);
  });

  it('checks the PIN against the real scrypt hash', async () => {
    const hash = await hashPin(PIN, { N: 2 ** 14, r: 8, p: 1 });
    const log = await openOperatorLog({ path: join(dir, 'operateur.log') });
    logs.push(log);
    const access = await createOperatorAccess({
      pinHash: hash,
      lockStore: fileLockStore(join(dir, 'operateur-verrou.json')),
      log,
      clock,
    });
    await expect(access.unlock('482917')).resolves.toMatchObject({ ok: false, attemptsLeft: 2 });
    await expect(access.unlock(PIN)).resolves.toEqual({ ok: true });
  });

  it('3 wrong PINs: attempts left, then locked 5 minutes, even for the right PIN', async () => {
    const { access, verify } = await start();
    expect(await wrongThrice(access)).toEqual([
      { ok: false, message: 'Code incorrect : il reste 2 essais.', attemptsLeft: 2 },
      { ok: false, message: 'Code incorrect : il reste 1 essai.', attemptsLeft: 1 },
      { ok: false, message: LOCKED_1435, lockedUntil: LOCKED_UNTIL },
    ]);
    clock.advance(5 * 60_000 - 1);
    await expect(access.unlock(PIN)).resolves.toEqual({
      ok: false,
      message: LOCKED_1435,
      lockedUntil: LOCKED_UNTIL,
    });
    expect(verify).toHaveBeenCalledTimes(3);
    expect(access.status()).toEqual({ sessionOpen: false, lockedUntil: LOCKED_UNTIL });
    expect(await events()).toEqual([
      { event: 'pin-refused', attemptsLeft: 2 },
      { event: 'pin-refused', attemptsLeft: 1 },
      { event: 'pin-refused', attemptsLeft: 0 },
      { event: 'locked', lockedUntil: LOCKED_UNTIL },
      { event: 'pin-refused-locked', lockedUntil: LOCKED_UNTIL },
    ]);
    clock.advance(1);
    expect(access.status().lockedUntil).toBeNull();
    // After the lock, three fresh attempts.
    await expect(access.unlock('999999')).resolves.toMatchObject({ attemptsLeft: 2 });
    await expect(access.unlock(PIN)).resolves.toEqual({ ok: true });
  });

  it('a PIN hammered during a lock writes one line for the first refusal and counts the rest at its end', async () => {
    const { access, verify } = await start();
    await wrongThrice(access);
    for (let i = 0; i < 50; i++) {
      await expect(access.unlock(PIN)).resolves.toMatchObject({ ok: false, message: LOCKED_1435 });
      clock.advance(1000);
    }
    expect(verify).toHaveBeenCalledTimes(3);
    const lockLines = [
      { event: 'pin-refused', attemptsLeft: 2 },
      { event: 'pin-refused', attemptsLeft: 1 },
      { event: 'pin-refused', attemptsLeft: 0 },
      { event: 'locked', lockedUntil: LOCKED_UNTIL },
      { event: 'pin-refused-locked', lockedUntil: LOCKED_UNTIL },
    ];
    expect(await events()).toEqual(lockLines);
    clock.advance(5 * 60_000);
    await access.unlock('999999');
    expect(await events()).toEqual([
      ...lockLines,
      { event: 'lock-end', refusedWhileLocked: 50 },
      { event: 'pin-refused', attemptsLeft: 2 },
    ]);
  });

  it('a lock nobody tries during still ends with its line, and close() leaves no timer behind', async () => {
    const { access } = await start();
    await wrongThrice(access);
    clock.advance(5 * 60_000);
    await access.close();
    expect((await events()).slice(4)).toEqual([{ event: 'lock-end', refusedWhileLocked: 0 }]);

    await wrongThrice(access);
    await access.close();
    expect(clock.pending()).toBe(0);
  });

  it('a correct PIN clears the count of wrong ones', async () => {
    const { access } = await start();
    await access.unlock('111111');
    await access.unlock('222222');
    await access.unlock(PIN);
    await access.leave();
    await expect(access.unlock('333333')).resolves.toMatchObject({ attemptsLeft: 2 });
  });

  it('the lock and the count survive a restart', async () => {
    const first = await start();
    await wrongThrice(first.access);
    const second = await start();
    await expect(second.access.unlock(PIN)).resolves.toEqual({
      ok: false,
      message: LOCKED_1435,
      lockedUntil: LOCKED_UNTIL,
    });
    expect(second.verify).not.toHaveBeenCalled();

    clock.advance(5 * 60_000);
    const third = await start();
    await third.access.unlock('111111');
    await third.access.unlock('222222');
    const fourth = await start();
    await expect(fourth.access.unlock('333333')).resolves.toEqual({
      ok: false,
      message: 'Trop de codes incorrects : l’écran opérateur est verrouillé jusqu’à 14:40.',
      lockedUntil: new Date(START + 10 * 60_000).toISOString(),
    });
  });

  it('a damaged lock file locks for 5 minutes rather than handing out attempts', async () => {
    await writeFile(join(dir, 'operateur-verrou.json'), '{"failures":');
    const { access, verify } = await start();
    await expect(access.unlock(PIN)).resolves.toMatchObject({ ok: false, message: LOCKED_1435 });
    expect(verify).not.toHaveBeenCalled();
    expect((await events())[0]).toEqual({ event: 'lock-state-unreadable', lockedUntil: LOCKED_UNTIL });
  });

  it('a lock far in the future (clock set back) lasts 5 minutes at most', async () => {
    await writeFile(
      join(dir, 'operateur-verrou.json'),
      JSON.stringify({ failures: 0, lockedUntil: START + 24 * 3600_000 }),
    );
    const { access } = await start();
    expect(access.status().lockedUntil).toBe(LOCKED_UNTIL);
  });

  it('parallel attempts are counted one by one: no more than 3 PINs are ever tried', async () => {
    const { access, verify } = await start();
    const answers = await Promise.all(['1', '2', '3', '4', '5'].map((d) => access.unlock(d.repeat(6))));
    expect(answers.map((answer) => (answer.ok ? 'ok' : answer.message))).toEqual([
      'Code incorrect : il reste 2 essais.',
      'Code incorrect : il reste 1 essai.',
      LOCKED_1435,
      LOCKED_1435,
      LOCKED_1435,
    ]);
    expect(verify).toHaveBeenCalledTimes(3);
  });

  it('a burst of parallel PINs against the real scrypt check: the right PIN after 3 wrong ones is refused, and the lock outlives a restart', async () => {
    const hash = await hashPin(PIN, { N: 2 ** 14, r: 8, p: 1 });
    const open = async () => {
      const log = await openOperatorLog({ path: join(dir, 'operateur.log') });
      logs.push(log);
      return createOperatorAccess({
        pinHash: hash,
        lockStore: fileLockStore(join(dir, 'operateur-verrou.json')),
        log,
        clock,
      });
    };
    const access = await open();
    // scrypt runs on libuv's threads: every call is in flight before the first check ends.
    const burst = ['111111', '222222', '333333', PIN, '444444', PIN, PIN, '555555'];
    const answers = await Promise.all(burst.map((pin) => access.unlock(pin)));
    expect(answers).toEqual([
      { ok: false, message: 'Code incorrect : il reste 2 essais.', attemptsLeft: 2 },
      { ok: false, message: 'Code incorrect : il reste 1 essai.', attemptsLeft: 1 },
      ...Array.from({ length: 6 }, () => ({ ok: false, message: LOCKED_1435, lockedUntil: LOCKED_UNTIL })),
    ]);
    expect(access.status()).toEqual({ sessionOpen: false, lockedUntil: LOCKED_UNTIL });
    await access.close();
    const restarted = await open();
    await expect(restarted.unlock(PIN)).resolves.toEqual({
      ok: false,
      message: LOCKED_1435,
      lockedUntil: LOCKED_UNTIL,
    });
    await restarted.close();
  });

  it('a burst with the right PIN among wrong ones: the count starts again after it, in call order', async () => {
    const hash = await hashPin(PIN, { N: 2 ** 14, r: 8, p: 1 });
    const log = await openOperatorLog({ path: join(dir, 'operateur.log') });
    logs.push(log);
    const access = await createOperatorAccess({
      pinHash: hash,
      lockStore: fileLockStore(join(dir, 'operateur-verrou.json')),
      log,
      clock,
    });
    const answers = await Promise.all(
      ['111111', PIN, '222222', '333333', '444444'].map((pin) => access.unlock(pin)),
    );
    expect(answers.map((answer) => (answer.ok ? 'ok' : answer.message))).toEqual([
      'Code incorrect : il reste 2 essais.',
      'ok',
      'Code incorrect : il reste 2 essais.',
      'Code incorrect : il reste 1 essai.',
      LOCKED_1435,
    ]);
    await access.close();
  });

  it.each(['12a4', '123', '1234567890123', '', '١٢٣٤'])(
    'refuses %j without counting it as an attempt',
    async (pin) => {
      const { access, verify } = await start();
      await expect(access.unlock(pin)).resolves.toEqual({
        ok: false,
        message: 'Code invalide : il doit compter de 4 à 12 chiffres.',
      });
      expect(verify).not.toHaveBeenCalled();
      await expect(access.unlock('111111')).resolves.toMatchObject({ attemptsLeft: 2 });
    },
  );

  it('the session ends by itself after 2 minutes without an operator action', async () => {
    const { access } = await start();
    await access.unlock(PIN);
    clock.advance(60_000);
    await expect(access.recordAction('test-print', 'ok')).resolves.toBe(true);
    clock.advance(119_999);
    expect(access.status().sessionOpen).toBe(true);
    clock.advance(1);
    await expectClosedAfter(access, { action: 'test-print', outcome: 'ok' }, 'idle');
  });

  it('"Quitter" ends the session, once; no action is recorded after it', async () => {
    const { access } = await start();
    await access.unlock(PIN);
    await access.recordAction('terminal-check', 'failed', 'Terminal injoignable');
    await access.leave();
    await access.leave();
    await expectClosedAfter(
      access,
      { action: 'terminal-check', outcome: 'failed', note: 'Terminal injoignable' },
      'quit',
    );
  });

  it('opens no session when the log cannot record it, and says why', async () => {
    const real = await openOperatorLog({ path: join(dir, 'operateur.log') });
    logs.push(real);
    const broken: OperatorLog = {
      ...real,
      append: vi.fn(async () => {
        throw new Error('disque plein');
      }),
    };
    const { access, report } = await start({ log: broken });
    await expect(access.unlock(PIN)).resolves.toEqual({
      ok: false,
      message: 'Le journal opérateur est inaccessible : l’écran opérateur reste fermé.',
    });
    expect(access.status().sessionOpen).toBe(false);
    expect(report).toHaveBeenCalledWith('Journal opérateur : écriture impossible', new Error('disque plein'));
  });
});
