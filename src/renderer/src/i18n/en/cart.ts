// English strings of the basket and of the basket lines other pages show, twin of fr/cart.ts.
import type { Catalog } from '../catalog';
import type { frCart } from '../fr/cart';

import { enValidityRules } from './validityRules';

export const enCart: Catalog<typeof frCart> = {
  title: 'My basket',
  empty: 'There are no products in your basket.',
  remove: 'Remove',
  vatIncluded: 'incl. VAT',
  vat: 'Incl. VAT',
  shipping: 'Delivery charges',
  pickupRow: 'Collection at the agency',
  pickupTitle: 'Collecting your items',
  pickupNotice: 'Your items are to be collected at the sales agency, with no delivery charges.',
  total: 'Total amount to pay',
  acceptTerms: 'I have read and accept the',
  termsLink: 'terms and conditions of sale',
  termsRequired: 'Please accept the terms and conditions of sale.',
  validate: 'Confirm purchases',
  pay: 'Pay',
  cancel: 'Cancel',
  appliRedirect: 'You will be redirected to the secure payment page.',
  departure: 'Departure',
  arrival: 'Arrival',
  line: 'Line',
  returnLeg: 'Return',
  outboundLeg: 'Outbound',
  leg: (from: string, to: string, when: string) => `${from} → ${to}, ${when}`,
  boarding: `Ticket ${enValidityRules.boardingAfterPurchase}`,
  card: (numero: string) => `Card no. ${numero}`,
  validity: (from: string, to: string) =>
    from === to ? `Valid: on ${from}` : `Valid: from ${from} to ${to}`,
  loadError: 'Your basket could not be loaded. Please try again later.',
};
