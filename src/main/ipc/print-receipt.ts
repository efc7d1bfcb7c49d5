// kiosk:print-receipt: a checked receipt (structured data within RECEIPT_LIMITS) goes to the printer
// service; everything else is answered with a PrintResult value, and the printer is never reached.
import {
  INVALID_PAYLOAD,
  RECEIPT_LANGUAGES,
  RECEIPT_LIMITS,
  type PrintResult,
  type Receipt,
  type ReceiptLine,
} from '../../shared/kiosk-bridge';
import { maskedPanProblem } from '../../shared/masked-pan';
import type { HandlerContext, KioskDeps, KioskHandler } from './kiosk-deps';
import { isAllowedSender, SENDER_REFUSED_MESSAGE } from './sender-check';
import {
  checkIsoDateTime,
  checkPayloadSize,
  formatInteger,
  ORDER_ID_RULE,
  PayloadReader,
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
/** The renderer copies it from the terminal's answer: only a masked form is ever printed. */
const MASKED_PAN: TextRule = { min: 1, max: RECEIPT_LIMITS.text, refine: maskedPanProblem };
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
const RECEIPT_OPTIONAL_KEYS = [
  'paymentReference',
  'maskedPan',
  'pickupAtAgency',
  'ticketDetails',
  'title',
  'language',
  'cash',
] as const;
const LINE_KEYS = ['label', 'quantity', 'totalCents', 'vatCents'] as const;

function readLine(read: PayloadReader, value: unknown, path: string): ReceiptLine {
  const line = read.object(value, path, LINE_KEYS);
  const checked: ReceiptLine = {
    label: read.text(line.label, `${path}.label`, TEXT),
    quantity: read.integer(line.quantity, `${path}.quantity`, QUANTITY),
    totalCents: read.integer(line.totalCents, `${path}.totalCents`, CENTS),
    vatCents: read.integer(line.vatCents, `${path}.vatCents`, CENTS),
  };
  read.check(() =>
    checked.vatCents > checked.totalCents
      ? `${quoted(`${path}.vatCents`)} dépasse le total de la ligne`
      : undefined,
  );
  return checked;
}

const LANGUAGE_UNKNOWN = `${quoted('language')} doit valoir ${RECEIPT_LANGUAGES.map((code) => `« ${code} »`).join(' ou ')}`;
const CASH_NOT_ADDING_UP = `${quoted('cash')} : le montant remis moins la monnaie rendue doit faire ${quoted('totalCents')}`;
const PICKUP_NOT_BOOLEAN = `${quoted('pickupAtAgency')} doit valoir true ou false`;
/** Goods collected at the agency are not shipped: a receipt saying both contradicts itself. */
const PICKUP_WITH_SHIPPING = `${quoted('pickupAtAgency')} : des articles retirés à l’agence n’ont pas de frais de livraison`;

/**
 * The printed total must be what the printed lines and shipping add up to (cents, integers): a receipt
 * must not show "Total payé" for an amount its own lines contradict. Line VAT is already bounded by its
 * line total, so the VAT printed ("Dont TVA", their sum) never exceeds the goods.
 */
function totalProblem(receipt: Receipt): string | undefined {
  const expected = receipt.lines.reduce((sum, line) => sum + line.totalCents, receipt.shippingCents);
  if (expected === receipt.totalCents) return undefined;
  return (
    `${quoted('totalCents')} (${formatInteger(receipt.totalCents)} centimes) ne correspond pas à la ` +
    `somme des lignes et des frais de livraison (${formatInteger(expected)} centimes)`
  );
}

/** The checked receipt, built fresh: the printer receives exactly these fields, nothing inherited. */
export function validateReceipt(payload: unknown): Validation<Receipt> {
  return safely(() => {
    const read = new PayloadReader();
    read.check(checkPayloadSize(payload));
    const receipt = read.object(payload, '', RECEIPT_KEYS, RECEIPT_OPTIONAL_KEYS);
    // Read in the order of the fields, so the first refusal named is the first bad field.
    const orderId = read.text(receipt.orderId, 'orderId', ORDER_ID_RULE);
    read.check(() => checkIsoDateTime(receipt.orderDate, 'orderDate'));
    const value: Receipt = {
      orderId,
      orderDate: receipt.orderDate as string,
      shopName: read.text(receipt.shopName, 'shopName', TEXT),
      addressLines: read.list(
        receipt.addressLines,
        'addressLines',
        { min: 0, max: RECEIPT_LIMITS.addressLines },
        (line, path) => read.text(line, path, ADDRESS_LINE),
      ),
      lines: read.list(receipt.lines, 'lines', { min: 1, max: RECEIPT_LIMITS.lines }, (line, path) =>
        readLine(read, line, path),
      ),
      shippingCents: read.integer(receipt.shippingCents, 'shippingCents', CENTS),
      totalCents: read.integer(receipt.totalCents, 'totalCents', CENTS),
      paymentMode: read.text(receipt.paymentMode, 'paymentMode', TEXT),
      ticketQrCodes: [],
    };
    const paymentReference = read.optionalText(receipt.paymentReference, 'paymentReference', TEXT);
    const maskedPan = read.optionalText(receipt.maskedPan, 'maskedPan', MASKED_PAN);
    value.ticketQrCodes = read.list(
      receipt.ticketQrCodes,
      'ticketQrCodes',
      { min: 0, max: RECEIPT_LIMITS.qrCodes },
      (code, path) => read.text(code, path, QR_PAYLOAD),
    );
    if (receipt.ticketDetails !== undefined) {
      // One list per QR code, so a ticket's lines can never be printed under another ticket's code.
      const count = value.ticketQrCodes.length;
      value.ticketDetails = read.list(
        receipt.ticketDetails,
        'ticketDetails',
        { min: count, max: count },
        (details, path) =>
          read.list(details, path, { min: 0, max: RECEIPT_LIMITS.ticketDetailLines }, (line, linePath) =>
            read.text(line, linePath, TEXT),
          ),
      );
    }
    if (paymentReference !== undefined) value.paymentReference = paymentReference;
    if (maskedPan !== undefined) value.maskedPan = maskedPan;
    const pickup = receipt.pickupAtAgency;
    if (pickup !== undefined) {
      read.check(() => (typeof pickup === 'boolean' ? undefined : PICKUP_NOT_BOOLEAN));
      read.check(() => (pickup === true && value.shippingCents > 0 ? PICKUP_WITH_SHIPPING : undefined));
      value.pickupAtAgency = pickup === true;
    }
    // What the paper is when it is not an order's receipt (« Justificatif de paiement à bord »): a printed
    // text like the others, checked by the same rule.
    const title = read.optionalText(receipt.title, 'title', TEXT);
    if (title !== undefined) value.title = title;
    const language = receipt.language;
    if (language !== undefined) {
      const known = RECEIPT_LANGUAGES.find((code) => code === language);
      read.check(() => (known ? undefined : LANGUAGE_UNKNOWN));
      if (known) value.language = known;
    }
    if (receipt.cash !== undefined) {
      // A counter's cash sale: what was handed over covers the total, the change is the rest.
      const cash = read.object(receipt.cash, 'cash', ['givenCents', 'changeCents']);
      const givenCents = read.integer(cash.givenCents, 'cash.givenCents', CENTS);
      const changeCents = read.integer(cash.changeCents, 'cash.changeCents', CENTS);
      read.check(() => (givenCents - changeCents === value.totalCents ? undefined : CASH_NOT_ADDING_UP));
      value.cash = { givenCents, changeCents };
    }
    read.check(() => totalProblem(value));
    return read.result(value);
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
      return INVALID_PAYLOAD.printReceipt(checked.reason);
    }
    try {
      return await deps.printer.print(checked.value);
    } catch (error) {
      context.log('kiosk:print-receipt : le service d’impression a échoué', error);
      return { ok: false, message: PRINT_FAILURE_MESSAGE };
    }
  };
}
