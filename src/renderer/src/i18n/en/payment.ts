// English strings of the payment page, twin of fr/payment.ts.
import type { Catalog } from '../catalog';
import type { frPayment } from '../fr/payment';

export const enPayment: Catalog<typeof frPayment> = {
  strongAuthNotice:
    'In accordance with the European Payment Services Directive (PSD2), your bank may ask you to confirm your payment with strong authentication (a code received by text message, approval in your banking app…).',
  dismissNotice: 'I understand',
  modeLegend: 'Payment method',
  acceptTerms: 'Please accept the terms and conditions of sale.',
  chooseMode: 'Please choose a payment method.',
  addressInvalid: 'Some of the information entered is not valid.',
  initFailed: 'The payment service could not be started. Please try again later.',
  pendingFailed: 'Unable to continue to the payment page.',
  amountChanged: 'The amount of your order has changed. Please check it, then confirm again.',
  cashLegend: 'Cash payment',
  cashToPay: 'Amount to pay',
  cashGiven: 'Amount handed over by the customer (€)',
  cashGivenHint: 'For example 20 or 20.50.',
  cashChange: 'Change to give back',
  cashInvalid: 'Type the amount handed over in euros, for example 20 or 20.50.',
  cashTooLittle: 'The amount handed over is less than the amount to pay.',
  cashTaken: (change: string) => `Cash taken. Change to give back: ${change}.`,
  saleLineShipping: 'Delivery charges',
  tillClosed: 'The till is closed: open it before any sale.',
  cashContinue: 'Continue',
};
