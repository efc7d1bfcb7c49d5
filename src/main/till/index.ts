// The counter's till as main opens it (issue 29 §3): its journal and lock in userData, the agents of
// the device configuration, the printer's operator line for the closing reports.
import { join } from 'node:path';
import type { TillAgent } from '../../shared/device-config';
import { fileLockStore } from '../operator/lock-store';
import type { ReceiptPrinter } from '../printer';
import { createAgentChecker, TILL_LOCK_FILE } from './agent-check';
import { openTillJournal, type TillJournal } from './till-journal';
import { createTillService, type TillService } from './till-service';

export {
  createCounterPayments,
  counterDriver,
  tillUnavailablePayments,
  type CounterPayments,
} from './counter-payments';
export type { TillService } from './till-service';

/** The live journal: userData/caisse/caisse.journal; closed sessions in userData/caisse/z/. */
export const TILL_JOURNAL_FILE = join('caisse', 'caisse.journal');

export interface TillSetup {
  service: TillService;
  journal: TillJournal;
}

export async function openTill(options: {
  userDataDir: string;
  agents: readonly TillAgent[];
  printer: Pick<ReceiptPrinter, 'printOnce'>;
  deviceId: string;
  width: number;
  paymentInProgress: () => boolean;
  paidOnDevice: (orderId: string) => boolean;
  now?: () => number;
  log: (message: string, error?: unknown) => void;
}): Promise<TillSetup> {
  const now = options.now ?? Date.now;
  const journal = await openTillJournal({
    path: join(options.userDataDir, TILL_JOURNAL_FILE),
    log: options.log,
  });
  const agents = await createAgentChecker({
    agents: options.agents,
    lockStore: fileLockStore(join(options.userDataDir, TILL_LOCK_FILE)),
    now,
    log: options.log,
  });
  const service = createTillService({
    journal,
    agents,
    print: (commands) => options.printer.printOnce(commands),
    deviceId: options.deviceId,
    width: options.width,
    paymentInProgress: options.paymentInProgress,
    paidOnDevice: options.paidOnDevice,
    now: () => new Date(now()),
    log: options.log,
  });
  return { service, journal };
}
