// The receipt layout (DESIGN "Receipts"): a pure function from the receipt data to a list of printer
// commands, so what a receipt says is tested without a printer; `applyLayout` replays the list onto a
// node-thermal-printer instance.
import type { Receipt } from '../../shared/kiosk-bridge';
import { toPrintable } from './printableText';
import { RECEIPT_LABELS } from './receiptLabels';
import { formatAmount, formatOrderDate, wrapText } from './receiptText';
import { parseTicketQr } from '../../shared/ticket-qr';

export type Alignment = 'left' | 'center' | 'right';

export type ReceiptCommand =
  | { op: 'align'; align: Alignment }
  | { op: 'bold'; on: boolean }
  | { op: 'println'; text: string }
  /** One line: `left` at the left edge, `right` at the right edge (left + right < width). */
  | { op: 'leftRight'; left: string; right: string }
  | { op: 'drawLine' }
  | { op: 'newLine' }
  | { op: 'qr'; data: string }
  | { op: 'cut' };

export interface LayoutOptions {
  /** Characters per line. */
  width: number;
  /** Time zone of the printed date. */
  timeZone?: string;
}

export const DEFAULT_TIME_ZONE = 'Europe/Paris';
/** Module size in dots: a ticket number's QR code is then about 2 cm wide at 203 dpi. */
export const QR_CELL_SIZE = 6;

/** The node-thermal-printer methods the layout uses (the real class, or a recorder in tests). */
export interface LayoutTarget {
  alignLeft(): void;
  alignCenter(): void;
  alignRight(): void;
  bold(enabled: boolean): void;
  println(text: string): void;
  leftRight(left: string, right: string): void;
  drawLine(): void;
  newLine(): void;
  printQR(
    data: string,
    settings?: { cellSize?: number; correction?: 'L' | 'M' | 'Q' | 'H'; model?: number },
  ): void;
  cut(): void;
}

const println = (text: string): ReceiptCommand => ({ op: 'println', text });
const align = (value: Alignment): ReceiptCommand => ({ op: 'align', align: value });
const bold = (on: boolean): ReceiptCommand => ({ op: 'bold', on });

export function paragraph(text: string, width: number): ReceiptCommand[] {
  return wrapText(toPrintable(text), width).map(println);
}

/** A label with its amount on the right; a label too long for one line wraps above the amount. */
export function row(left: string, right: string, width: number): ReceiptCommand[] {
  const label = toPrintable(left);
  if (label.length + 1 + right.length <= width) return [{ op: 'leftRight', left: label, right }];
  return [...wrapText(label, width).map(println), { op: 'leftRight', left: '', right }];
}

function lineCommands(line: Receipt['lines'][number], width: number, locale: string): ReceiptCommand[] {
  const quantity = `${line.quantity} x`;
  // The unit price is shown when it is exact; otherwise only the quantity and the line total.
  const detail =
    line.quantity > 0 && line.totalCents % line.quantity === 0
      ? `${quantity} ${formatAmount(line.totalCents / line.quantity, locale)}`
      : quantity;
  return [
    ...paragraph(line.label, width),
    ...row(`  ${detail}`, formatAmount(line.totalCents, locale), width),
  ];
}

/** A QR code only holds printable ASCII here: node-thermal-printer sizes it by characters, not bytes. */
function isQrPayload(data: string): boolean {
  return /^[\x20-\x7e]+$/.test(data);
}

export function layoutReceipt(receipt: Receipt, options: LayoutOptions): ReceiptCommand[] {
  const { width } = options;
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const text = RECEIPT_LABELS[receipt.language ?? 'fr'];
  const amount = (cents: number) => formatAmount(cents, text.locale);
  const vatCents = receipt.lines.reduce((sum, line) => sum + line.vatCents, 0);
  const commands: ReceiptCommand[] = [
    align('center'),
    bold(true),
    ...paragraph(receipt.shopName, width),
    bold(false),
    ...receipt.addressLines.flatMap((line) => paragraph(line, width)),
    // What the paper is, when it is not an order's receipt: bold, centred under the header.
    ...(receipt.title ? [bold(true), ...paragraph(receipt.title, width), bold(false)] : []),
    align('left'),
    { op: 'drawLine' },
    ...paragraph(text.order(receipt.orderId), width),
    ...paragraph(text.date(formatOrderDate(receipt.orderDate, timeZone)), width),
    { op: 'drawLine' },
    ...receipt.lines.flatMap((line) => lineCommands(line, width, text.locale)),
    { op: 'drawLine' },
  ];
  if (receipt.pickupAtAgency) {
    commands.push(...row(text.pickupRow, amount(0), width));
  } else if (receipt.shippingCents > 0) {
    commands.push(...row(text.shipping, amount(receipt.shippingCents), width));
  }
  commands.push(
    bold(true),
    ...row(text.total, amount(receipt.totalCents), width),
    bold(false),
    ...row(text.vat, amount(vatCents), width),
    { op: 'drawLine' },
    ...paragraph(text.payment(receipt.paymentMode), width),
  );
  if (receipt.paymentReference) commands.push(...paragraph(text.reference(receipt.paymentReference), width));
  if (receipt.maskedPan) commands.push(...paragraph(text.card(receipt.maskedPan), width));
  if (receipt.cash) {
    commands.push(
      ...row(text.cashGiven, amount(receipt.cash.givenCents), width),
      ...row(text.cashChange, amount(receipt.cash.changeCents), width),
    );
  }
  if (receipt.pickupAtAgency) {
    commands.push(
      { op: 'drawLine' },
      bold(true),
      ...paragraph(text.pickupTitle, width),
      bold(false),
      ...paragraph(receipt.shopName, width),
      ...receipt.addressLines.flatMap((line) => paragraph(line, width)),
    );
  }
  commands.push({ op: 'drawLine' }, align('center'));
  receipt.ticketQrCodes.forEach((ticket, index) => {
    if (isQrPayload(ticket)) commands.push({ op: 'qr', data: ticket });
    // A reserved seat's code also holds its day (shared/ticket-qr.ts); the paper says the number.
    commands.push(...paragraph(text.ticket(parseTicketQr(ticket)?.numero ?? ticket), width));
    for (const detail of receipt.ticketDetails?.[index] ?? []) commands.push(...paragraph(detail, width));
    commands.push({ op: 'newLine' });
  });
  commands.push(...paragraph(text.thankYou, width), align('left'), { op: 'cut' });
  return commands;
}

/** Replays the commands onto a printer's buffer (nothing is sent until `execute()`). */
export function applyLayout(printer: LayoutTarget, commands: readonly ReceiptCommand[]): void {
  for (const command of commands) {
    switch (command.op) {
      case 'align':
        if (command.align === 'center') printer.alignCenter();
        else if (command.align === 'right') printer.alignRight();
        else printer.alignLeft();
        break;
      case 'bold':
        printer.bold(command.on);
        break;
      case 'println':
        printer.println(command.text);
        break;
      case 'leftRight':
        printer.leftRight(command.left, command.right);
        break;
      case 'drawLine':
        printer.drawLine();
        break;
      case 'newLine':
        printer.newLine();
        break;
      case 'qr':
        printer.printQR(command.data, { cellSize: QR_CELL_SIZE, correction: 'M', model: 2 });
        break;
      case 'cut':
        printer.cut();
        break;
    }
  }
}
