// A sale's lines as main receives them from the renderer: the kiosk's or counter's payment (saleLines)
// and the till's record of a card-not-present sale (lines). One reader, so the till's report and the
// payment's journal accept the same lines: at most MAX_SALE_LINES, each a label, a quantity and an
// amount, adding up to the sale's amount.
import { MAX_SALE_LINES, type SaleLine } from '../../shared/kiosk-bridge';
import { quoted, type IntegerRule, type PayloadReader, type TextRule } from './validation';

const LABEL: TextRule = { min: 1, max: 120 };
const QUANTITY: IntegerRule = { min: 1, max: 999, unit: 'unités' };

/** The lines under `field`, each at most `maxLineCents`, refused unless they add up to `amountCents`. */
export function readSaleLines(
  read: PayloadReader,
  value: unknown,
  field: string,
  { amountCents, maxLineCents }: { amountCents: number; maxLineCents: number },
): SaleLine[] {
  const cents: IntegerRule = { min: 0, max: maxLineCents, unit: 'centimes' };
  const lines = read.list(value, field, { min: 1, max: MAX_SALE_LINES }, (item, path) => {
    const line = read.object(item, path, ['label', 'quantity', 'amountCents']);
    return {
      label: read.text(line.label, `${path}.label`, LABEL),
      quantity: read.integer(line.quantity, `${path}.quantity`, QUANTITY),
      amountCents: read.integer(line.amountCents, `${path}.amountCents`, cents),
    };
  });
  read.check(() =>
    lines.reduce((sum, line) => sum + line.amountCents, 0) === amountCents
      ? undefined
      : `${quoted(field)} : la somme des lignes doit faire ${quoted('amountCents')}`,
  );
  return lines;
}
