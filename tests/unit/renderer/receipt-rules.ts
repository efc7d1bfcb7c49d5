// Main's receipt validation (src/main/ipc/print-receipt.ts validateReceipt), replayed with the shared
// rules it is built on: the renderer's tests may not import main (eslint room rules). Every text is
// checked in NFC and counted in code points, as main counts it; the result lists every refusal, so a
// test shows all that is wrong at once.
import { isMaskedPan } from '@shared/masked-pan';
import { normaliseText, unsafeTextProblem } from '@shared/safe-text';
import { RECEIPT_LANGUAGES, RECEIPT_LIMITS, type Receipt } from '@shared/kiosk-bridge';

/** src/main/ipc/print-receipt.ts MAX_LINE_QUANTITY. */
const MAX_LINE_QUANTITY = 9999;
const ORDER_ID = /^[A-Za-z0-9-]{1,32}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const QR_PAYLOAD = /^[\x20-\x7e]+$/;

export function receiptProblems(receipt: Receipt): string[] {
  const problems: string[] = [];
  const text = (value: unknown, path: string, min: number, max: number = RECEIPT_LIMITS.text) => {
    if (typeof value !== 'string') return problems.push(`${path} n'est pas un texte`);
    const nfc = normaliseText(value);
    if (nfc !== value) problems.push(`${path} n'est pas en NFC`);
    const length = Array.from(nfc).length;
    if (length < min || length > max) problems.push(`${path} compte ${length} caractères`);
    const unsafe = unsafeTextProblem(nfc);
    if (unsafe) problems.push(`${path} ${unsafe}`);
    if (min > 0 && nfc.trim() === '') problems.push(`${path} est vide`);
    return undefined;
  };
  const integer = (value: unknown, path: string, min: number, max: number) => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
      problems.push(`${path} vaut ${String(value)}`);
  };
  const list = (value: unknown, path: string, min: number, max: number) => {
    if (!Array.isArray(value) || value.length < min || value.length > max)
      problems.push(`${path} compte ${Array.isArray(value) ? value.length : '?'} éléments`);
  };

  if (!ORDER_ID.test(receipt.orderId)) problems.push(`orderId ${receipt.orderId}`);
  if (!ISO_DATE_TIME.test(receipt.orderDate)) problems.push(`orderDate ${receipt.orderDate}`);
  text(receipt.shopName, 'shopName', 1);
  list(receipt.addressLines, 'addressLines', 0, RECEIPT_LIMITS.addressLines);
  receipt.addressLines.forEach((line, index) => text(line, `addressLines[${index}]`, 0));
  list(receipt.lines, 'lines', 1, RECEIPT_LIMITS.lines);
  receipt.lines.forEach((line, index) => {
    const path = `lines[${index}]`;
    text(line.label, `${path}.label`, 1);
    integer(line.quantity, `${path}.quantity`, 1, MAX_LINE_QUANTITY);
    integer(line.totalCents, `${path}.totalCents`, 0, RECEIPT_LIMITS.maxCents);
    integer(line.vatCents, `${path}.vatCents`, 0, RECEIPT_LIMITS.maxCents);
    if (line.vatCents > line.totalCents) problems.push(`${path}.vatCents dépasse le total de la ligne`);
  });
  integer(receipt.shippingCents, 'shippingCents', 0, RECEIPT_LIMITS.maxCents);
  if (receipt.pickupAtAgency !== undefined && typeof receipt.pickupAtAgency !== 'boolean')
    problems.push(`pickupAtAgency vaut ${String(receipt.pickupAtAgency)}`);
  if (receipt.pickupAtAgency === true && receipt.shippingCents > 0)
    problems.push('pickupAtAgency avec des frais de livraison');
  integer(receipt.totalCents, 'totalCents', 0, RECEIPT_LIMITS.maxCents);
  text(receipt.paymentMode, 'paymentMode', 1);
  if (receipt.paymentReference !== undefined) text(receipt.paymentReference, 'paymentReference', 1);
  if (receipt.title !== undefined) text(receipt.title, 'title', 1);
  if (receipt.language !== undefined && !RECEIPT_LANGUAGES.includes(receipt.language))
    problems.push(`language ${String(receipt.language)}`);
  if (receipt.maskedPan !== undefined && !isMaskedPan(normaliseText(receipt.maskedPan)))
    problems.push(`maskedPan ${receipt.maskedPan}`);
  list(receipt.ticketQrCodes, 'ticketQrCodes', 0, RECEIPT_LIMITS.qrCodes);
  receipt.ticketQrCodes.forEach((code, index) => {
    text(code, `ticketQrCodes[${index}]`, 1, RECEIPT_LIMITS.qrPayload);
    if (!QR_PAYLOAD.test(code)) problems.push(`ticketQrCodes[${index}] n'est pas en ASCII imprimable`);
  });
  if (receipt.ticketDetails !== undefined) {
    const count = receipt.ticketQrCodes.length;
    list(receipt.ticketDetails, 'ticketDetails', count, count);
    receipt.ticketDetails.forEach((details, index) => {
      list(details, `ticketDetails[${index}]`, 0, RECEIPT_LIMITS.ticketDetailLines);
      details.forEach((line, at) => text(line, `ticketDetails[${index}][${at}]`, 1));
    });
  }
  const sum = receipt.lines.reduce((total, line) => total + line.totalCents, receipt.shippingCents);
  if (sum !== receipt.totalCents)
    problems.push(`totalCents ${receipt.totalCents} ≠ lignes + livraison ${sum}`);
  return problems;
}
