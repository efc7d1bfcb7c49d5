// One node-thermal-printer instance per receipt: `execute()` keeps its buffer, so a reused instance would
// send the previous receipts again (STACK.md).
import { BreakLine, PrinterTypes, ThermalPrinter, type CharacterSet } from 'node-thermal-printer';
import type { ReceiptPrinterConfig } from './config';
import type { LayoutTarget } from './layout';

/** What the print queue needs of a printer: the layout calls, a connectivity check and the sending. */
export interface PrinterConnection extends LayoutTarget {
  isPrinterConnected(): Promise<boolean>;
  execute(): Promise<unknown>;
}

/** The calls a real-time status request needs: its bytes as the buffer, then the answer waited for. */
export interface StatusExchange {
  setBuffer(buffer: Buffer): void;
  execute(options: { waitForResponse: boolean }): Promise<unknown>;
}

/**
 * `driver` is the system print module a 'printer:Name' interface needs (node-thermal-printer calls its
 * getPrinter/printDirect); TCP and device-path interfaces need none.
 */
export function createThermalPrinter(
  config: ReceiptPrinterConfig,
  driver?: object,
): PrinterConnection & StatusExchange {
  return new ThermalPrinter({
    type: config.type === 'star' ? PrinterTypes.STAR : PrinterTypes.EPSON,
    interface: config.interface.trim(),
    width: config.width,
    // Selected at the start of every job: the cut that ends a receipt also resets the printer (ESC @).
    characterSet: config.characterSet as CharacterSet,
    // The layout wraps every text to the width itself; the library must not wrap it a second time.
    breakLine: BreakLine.NONE,
    removeSpecialCharacters: false,
    ...(driver ? { driver } : {}),
    options: { timeout: config.timeoutMs },
  });
}
