// Receipt printing in the main process: layout, code page handling and the print queue.
export { printerConfigErrors, MAX_WIDTH, MIN_WIDTH, type ReceiptPrinterConfig } from './config';
export {
  applyLayout,
  DEFAULT_TIME_ZONE,
  layoutReceipt,
  QR_CELL_SIZE,
  type Alignment,
  type LayoutOptions,
  type LayoutTarget,
  type ReceiptCommand,
} from './layout';
export {
  createReceiptPrinter,
  PRINTER_UNAVAILABLE_MESSAGE,
  RECEIPT_UNPRINTABLE_MESSAGE,
  type ReceiptPrinter,
  type ReceiptPrinterDeps,
} from './printer';
export { toPrintable } from './printableText';
export { RECEIPT_LABELS, type ReceiptLabels } from './receiptLabels';
export { formatAmount, formatOrderDate, wrapText } from './receiptText';
export { createThermalPrinter, type PrinterConnection } from './thermalPrinter';
