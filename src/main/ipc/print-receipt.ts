// kiosk:print-receipt: a checked receipt (structured data within RECEIPT_LIMITS) goes to the printer
// service; everything else is answered with a PrintResult value, and the printer is never reached.
import { RECEIPT_LIMITS, type PrintResult, type Receipt, type ReceiptLine } from '../../shared/kiosk-bridge';
import type { HandlerContext, KioskDeps, KioskHandler } from './kiosk-deps';
import { isAllowedSender, SENDER_REFUSED_MESSAGE } from './sender-check';
import {
  checkArray,
  checkInteger,
  checkIsoDateTime,
  checkOptionalText,
  checkPayloadSize,
  checkShape,
  checkText,
  ORDER_ID_RULE,
  quoted,
  safely,
  type IntegerRule,
  type TextRule,
  type Validation,
} from './validation';

/** Most tickets of one kind a receipt line counts (RECEIPT_LIMITS has no bound of its own for it). */
export const MAX_LINE_QUANTITY = 9999;

export const PRINT_FAILURE_MESSAGE =
  'Le reçu n’a pas pu être imprimé. Réessayez ou adressez-vous au personnel.';

const TEXT: TextRule = { min: 1, max: RECEIPT_LIMITS.text };
const ADDRESS_LINE: TextRule = { min: 0, max: RECEIPT_LIMITS.text };
// node-thermal-printer sizes a QR code by characters but sends UTF-8 bytes: printable ASCII only.
const QR_PAYLOAD: TextRule = {
  min: 1,
  max: RECEIPT_LIMITS.qrPayload,
  pattern: /^[\x20-\x7e]+$/,
  allowed: 'caractères ASCII imprimables',
};
const CENTS: IntegerRule = { min: 0, max: RECEIPT_LIMITS.maxCents, unit: 'centimes' };
const QUANTITY: IntegerRule = { min: 1, max: MAX_LINE_QUANTITY };

const RECEIPT_KEYS = [
  'orderId',
  'orderDate',
  'shopName',
  'addressLines',
  'lines',
  'shippingCents',
  'totalCents',
  'paymentMode',
  'ticketQrCodes',
] as const;
const RECEIPT_OPTIONAL_KEYS = ['paymentReference', 'maskedPan'] as const;
const LINE_KEYS = ['label', 'quantity', 'totalCents', 'vatCents'] as const;

function firstProblem<T>(items: readonly T[], check: (item: T, index: number) => string | undefined) {
  for (const [index, item] of items.entries()) {
    const problem = check(item, index);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

function lineProblem(value: unknown, path: string): string | undefined {
  const shapeProblem = checkShape(value, path, LINE_KEYS);
  if (shapeProblem !== undefined) return shapeProblem;
  const line = value as Record<string, unknown>;
  return (
    checkText(line.label, `${path}.label`, TEXT) ??
    checkInteger(line.quantity, `${path}.quantity`, QUANTITY) ??
    checkInteger(line.totalCents, `${path}.totalCents`, CENTS) ??
    checkInteger(line.vatCents, `${path}.vatCents`, CENTS) ??
    ((line.vatCents as number) > (line.totalCents as number)
      ? `${quoted(`${path}.vatCents`)} dépasse le total de la ligne`
      : undefined)
  );
}

function receiptProblem(payload: unknown): string | undefined {
  const shapeProblem =
    checkPayloadSize(payload) ?? checkShape(payload, '', RECEIPT_KEYS, RECEIPT_OPTIONAL_KEYS);
  if (shapeProblem !== undefined) return shapeProblem;
  const receipt = payload as Record<string, unknown>;
  return (
    checkText(receipt.orderId, 'orderId', ORDER_ID_RULE) ??
    checkIsoDateTime(receipt.orderDate, 'orderDate') ??
    checkText(receipt.shopName, 'shopName', TEXT) ??
    checkArray(receipt.addressLines, 'addressLines', 0, RECEIPT_LIMITS.addressLines) ??
    firstProblem(receipt.addressLines as unknown[], (line, index) =>
      checkText(line, `addressLines[${index}]`, ADDRESS_LINE),
    ) ??
    checkArray(receipt.lines, 'lines', 1, RECEIPT_LIMITS.lines) ??
    firstProblem(receipt.lines as unknown[], (line, index) => lineProblem(line, `lines[${index}]`)) ??
    checkInteger(receipt.shippingCents, 'shippingCents', CENTS) ??
    checkInteger(receipt.totalCents, 'totalCents', CENTS) ??
    checkText(receipt.paymentMode, 'paymentMode', TEXT) ??
    checkOptionalText(receipt.paymentReference, 'paymentReference', TEXT) ??
    checkOptionalText(receipt.maskedPan, 'maskedPan', TEXT) ??
    checkArray(receipt.ticketQrCodes, 'ticketQrCodes', 0, RECEIPT_LIMITS.qrCodes) ??
    firstProblem(receipt.ticketQrCodes as unknown[], (code, index) =>
      checkText(code, `ticketQrCodes[${index}]`, QR_PAYLOAD),
    )
  );
}

export function validateReceipt(payload: unknown): Validation<Receipt> {
  return safely(() => {
    const reason = receiptProblem(payload);
    if (reason !== undefined) return { ok: false, reason };
    const receipt = payload as Receipt;
    // A fresh copy: the printer receives exactly the checked fields, nothing inherited.
    const value: Receipt = {
      orderId: receipt.orderId,
      orderDate: receipt.orderDate,
      shopName: receipt.shopName,
      addressLines: [...receipt.addressLines],
      lines: receipt.lines.map((line): ReceiptLine => ({
        label: line.label,
        quantity: line.quantity,
        totalCents: line.totalCents,
        vatCents: line.vatCents,
      })),
      shippingCents: receipt.shippingCents,
      totalCents: receipt.totalCents,
      paymentMode: receipt.paymentMode,
      ticketQrCodes: [...receipt.ticketQrCodes],
    };
    if (receipt.paymentReference !== undefined) value.paymentReference = receipt.paymentReference;
    if (receipt.maskedPan !== undefined) value.maskedPan = receipt.maskedPan;
    return { ok: true, value };
  });
}

export function createPrintReceiptHandler(
  deps: Pick<KioskDeps, 'printer'>,
  context: HandlerContext,
): KioskHandler {
  return async (sender, payload): Promise<PrintResult> => {
    if (!isAllowedSender(sender, context.allowedOrigin)) {
      context.log('kiosk:print-receipt refusé : origine non autorisée', sender);
      return { ok: false, message: SENDER_REFUSED_MESSAGE };
    }
    const checked = validateReceipt(payload);
    if (!checked.ok) {
      context.log(`kiosk:print-receipt refusé : ${checked.reason}`);
      return { ok: false, message: `Reçu invalide : ${checked.reason}.` };
    }
    try {
      return await deps.printer.print(checked.value);
    } catch (error) {
      context.log('kiosk:print-receipt : le service d’impression a échoué', error);
      return { ok: false, message: PRINT_FAILURE_MESSAGE };
    }
  };
}
