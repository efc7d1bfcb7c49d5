// Reads the printer's real-time status (status.ts) through node-thermal-printer: each DLE EOT request is
// sent by the library's network interface with `waitForResponse`, which hands back the first bytes the
// printer answers; reading them is ours. One request per connection and one after the other: a network
// printer serves one connection at a time, and each answer is then the one byte of its own request.
import type { ReceiptPrinterConfig } from './config';
import {
  parseStatusBytes,
  STATUS_REQUEST,
  statusByte,
  statusRequestBytes,
  unknownStatus,
  type PrinterStatus,
  type StatusRequest,
} from './status';
import { createThermalPrinter, type StatusExchange } from './thermalPrinter';
import { PrinterTimeoutError, withTimeout } from './timeout';

export interface PrinterStatusReaderDeps {
  /** Builds the connection for one request (default: a fresh node-thermal-printer instance). */
  createExchange?: (config: ReceiptPrinterConfig) => StatusExchange;
  /** Limit for the whole reading, every request included (default: the printer's timeoutMs). */
  timeoutMs?: number;
  log?: (message: string, error?: unknown) => void;
}

export type PrinterStatusReader = () => Promise<PrinterStatus>;

/**
 * Only an ESC/POS printer on TCP can answer: node-thermal-printer reads nothing back from a system print
 * queue or a device path, and a Star printer's command set has no DLE EOT.
 */
export function canReadStatus(config: ReceiptPrinterConfig): boolean {
  return config.type === 'epson' && /^tcp:\/\//i.test(config.interface.trim());
}

class MalformedAnswer extends Error {}

export function createPrinterStatusReader(
  config: ReceiptPrinterConfig,
  deps: PrinterStatusReaderDeps = {},
): PrinterStatusReader {
  const create = deps.createExchange ?? ((c: ReceiptPrinterConfig) => createThermalPrinter(c));
  const timeoutMs = deps.timeoutMs ?? config.timeoutMs;
  const log = (message: string, error?: unknown) => {
    try {
      (deps.log ?? console.warn)(message, error ?? '');
    } catch {
      // A failing logger must not stop the reading.
    }
  };

  return async () => {
    if (!canReadStatus(config)) return unknownStatus('unsupported');
    let expired = false;
    const ask = async (request: StatusRequest): Promise<number> => {
      // Past the limit, the requests not sent yet stay unsent.
      if (expired) throw new PrinterTimeoutError(timeoutMs);
      const exchange = create(config);
      exchange.setBuffer(statusRequestBytes(request));
      const byte = statusByte(await exchange.execute({ waitForResponse: true }));
      if (byte === undefined) throw new MalformedAnswer(`réponse illisible à DLE EOT ${request}`);
      return byte;
    };
    const reading = async (): Promise<PrinterStatus> => {
      const printer = await ask(STATUS_REQUEST.printer);
      const offlineCause = await ask(STATUS_REQUEST.offlineCause);
      const paperSensor = await ask(STATUS_REQUEST.paperSensor);
      // The error cause is asked only when the offline cause says an error occurred (bit 6).
      const errorCause = offlineCause & 0x40 ? await ask(STATUS_REQUEST.errorCause) : undefined;
      return parseStatusBytes({ printer, offlineCause, paperSensor, errorCause });
    };
    try {
      return await withTimeout(reading(), timeoutMs);
    } catch (error) {
      expired = true;
      const reason =
        error instanceof PrinterTimeoutError
          ? 'silent'
          : error instanceof MalformedAnswer
            ? 'malformed'
            : 'unreachable';
      log(`État de l’imprimante inconnu (${reason}, ${config.interface}).`, error);
      return unknownStatus(reason);
    }
  };
}
