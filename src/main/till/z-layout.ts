// The closing report on paper (« ticket Z », issue 29 §3): sales by product and by mode, the card
// total, the cash expected, counted and the difference. Printer commands, like the receipt's layout,
// so what the paper says is tested without a printer.
import { formatOrderDate, formatAmount } from '../printer/receiptText';
import { DEFAULT_TIME_ZONE, paragraph, row, type ReceiptCommand } from '../printer/layout';
import type { TillMode, TillReport } from './till-state';

export const TILL_MODE_LABELS: Record<TillMode, string> = {
  card: 'Carte bancaire (terminal)',
  cash: 'Espèces',
  'card-not-present': 'Carte bancaire (page de paiement)',
};

export const Z_TEXTS = {
  title: 'TICKET Z - CLÔTURE DE CAISSE',
  counter: (deviceId: string) => `Guichet : ${deviceId}`,
  session: (id: string) => `Session : ${id}`,
  opened: (at: string, agent: string) => `Ouverture : ${at} (${agent})`,
  closed: (at: string, agent: string) => `Clôture : ${at} (${agent})`,
  byProduct: 'Ventes par produit',
  noSale: 'Aucune vente',
  byMode: 'Ventes par mode',
  mode: (mode: TillMode, sales: number) => `${TILL_MODE_LABELS[mode]} (${sales})`,
  total: 'Total des ventes',
  cancelled: (count: number) => `Ventes annulées : ${count}`,
  card: 'Total carte bancaire',
  float: 'Fond de caisse',
  cashSales: 'Ventes en espèces',
  expected: 'Espèces attendues',
  counted: 'Espèces comptées',
  difference: 'Écart',
  reprint: (at: string) => `Réimpression du ${at}`,
} as const;

/** "+1,50 €", "-2,00 €", "0,00 €": the sign of a difference is read at a glance. */
export function formatDifference(cents: number): string {
  if (cents === 0) return formatAmount(0);
  return `${cents > 0 ? '+' : '-'}${formatAmount(Math.abs(cents))}`;
}

export interface ZLayoutOptions {
  width: number;
  deviceId: string;
  timeZone?: string;
  /** ISO time of a reprint: printed at the bottom, so a copy is never taken for the original. */
  reprintedAt?: string;
}

export function layoutTillReport(report: TillReport, options: ZLayoutOptions): ReceiptCommand[] {
  const { width } = options;
  const zone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const date = (iso: string) => formatOrderDate(iso, zone);
  const amountRow = (label: string, cents: number) => row(label, formatAmount(cents), width);
  const commands: ReceiptCommand[] = [
    { op: 'align', align: 'center' },
    { op: 'bold', on: true },
    ...paragraph(Z_TEXTS.title, width),
    { op: 'bold', on: false },
    ...paragraph(Z_TEXTS.counter(options.deviceId), width),
    { op: 'align', align: 'left' },
    { op: 'drawLine' },
    ...paragraph(Z_TEXTS.session(report.session), width),
    ...paragraph(Z_TEXTS.opened(date(report.openedAt), report.agentId), width),
  ];
  if (report.closedAt && report.closedBy)
    commands.push(...paragraph(Z_TEXTS.closed(date(report.closedAt), report.closedBy), width));
  commands.push({ op: 'drawLine' }, { op: 'bold', on: true }, ...paragraph(Z_TEXTS.byProduct, width));
  commands.push({ op: 'bold', on: false });
  if (report.byProduct.length === 0) commands.push(...paragraph(Z_TEXTS.noSale, width));
  for (const product of report.byProduct)
    commands.push(...amountRow(`${product.quantity} x ${product.label}`, product.amountCents));
  commands.push({ op: 'drawLine' }, { op: 'bold', on: true }, ...paragraph(Z_TEXTS.byMode, width));
  commands.push({ op: 'bold', on: false });
  for (const mode of report.byMode)
    commands.push(...amountRow(Z_TEXTS.mode(mode.mode, mode.sales), mode.amountCents));
  commands.push(
    { op: 'bold', on: true },
    ...amountRow(Z_TEXTS.total, report.totalCents),
    { op: 'bold', on: false },
    ...paragraph(Z_TEXTS.cancelled(report.cancelledCount), width),
    { op: 'drawLine' },
    ...amountRow(Z_TEXTS.card, report.cardCents),
    ...amountRow(Z_TEXTS.float, report.floatCents),
    ...amountRow(Z_TEXTS.cashSales, report.cashSalesCents),
    ...amountRow(Z_TEXTS.expected, report.expectedCashCents),
  );
  if (report.countedCashCents !== null && report.differenceCents !== null) {
    commands.push(
      ...amountRow(Z_TEXTS.counted, report.countedCashCents),
      { op: 'bold', on: true },
      ...row(Z_TEXTS.difference, formatDifference(report.differenceCents), width),
      { op: 'bold', on: false },
    );
  }
  if (options.reprintedAt)
    commands.push({ op: 'drawLine' }, ...paragraph(Z_TEXTS.reprint(date(options.reprintedAt)), width));
  commands.push({ op: 'cut' });
  return commands;
}
