// The operator screen's overview (issue 25 §2), read in main: the devices as the readiness service last
// saw them, the payment journal's open items, the data disk's free space, versions, uptime and main's
// last errors. Each source is read on demand; a disk that cannot be statted reads null, never a guess.
import { createHash } from 'node:crypto';
import { statfs } from 'node:fs/promises';
import type { OperatorOverview } from '../../shared/kiosk-bridge';
import type { ResolvedDeviceConfig } from '../config/load';
import type { JournalState } from '../payment';
import { unknownPayments } from '../payment/operator-settlement';
import type { PrinterStatus } from '../printer/status';
import type { KioskAbilities, TerminalState } from '../readiness';

export interface OverviewSources {
  /** The readiness service's last inputs and decision; absent (counter), the devices read unknown. */
  readiness?: { inputs(): { printer: PrinterStatus; terminal: TerminalState }; current(): KioskAbilities };
  backOfficeLastSuccessAt(): number | null;
  journal(): JournalState;
  freeDiskBytes(): Promise<number | null>;
  appVersion: string;
  /** Read at each overview: a reloaded configuration shows at once. */
  configuration(): { fingerprint: string; configVersion: string | null };
  startedAt: number;
  now(): number;
  lastErrors(): { at: string; message: string }[];
}

/** Free bytes for the app (blocks available to a non-root user), null when the disk cannot be read. */
export async function freeDiskBytes(dir: string): Promise<number | null> {
  try {
    const stats = await statfs(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}

/**
 * Which configuration the kiosk runs, as 12 hex digits of a SHA-256: the same settings, the same
 * fingerprint, whatever the start. The secrets (device secret, possibly drawn at each start; the PINs'
 * hashes) are left out.
 */
export function configurationFingerprint(config: ResolvedDeviceConfig): string {
  const settings: Partial<ResolvedDeviceConfig> = { ...config };
  delete settings.deviceSecret;
  delete settings.operatorPinHash;
  // The agents who may open the till count, their PINs' hashes do not.
  if (config.tillAgents) settings.tillAgents = config.tillAgents.map(({ id }) => ({ id, pinHash: '' }));
  return createHash('sha256').update(JSON.stringify(settings)).digest('hex').slice(0, 12);
}

export function journalCounts(state: JournalState): OperatorOverview['journal'] {
  let pending = 0;
  let unknown = 0;
  for (const record of state.payments.values()) {
    if (record.awaitingOutcome) pending += 1;
    else if (record.result?.status === 'unknown') unknown += 1;
  }
  return { pending, unknown, undeliveredReports: state.undelivered.size };
}

function printerOf(status: PrinterStatus | undefined): OperatorOverview['printer'] {
  if (!status?.known) return { answered: false, paper: null, coverOpen: false, offline: true };
  return { answered: true, paper: status.paper, coverOpen: status.coverOpen, offline: status.offline };
}

function versionsOf(configuration: ReturnType<OverviewSources['configuration']>) {
  return { configuration: configuration.fingerprint, configVersion: configuration.configVersion };
}

export async function readOverview(sources: OverviewSources): Promise<OperatorOverview> {
  const inputs = sources.readiness?.inputs();
  const lastSuccess = sources.backOfficeLastSuccessAt();
  return {
    terminal: inputs?.terminal ?? 'unknown',
    printer: printerOf(inputs?.printer),
    backOfficeLastSuccessAt: lastSuccess === null ? null : new Date(lastSuccess).toISOString(),
    warnings: sources.readiness?.current().warnings.map((warning) => warning.message) ?? [],
    journal: journalCounts(sources.journal()),
    freeDiskBytes: await sources.freeDiskBytes(),
    versions: { app: sources.appVersion, ...versionsOf(sources.configuration()) },
    uptimeSeconds: Math.max(0, Math.floor((sources.now() - sources.startedAt) / 1000)),
    lastErrors: sources.lastErrors(),
    unknownPayments: unknownPayments(sources.journal()).map((record) => ({
      key: record.key,
      orderId: record.request.orderId,
      amountCents: record.request.amountCents,
      attemptedAt: record.attemptedAt ?? null,
    })),
  };
}
