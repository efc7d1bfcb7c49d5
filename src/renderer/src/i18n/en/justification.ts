// English strings of the on-board payments' summary, twin of fr/justification.ts.
import type { Catalog } from '../catalog';
import type { frJustification } from '../fr/justification';

export const enJustification: Catalog<typeof frJustification> = {
  noTransactions:
    'No contactless on-board transaction has been made with this payment card in the last thirty days.',
  noTransactionsInPeriod:
    'No contactless on-board transaction has been made with this payment card over the chosen period.',
  error: 'An error occurred.',
  filterLabel: 'Period',
  periodStart: 'Start of period',
  periodEnd: 'End of period',
  filter: 'Filter by date',
  periodOrder: 'The start date of the period must be earlier than its end date.',
  periodStartMissing: 'Please enter the start date of the period.',
  periodEndMissing: 'Please enter the end date of the period.',
  caption: (from: string, to: string) => `Your contactless on-board payments from ${from} to ${to}`,
  tableRegion: 'On-board payments table, scrollable',
  orderId: 'Order no.',
  date: 'Date',
  paymentRef: 'Payment reference',
  product: 'Product',
  quantity: 'Quantity',
  priceTtc: 'Price incl. VAT',
  priceHt: 'Price excl. VAT',
  vatRate: 'VAT rate',
  actions: 'Actions',
  trips: 'Number of trips',
  period: 'Period',
  periodValue: (from: string, to: string) => `from ${from} to ${to}`,
  total: 'TOTAL',
  pendingMark: '*',
  pendingHidden: ' (debit pending)',
  pendingLegend: 'Debit pending: this payment has not been debited from your card yet.',
  vatPercent: (percent: string) => `${percent}%`,
  capNote: (amount: string) => `Daily cap: ${amount} off this payment`,
  downloadAll: 'Download all',
  download: 'Download',
  print: 'Print',
  printAll: 'Print all',
  proofOf: (refArchi: string) => ` the proof of payment ${refArchi}`,
  downloading: 'Downloading…',
  printing: 'Printing…',
  printed: (count: number) =>
    count > 1
      ? `${count} proofs of payment have been printed. Please remember to take them.`
      : 'Your proof of payment has been printed. Please remember to take it.',
  printFailed: 'Printing the proof of payment failed. Please try again.',
  printedBeforeFailure: (printed: number, total: number) =>
    `${printed} of ${total} proof${total > 1 ? 's' : ''} of payment printed.`,
  restart: 'Start again',
  receiptTitle: 'On-board proof of payment',
  receiptPaymentMode: 'Contactless bank card on board',
  receiptTrip: 'On-board trip',
  receiptOtherLines: (count: number) => `Other trips (${count})`,
  receiptAllLines: (count: number) => `Trips of the payment (${count})`,
};
