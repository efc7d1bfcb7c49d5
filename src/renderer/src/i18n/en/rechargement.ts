// English strings of the card top-up and of the product chooser it shares with the origin-destination
// screens, twin of fr/rechargement.ts.
import type { Catalog } from '../catalog';
import type { frRechargement } from '../fr/rechargement';

export const enRechargement: Catalog<typeof frRechargement> = {
  lookup: {
    cardNumber: 'Card number',
    cardNumberRequired: 'Please enter a card number',
    cardNumberDigits: 'The card number must contain digits only.',
    birthDate: 'Date of birth',
    birthDateHint: 'Leave empty if your card is not personalised',
    day: 'Day',
    month: 'Month',
    year: 'Year',
    choose: 'Choose',
    validate: 'Confirm',
    notFound: "The card does not exist or the date of birth entered does not match the holder's.",
  },
  card: {
    number: (numero: string) => `Card no. ${numero}`,
    deleted: 'Card deleted.',
    blacklisted: 'This card is blacklisted and cannot be used.',
    valid: 'Valid card.',
  },
  contracts: {
    title: 'My tickets',
    none: 'No ticket available',
    period: (from: string, to: string) => `From ${from} to ${to}`,
    notUsed: 'Not used',
    tripsLeft: (n: number) => (n === 1 ? `${n} trip left` : `${n} trips left`),
    journey: (line: string, from: string, to: string) => `${line}, from ${from} to ${to}`,
    lineCode: (code: string) => `Line ${code}`,
  },
  articles: {
    title: 'Tickets to top up',
    noProduct: 'No product is available for this card.',
  },
  products: {
    validity: (from: string, to: string) =>
      from === to ? `Valid: on ${from}` : `Valid: from ${from} to ${to}`,
    quantity: 'Quantity',
    notForSale: 'This ticket is not available for sale online.',
    oneAtATime: 'One ticket at a time: set the quantity back to 0 to choose another one.',
    allStartsHeld: 'Your card already holds this ticket for every period offered: choose the one to reload.',
    validityStart: 'Start of validity',
    mondaysOnly: 'Choose a Monday.',
    validityUpdated: 'The validity period has been updated.',
    validityFailed: 'Error while calculating the validity period.',
    price: 'Price',
    total: 'Total',
    validate: 'Confirm',
    chooseOne: 'Choose at least one ticket.',
    buy: 'Buy',
    several: 'Several tickets',
  },
  genericError: 'An error occurred, please try again.',
};
