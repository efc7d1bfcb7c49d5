// The operator screen's core in main, opened from the app's userData: the operator log, the PIN lock
// kept between restarts, and the access that checks PINs and keeps the session.
import { join } from 'node:path';
import { createOperatorAccess, type OperatorAccess, type OperatorClock } from './access';
import { fileLockStore, OPERATOR_LOCK_FILE } from './lock-store';
import { openOperatorLog, type OperatorLog } from './operator-log';

export { createOperatorAccess, type OperatorAccess, type OperatorClock } from './access';
export type { OperatorLog } from './operator-log';

export const OPERATOR_LOG_FILE = 'operateur.log';

export interface OperatorSetup {
  access: OperatorAccess;
  log: OperatorLog;
}

export async function openOperator(options: {
  userDataDir: string;
  pinHash: string;
  clock: OperatorClock;
  report: (message: string, error: unknown) => void;
}): Promise<OperatorSetup> {
  const log = await openOperatorLog({
    path: join(options.userDataDir, OPERATOR_LOG_FILE),
    now: () => new Date(options.clock.now()),
  });
  const access = await createOperatorAccess({
    pinHash: options.pinHash,
    lockStore: fileLockStore(join(options.userDataDir, OPERATOR_LOCK_FILE)),
    log,
    clock: options.clock,
    report: options.report,
  });
  return { access, log };
}
