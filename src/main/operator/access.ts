// Who may use the operator screen (issue 25 §2), decided in main only: the PIN checked against the
// configured scrypt hash, 3 wrong PINs in a row → locked 5 minutes (kept on disk, so a restart does not
// hand out fresh attempts), and a correct PIN opens a session that ends on 'Quitter' or by itself after
// 2 minutes without an operator action, on main's clock. Attempts are handled one at a time: parallel
// calls must not each see "no failure yet". Every attempt, lock, session start and end is logged, except
// the PINs refused during a lock: the first has its line, the others are counted into the lock's end line,
// so a PIN hammered on a locked screen cannot fill the log.
import { format } from 'date-fns';
import type { OperatorStatus, OperatorUnlockAnswer } from '../../shared/kiosk-bridge';
import { OPERATOR_PIN_PATTERN } from '../../shared/operator-pin';
import type { LockState, LockStore } from './lock-store';
import type { OperatorLog } from './operator-log';
import { verifyPin } from './pin-hash';

export const MAX_PIN_FAILURES = 3;
export const PIN_LOCK_MS = 5 * 60_000;
export const OPERATOR_IDLE_MS = 2 * 60_000;

export const PIN_FORMAT_REFUSED = 'Code invalide : il doit compter de 4 à 12 chiffres.';
export const OPERATOR_LOG_UNAVAILABLE =
  'Le journal opérateur est inaccessible : l’écran opérateur reste fermé.';

export function wrongPinMessage(attemptsLeft: number): string {
  return `Code incorrect : il reste ${attemptsLeft} essai${attemptsLeft > 1 ? 's' : ''}.`;
}

/** Local time of the kiosk, HH:mm, as the operator reads it on the station's clock. */
export function lockedMessage(lockedUntil: number): string {
  return `Trop de codes incorrects : l’écran opérateur est verrouillé jusqu’à ${format(lockedUntil, 'HH:mm')}.`;
}

export type { OperatorStatus };
export type UnlockAnswer = OperatorUnlockAnswer;

export interface OperatorClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface OperatorAccessOptions {
  pinHash: string;
  lockStore: LockStore;
  log: OperatorLog;
  clock: OperatorClock;
  /** Tests may pass a faster check; by default scrypt against the hash. */
  verify?: (pin: string, hash: string) => Promise<boolean>;
  /** Failures of the disk (lock file, log) that do not change the answer. */
  report?: (message: string, error: unknown) => void;
}

export interface OperatorAccess {
  unlock(pin: string): Promise<UnlockAnswer>;
  status(): OperatorStatus;
  /** 'Quitter': ends the session if one is open. */
  leave(): Promise<void>;
  /** The app quits: the session ends and no timer is left (a lock stays on disk for the next start). */
  close(): Promise<void>;
  /**
   * An operator action: logged, and it keeps the session alive. False (nothing logged) when no session
   * is open: an action never runs outside a session.
   */
  recordAction(action: string, outcome: 'ok' | 'failed', note?: string): Promise<boolean>;
}

export async function createOperatorAccess(options: OperatorAccessOptions): Promise<OperatorAccess> {
  const { clock, log, lockStore } = options;
  const verify = options.verify ?? verifyPin;
  const report = options.report ?? ((message, error) => console.error(message, error));

  const loaded = await lockStore.load();
  let lock: LockState = loaded.state;
  const now = clock.now();
  if (loaded.damaged) {
    lock = { failures: 0, lockedUntil: now + PIN_LOCK_MS };
    await log
      .append({ event: 'lock-state-unreadable', lockedUntil: new Date(lock.lockedUntil!).toISOString() })
      .catch((error: unknown) => report('Journal opérateur : écriture impossible', error));
  } else if (lock.lockedUntil !== null && lock.lockedUntil > now + PIN_LOCK_MS) {
    // A clock set back (or a file edited) must not lock the screen for longer than one lock.
    lock = { ...lock, lockedUntil: now + PIN_LOCK_MS };
  }

  let session: { lastActionAt: number; timer: unknown } | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  const serialised = <T>(run: () => Promise<T>): Promise<T> => {
    const result = queue.then(run);
    queue = result.catch(() => undefined);
    return result;
  };

  const appendQuietly = (event: Parameters<OperatorLog['append']>[0]) =>
    log.append(event).catch((error: unknown) => report('Journal opérateur : écriture impossible', error));

  // The lock being watched: PINs refused during it, and the timer that writes its end line.
  let lockWatch: { until: number; refused: number; timer: unknown } | null = null;
  const armLockEnd = (until: number) =>
    clock.setTimeout(() => void serialised(() => endLock(until)), Math.max(0, until - clock.now()));
  const watchLock = (until: number) => {
    if (lockWatch?.until === until) return;
    if (lockWatch) clock.clearTimeout(lockWatch.timer);
    lockWatch = { until, refused: 0, timer: armLockEnd(until) };
  };
  const endLock = async (until: number) => {
    if (lockWatch?.until !== until) return;
    clock.clearTimeout(lockWatch.timer);
    // A timer may fire a little early: the lock ends on main's clock, not on the timer.
    if (clock.now() < until) {
      lockWatch.timer = armLockEnd(until);
      return;
    }
    const refused = lockWatch.refused;
    lockWatch = null;
    await appendQuietly({ event: 'lock-end', refusedWhileLocked: refused });
  };
  if (lock.lockedUntil !== null && lock.lockedUntil > now) watchLock(lock.lockedUntil);

  const saveLock = async (next: LockState) => {
    lock = next;
    await lockStore
      .save(next)
      .catch((error: unknown) => report('Verrou opérateur : écriture impossible', error));
  };

  const endSession = async (reason: 'quit' | 'idle') => {
    if (!session) return;
    clock.clearTimeout(session.timer);
    session = null;
    await appendQuietly({ event: 'session-end', reason });
  };

  const armIdle = () => {
    if (!session) return;
    clock.clearTimeout(session.timer);
    session.timer = clock.setTimeout(() => void serialised(() => endIfIdle()), OPERATOR_IDLE_MS);
  };

  /** Ends the session once 2 minutes passed since its last action (a late timer never ends it early). */
  const endIfIdle = async () => {
    if (!session) return;
    const idleFor = clock.now() - session.lastActionAt;
    if (idleFor >= OPERATOR_IDLE_MS) await endSession('idle');
    else
      session.timer = clock.setTimeout(() => void serialised(() => endIfIdle()), OPERATOR_IDLE_MS - idleFor);
  };

  const lockedUntil = (at: number): number | null =>
    lock.lockedUntil !== null && at < lock.lockedUntil ? lock.lockedUntil : null;

  const attempt = async (pin: string): Promise<UnlockAnswer> => {
    if (!OPERATOR_PIN_PATTERN.test(pin)) return { ok: false, message: PIN_FORMAT_REFUSED };
    const at = clock.now();
    // The end line first, should its timer be late.
    if (lockWatch && at >= lockWatch.until) await endLock(lockWatch.until);
    const locked = lockedUntil(at);
    if (locked !== null) {
      const until = new Date(locked).toISOString();
      watchLock(locked);
      lockWatch!.refused += 1;
      if (lockWatch!.refused === 1) await appendQuietly({ event: 'pin-refused-locked', lockedUntil: until });
      return { ok: false, message: lockedMessage(locked), lockedUntil: until };
    }
    const failuresBefore = lock.lockedUntil !== null ? 0 : lock.failures;
    if (await verify(pin, options.pinHash)) {
      await saveLock({ failures: 0, lockedUntil: null });
      try {
        // Fail closed: a session nobody could trace is not opened.
        await log.append({ event: 'pin-accepted' });
        if (!session) await log.append({ event: 'session-start' });
      } catch (error) {
        report('Journal opérateur : écriture impossible', error);
        return { ok: false, message: OPERATOR_LOG_UNAVAILABLE };
      }
      session ??= { lastActionAt: 0, timer: undefined };
      session.lastActionAt = clock.now();
      armIdle();
      return { ok: true };
    }
    const failures = failuresBefore + 1;
    if (failures >= MAX_PIN_FAILURES) {
      const until = at + PIN_LOCK_MS;
      await saveLock({ failures: 0, lockedUntil: until });
      watchLock(until);
      await appendQuietly({ event: 'pin-refused', attemptsLeft: 0 });
      await appendQuietly({ event: 'locked', lockedUntil: new Date(until).toISOString() });
      return { ok: false, message: lockedMessage(until), lockedUntil: new Date(until).toISOString() };
    }
    await saveLock({ failures, lockedUntil: null });
    const attemptsLeft = MAX_PIN_FAILURES - failures;
    await appendQuietly({ event: 'pin-refused', attemptsLeft });
    return { ok: false, message: wrongPinMessage(attemptsLeft), attemptsLeft };
  };

  return {
    unlock: (pin) => serialised(() => attempt(pin)),
    status() {
      const at = clock.now();
      const open = session !== null && at - session.lastActionAt < OPERATOR_IDLE_MS;
      const locked = lockedUntil(at);
      return { sessionOpen: open, lockedUntil: locked === null ? null : new Date(locked).toISOString() };
    },
    leave: () => serialised(() => endSession('quit')),
    close: () =>
      serialised(async () => {
        await endSession('quit');
        if (lockWatch) clock.clearTimeout(lockWatch.timer);
        lockWatch = null;
      }),
    recordAction: (action, outcome, note) =>
      serialised(async () => {
        if (!session || clock.now() - session.lastActionAt >= OPERATOR_IDLE_MS) {
          await endIfIdle();
          return false;
        }
        session.lastActionAt = clock.now();
        armIdle();
        await log.append({ event: 'action', action, outcome, ...(note === undefined ? {} : { note }) });
        return true;
      }),
  };
}
