// English strings of the reservation's change (modify tab, /reservation/modification, QR code), twin of
// fr/reservationModification.ts.
import type { Catalog } from '../catalog';
import type { frModification } from '../fr/reservationModification';

export const enModification: Catalog<typeof frModification> = {
  modifyHint: 'Enter your ticket number and its departure date, or scan its QR code.',
  ticketRequired: 'Please enter a ticket number.',
  ticketDigits: 'The ticket number contains digits only.',
  ticketTooLong: 'The ticket number is not valid (maximum 40 digits).',
  departureRequired: "Please choose the ticket's departure date.",
  departurePast: 'Changes are no longer allowed after the departure time.',
  dateHint: 'dd/mm/yyyy',
  missing: (fields: string[]) => `To confirm, complete: ${fields.join(', ')}.`,
  kioskReader: "You can also hold the ticket's QR code in front of the reader.",

  backToModify: 'Enter another ticket number',
  ticketTitle: 'Your ticket',
  ticket: 'Ticket number',
  product: 'Ticket type',
  journey: 'Journey',
  journeyText: (origin: string, destination: string) => `${origin} → ${destination}`,
  departure: 'Departure',
  departureText: (day: string, time: string) => `${day} at ${time}`,
  price: 'Price',
  newDateTitle: 'Choose a new date',
  newDateRequired: 'Please choose a new departure date.',
  newDatePast: 'The new date must be today or later.',
  tripsTitle: 'Trips available on that day',
  searching: 'Searching for trips…',

  confirmTitle: 'Confirm the change',
  confirmText: 'Your ticket will be replaced by a ticket for this trip:',
  emailHint: 'The new ticket will be sent to this address.',
  emailErrors: {
    required: 'Please enter an email address.',
    tooLong: 'The email address is not valid (maximum 120 characters).',
    invalid: 'The email address is not valid.',
  },
  submitting: 'Changing your ticket…',

  doneTitle: 'Your reservation has been changed.',
  print: 'Print the new ticket',
  reprint: 'Reprint the new ticket',
  printing: 'Printing the ticket…',
  printed: 'Your new ticket has been printed. Please remember to take it.',
  printFailed: 'Printing the ticket failed. Please try again.',
  home: 'Back to the home page',

  qrVideo: 'Camera image',
  qrAim: "Hold the ticket's QR code in front of the camera.",
  qrStarting: 'Opening the camera…',
  qrNotTicket: 'The QR code read is not a ticket. Enter its number or try again.',
  qrNothingRead: 'No QR code could be read. Bring the ticket closer to the camera or enter its number.',
  cameraRefused:
    'Access to the camera was denied. Allow the camera for this site, or enter the ticket number.',
  cameraMissing: 'No camera is available on this device. Enter the ticket number.',
  cameraFailed: 'The camera could not be opened. Enter the ticket number.',
  readerFailed: 'The QR code reader could not start. Enter the ticket number.',
};
