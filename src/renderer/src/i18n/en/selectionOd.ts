// English strings of the origin-destination screens, twin of fr/selectionOd.ts.
import type { Catalog } from '../catalog';
import type { frSelectionOd } from '../fr/selectionOd';

export const enSelectionOd: Catalog<typeof frSelectionOd> = {
  lineStep: 'Step 1: your line',
  journeyStep: 'Step 2: your journey',
  productStep: 'Step 3: your ticket',
  line: 'Line',
  origin: 'Departure stop',
  destination: 'Arrival stop',
  unavailable: 'Service unavailable. Please try again later.',
  noProduct: 'No product available for sale.',
  genericError: 'An error occurred, please try again.',
  station: {
    destinationStep: 'Step 1: your destination',
    productStep: 'Step 2: your ticket',
    from: (stop) => `From: ${stop}`,
    destinations: 'Destinations',
    filter: 'Filter the destinations',
    noMatch: 'No destination matches.',
    chosen: (destination, line) => `Destination: ${destination} (${line})`,
    lineAsked: (destination) => `Several lines go to ${destination}: choose yours.`,
    changeDestination: 'Change destination',
    otherStop: 'Start from another stop',
    unknown: (code) => `This kiosk's stop (${code}) is unknown to the network: choose your line and stops.`,
  },
};
