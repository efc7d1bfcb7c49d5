// The receipt printer configuration that prints to a loopback printer (tests/support/loopback-printer.ts).
import type { ReceiptPrinterConfig } from '../../../../src/main/printer';
import type { LoopbackPrinter } from '../../../support/loopback-printer';

export const loopbackPrinterConfig = (loopback: LoopbackPrinter): ReceiptPrinterConfig => ({
  type: 'epson',
  interface: loopback.interface,
  characterSet: 'PC858_EURO',
  width: 42,
  timeoutMs: 2000,
});
