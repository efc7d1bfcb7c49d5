// English strings only the kiosk shows, twin of fr/kiosk.ts.
import type { Catalog } from '../catalog';
import type { frKiosk } from '../fr/kiosk';

/** Spoken names of the symbol keys. */
const symbolNames: Readonly<Record<string, string>> = {
  '@': 'at sign',
  '.': 'dot',
  '-': 'hyphen',
  _: 'underscore',
  "'": 'apostrophe',
  ',': 'comma',
  '/': 'slash',
  '+': 'plus',
  '.fr': 'dot F R',
  '.com': 'dot com',
};

export const enKiosk: Catalog<typeof frKiosk> = {
  layout: {
    headerLabel: 'Kiosk header',
    footerLabel: 'Kiosk footer',
    footerLinks: 'Legal information',
    close: 'Close',
    elsewhere:
      "This document cannot be displayed on the kiosk. It is available on the network's website and at the sales agency:",
    readTerms: 'Read the terms and conditions of sale',
    termsTitle: 'Terms and conditions of sale',
    actionsLabel: 'Page actions',
  },
  pager: {
    label: 'Pages',
    previous: 'Previous',
    next: 'Next',
    position: (page: number, count: number) => `Page ${page} of ${count}`,
  },
  steps: {
    label: 'Steps of your purchase',
    journeys: {
      ticket: ['Destination', 'Ticket', 'Details', 'Payment'],
      reload: ['Card', 'Ticket', 'Details', 'Payment'],
      reservation: ['Journey', 'Time and seats', 'Details', 'Payment'],
      shop: ['Items', 'Details', 'Payment'],
    },
    done: '(completed)',
  },
  keyboard: {
    label: 'On-screen keyboard',
    hide: 'Hide the keyboard',
    backspace: 'Delete',
    shift: 'Shift',
    capsLock: 'Caps lock',
    domains: 'E-mail domains',
    letters: 'Letters',
    space: 'Space',
    keypadHint:
      'Choose a key with the arrows and type it with Enter. Tab to go on, Escape to go back to the field.',
    symbolNames,
  },
  idle: {
    title: 'Are you still there?',
    text: 'If you do nothing, the kiosk will go back to the home page and your basket and the information you entered will be erased.',
    countdown: (seconds: number) =>
      `Back to the home page in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`,
    continue: 'Continue',
  },
  demandes: {
    documentNote:
      'This document cannot be attached at the kiosk. Hand it in at the sales agency, or attach it later from the link received by email, on a phone or a computer.',
    required: 'required',
    optional: 'optional',
    cannotSend:
      'This request cannot be sent from the kiosk: it needs supporting documents, which cannot be attached here.',
    finishElsewhere:
      'To complete it, open the link received by email on a phone or a computer, or come to the sales agency with your supporting documents:',
    documentsTitle: 'Supporting documents to provide',
    optionalDocuments:
      'Supporting documents cannot be attached at the kiosk. You can send your request without them; once sent, it can no longer be completed from the link received by email.',
  },
  emailHint: 'Your order summary will also be sent to this address.',
  receiptByEmail: 'Your receipt will be sent to you by e-mail.',
  orderLines: 'Your order',
  waitingTitle: 'Payment on the terminal',
  waiting: 'Follow the instructions on the payment terminal: tap, insert or swipe your bank card.',
  amount: 'Amount to pay:',
  approvedTitle: 'Payment accepted',
  approved: 'Thank you! Your order summary is on its way.',
  declinedTitle: 'Payment declined',
  cancelledTitle: 'Payment cancelled',
  cancelled: 'The payment was cancelled on the terminal. Nothing has been debited.',
  unknownTitle: 'Payment result unknown',
  unknown:
    'The connection with the payment terminal was lost before it answered. Do not pay a second time: if your account has been debited, your order will be confirmed automatically.',
  unknownOrder: 'Order number to show at the ticket office:',
  errorTitle: 'Payment not possible',
  error: 'The payment terminal could not start the payment. Nothing has been debited.',
  terminalMessages: {
    approved: 'Payment accepted.',
    declined: 'Payment declined by your bank.',
    declinedByTerminal: 'Payment declined by the terminal.',
    forbiddenCard: 'Payment declined: card not allowed.',
    authorisationRequired:
      'Payment declined: the bank asks for an authorisation the terminal could not obtain.',
    notCompleted: 'Payment not completed. No amount has been debited.',
    cancelled: 'Payment cancelled on the terminal.',
    inputTimeout: 'Payment cancelled: the time to enter your PIN on the terminal ran out.',
    terminalRejected: 'The payment terminal did not accept the request. No amount has been debited.',
    unreachable: 'The payment terminal cannot be reached. No amount has been debited.',
    unknown:
      'The payment result could not be confirmed. Do not pay a second time: the payment is being checked.',
    busy: 'A payment is already in progress on the terminal.',
    invalidRequest: 'The payment request is invalid. No amount has been debited.',
    unavailable: 'The payment cannot start at the moment. No amount has been debited.',
    printingUnavailable:
      'Printing unavailable on this kiosk: the payment was not started. No amount has been debited.',
    saleKindsMissing:
      'The payment request does not say what the basket sells: the payment was not started. No amount has been debited.',
    abortAsked: 'The cancellation has been asked of the terminal. Wait for its answer.',
    abortNotSupported:
      'This terminal cannot cancel from the screen: press the red key on the terminal, or wait for its answer.',
    noPaymentToAbort: 'No payment in progress to cancel on the terminal.',
  },
  retry: 'Retry the payment',
  cancel: 'Cancel',
  cardPaymentTitle: 'Card payment',
  cancelPayment: 'Cancel the payment',
  cancelAsking: 'Asking the terminal to cancel…',
  cancelNotSent: 'The cancellation could not be sent to the terminal: wait for its answer.',
  reader: {
    left: 'The payment terminal is to the left of the screen.',
    right: 'The payment terminal is to the right of the screen.',
    below: 'The payment terminal is below the screen.',
  },
  print: 'Print the receipt',
  receiptEmailed: "This kiosk's printer is unavailable: your receipt is sent to you by e-mail.",
  reprint: 'Reprint the receipt',
  printing: 'Printing the receipt…',
  printed: 'Your receipt has been printed. Please remember to take it.',
  printFailed: 'Printing the receipt failed. Please try again.',
  receiptQueued:
    'Your receipt stays queued for printing in the kiosk. The summary of your order is in the e-mail sent to the address you gave, and your receipt is available at the sales office with your order number.',
  ticketsOnScreen: 'Your tickets, to show to the inspector',
  ticketQrLabel: (ticket: string) => `QR code of ticket no. ${ticket}`,
  ticketNumber: (ticket: string) => `Ticket no. ${ticket}`,
};
