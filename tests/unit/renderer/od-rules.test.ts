// The origin-destination steps' rules and state (SPEC §4 "Top-up (OD)"): stops offered, the card's
// journey, the products query, the cart items, and what a line change clears.
import { describe, expect, it } from 'vitest';
import type { SellableProduct } from '@shared/reload';
import {
  cardJourney,
  isComplete,
  journeyQuery,
  stopChoices,
  tripItems,
} from '../../../src/renderer/src/features/selection-od/journeyRules';
import {
  destinationChosen,
  journeyPrefilled,
  lineChosen,
  originChosen,
  selectionOdSlice,
} from '../../../src/renderer/src/features/selection-od/selectionOdSlice';
import { stopsOfLine } from '../../../src/renderer/src/features/topology/stopsOfLine';
import { card1, card6, itineraries, lines, odTickets, odTopUps, stops } from './reload-fixtures';

const topology = { lines, itineraries, stops };
const journey = { line: 'L2', origin: 'BLO-GARE', destination: 'CHV-CHAT' };

describe('stops of a line', () => {
  it('come in travel order with their names', () => {
    expect(stopsOfLine('L1', itineraries, stops)).toEqual([
      { code: 'BLO-GARE', libelle: 'Blois – Gare routière' },
      { code: 'BLO-RESI', libelle: 'Blois – Place de la Résistance' },
      { code: 'VEN-GARE', libelle: 'Vendôme – Gare routière' },
    ]);
    expect(stopsOfLine('L9', itineraries, stops)).toEqual([]);
    expect(stopsOfLine(null, itineraries, stops)).toEqual([]);
  });

  it('leave out, in each select, the stop chosen in the other', () => {
    const l2 = stopsOfLine('L2', itineraries, stops);
    expect(stopChoices(l2, 'CHV-CHAT').map((s) => s.code)).toEqual(['BLO-GARE', 'VIN-BOUR', 'ROM-GARE']);
    expect(stopChoices(l2, null)).toHaveLength(4);
  });
});

describe('the card’s journey', () => {
  it('is its origin-destination title’s', () => {
    expect(cardJourney(card6, topology)).toEqual(journey);
  });

  it('is empty without such a title, or when the topology no longer has its line or stops', () => {
    const empty = { line: null, origin: null, destination: null };
    expect(cardJourney(card1, topology)).toEqual(empty);
    expect(cardJourney(card6, { ...topology, lines: lines.slice(0, 1) })).toEqual(empty);
    const elsewhere = {
      ...card6,
      contrats: [{ ...card6.contrats[0]!, codeArretDestination: 'VEN-GARE' }],
    };
    expect(cardJourney(elsewhere, topology)).toEqual(empty);
  });
});

describe('products query', () => {
  it('is the journey for tickets, the journey and the card for a top-up', () => {
    expect(isComplete(journey)).toBe(true);
    expect(isComplete({ ...journey, destination: null })).toBe(false);
    expect(journeyQuery(journey, null)).toEqual({
      ligne: 'L2',
      origine: 'BLO-GARE',
      destination: 'CHV-CHAT',
    });
    expect(journeyQuery(journey, { numero: '100000000002', birthDate: '1990-05-14' })).toEqual({
      ligne: 'L2',
      origine: 'BLO-GARE',
      destination: 'CHV-CHAT',
      numSupport: '100000000002',
      dateNaissance: '1990-05-14',
    });
    expect(journeyQuery(journey, { numero: '100000000006', birthDate: null })).not.toHaveProperty(
      'dateNaissance',
    );
  });
});

const withQuantities = (products: SellableProduct[], quantities: number[]) =>
  products.map((p, i) => ({ ...p, quantity: quantities[i] ?? 0 }));

describe('cart items', () => {
  it('one TICKET_OD per chosen ticket, with codes, names and start of validity', () => {
    expect(tripItems(withQuantities(odTickets, [2, 0, 1]), journey, topology, null)).toEqual([
      {
        type: 'TICKET_OD',
        codeProduitReservation: 'OD-UNITAIRE',
        quantite: 2,
        codeLigne: 'L2',
        codeOrigine: 'BLO-GARE',
        codeDestination: 'CHV-CHAT',
        libelleLigne: 'Ligne 2 Blois – Romorantin-Lanthenay',
        libelleOrigine: 'Blois – Gare routière',
        libelleDestination: 'Cheverny – Château',
        ddv: '2026-11-25',
      },
      {
        type: 'TICKET_OD',
        codeProduitReservation: 'OD-JOUR',
        quantite: 1,
        codeLigne: 'L2',
        codeOrigine: 'BLO-GARE',
        codeDestination: 'CHV-CHAT',
        libelleLigne: 'Ligne 2 Blois – Romorantin-Lanthenay',
        libelleOrigine: 'Blois – Gare routière',
        libelleDestination: 'Cheverny – Château',
        ddv: '2026-11-25',
      },
    ]);
  });

  it('a RECHARGEMENT_ABONNE_OD for the card in a top-up', () => {
    const products = withQuantities(odTopUps, [0, 1, 0]).map((p) => ({ ...p, ddv: '2026-11-30' }));
    expect(tripItems(products, journey, topology, '100000000006')).toEqual([
      {
        type: 'RECHARGEMENT_ABONNE_OD',
        codeProduitReservation: 'OD-ABO-SEMAINE',
        quantite: 1,
        codeLigne: 'L2',
        codeOrigine: 'BLO-GARE',
        codeDestination: 'CHV-CHAT',
        libelleLigne: 'Ligne 2 Blois – Romorantin-Lanthenay',
        libelleOrigine: 'Blois – Gare routière',
        libelleDestination: 'Cheverny – Château',
        ddv: '2026-11-30',
        numSupport: '100000000006',
      },
    ]);
  });
});

describe('steps state', () => {
  const reduce = selectionOdSlice.reducer;
  const chosen = reduce(undefined, journeyPrefilled({ card: '100000000006', ...journey }));

  it('clears the journey when the line changes', () => {
    expect(chosen).toMatchObject({ ...journey, prefilledFor: '100000000006' });
    expect(reduce(chosen, lineChosen('L1'))).toMatchObject({ line: 'L1', origin: null, destination: null });
  });

  it('never has the same stop at both ends', () => {
    expect(reduce(chosen, originChosen('CHV-CHAT'))).toMatchObject({ origin: 'CHV-CHAT', destination: null });
    expect(reduce(chosen, destinationChosen('BLO-GARE'))).toMatchObject({
      origin: null,
      destination: 'BLO-GARE',
    });
    expect(reduce(chosen, originChosen('VIN-BOUR'))).toMatchObject({
      origin: 'VIN-BOUR',
      destination: 'CHV-CHAT',
    });
  });
});
