// An exporter that cannot reach the collector must never reach the app: the SDK already swallows the
// failure (its global error handler), this says it once per outage in the app's log, and once when it
// is over, instead of every interval for hours.
import { ExportResultCode, type ExportResult } from '@opentelemetry/core';

interface Exporter<T> {
  export(items: T, resultCallback: (result: ExportResult) => void): void;
}

function reasonOf(result: ExportResult): string {
  const error = result.error;
  if (!error) return 'raison inconnue';
  return error.message || error.name;
}

/** Wraps `exporter.export` in place (the SDK's reader and processor keep the same object). */
export function watchOutages<T>(
  exporter: Exporter<T>,
  what: string,
  target: string,
  log: (message: string) => void,
): void {
  const send = exporter.export.bind(exporter);
  let failing = false;
  const say = (message: string) => {
    try {
      log(message);
    } catch {
      // A failing logger must not break the export either.
    }
  };
  exporter.export = (items, resultCallback) =>
    send(items, (result) => {
      if (result.code === ExportResultCode.SUCCESS) {
        if (failing) say(`Télémétrie : envoi des ${what} rétabli vers ${target}.`);
        failing = false;
      } else if (!failing) {
        failing = true;
        say(
          `Télémétrie : envoi des ${what} impossible vers ${target} (${reasonOf(result)}) ; nouvel essai au prochain rapport.`,
        );
      }
      resultCallback(result);
    });
}
