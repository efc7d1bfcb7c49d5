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
export { createThermalPrinter, type PrinterConnection, type StatusExchange } from './thermalPrinter';
export {
  canPrint,
  parseStatusBytes,
  STATUS_REQUEST,
  statusByte,
  statusRequestBytes,
  unknownStatus,
  type PaperState,
  type PrinterErrorCause,
  type PrinterStatus,
  type PrinterStatusAnswer,
  type PrinterStatusUnknown,
  type StatusBytes,
  type StatusRequest,
  type UnknownStatusReason,
} from './status';
export {
  canReadStatus,
  createPrinterStatusReader,
  type PrinterStatusReader,
  type PrinterStatusReaderDeps,
} from './status-reader';
