// An ExportLogsServiceRequest in OTLP/JSON, read into each kiosk's error records (SeverityNumber ERROR
// and above): a one-line French text the fleet page shows. Records below ERROR are taken and not kept.
import { ERROR_SEVERITY } from '../../shared/fleet-telemetry';
import { record } from '../validation';
import type { KioskError } from './fleet';
import { Intake } from './otlp-intake';
import { int64, keptText, messages, optionalMessage, unixNanos, type Message } from './otlp-json';
import { kioskResource, ResourceRefused } from './otlp-resource';

export interface LogsReport {
  deviceId: string;
  errors: KioskError[];
}

/** SeverityNumber's range (FATAL4 = 24). */
const MAX_SEVERITY = 24;
const MAX_ERROR_LENGTH = 500;
const NANOS_PER_MS = 1_000_000n;

/** The record's time (its own, else when it was observed), never after `now`: a kiosk whose clock
 * runs ahead would keep its errors first for ever. Null when a time field is malformed. */
function recordTime(log: Message, now: Date): Date | null {
  const time = unixNanos(log.timeUnixNano);
  const observed = unixNanos(log.observedTimeUnixNano);
  if (time === null || observed === null) return null;
  const nanos = time || observed;
  if (nanos === 0n) return now;
  const ms = Number(nanos / NANOS_PER_MS);
  return ms > now.getTime() ? now : new Date(ms);
}

/** The error a record is, null when it is below ERROR; counts it refused (and null) when it breaks a rule. */
function errorOf(log: Message, now: Date, intake: Intake<LogsReport>): KioskError | null {
  const severity = log.severityNumber === undefined ? 0 : int64(log.severityNumber);
  if (severity === null || severity < 0 || severity > MAX_SEVERITY) {
    intake.reject(1, `Le champ « severityNumber » doit être un entier de 0 à ${MAX_SEVERITY}.`);
    return null;
  }
  if (severity < ERROR_SEVERITY) return null;
  const text = optionalMessage(log.body, 'logRecords.body').stringValue;
  const kept =
    typeof text === 'string'
      ? keptText(text, MAX_ERROR_LENGTH)
      : { problem: 'doit être un texte (stringValue)' };
  if ('problem' in kept) {
    intake.reject(1, `Le corps d’un enregistrement d’erreur ${kept.problem}.`);
    return null;
  }
  const at = recordTime(log, now);
  if (!at) {
    intake.reject(1, 'Les horodatages d’un enregistrement doivent être des entiers de nanosecondes.');
    return null;
  }
  return { at, message: kept.text };
}

/** Reads the whole request; throws BadRequest when its structure is not OTLP's. */
export function readLogs(
  body: unknown,
  isRegistered: (deviceId: string) => boolean,
  now: Date,
): Intake<LogsReport> {
  const intake = new Intake<LogsReport>();
  for (const resourceLogs of messages(record(body).resourceLogs, 'resourceLogs')) {
    const logs = messages(resourceLogs.scopeLogs, 'scopeLogs').flatMap((scope) =>
      messages(scope.logRecords, 'logRecords'),
    );
    let deviceId: string;
    try {
      deviceId = kioskResource(resourceLogs.resource, isRegistered).deviceId;
    } catch (error) {
      if (!(error instanceof ResourceRefused)) throw error;
      intake.refuse(error, logs.length);
      continue;
    }
    const errors: KioskError[] = [];
    for (const log of logs) {
      const error = errorOf(log, now, intake);
      if (error) errors.push(error);
    }
    intake.accepted.push({ deviceId, errors });
  }
  return intake;
}
