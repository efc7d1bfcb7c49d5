// The kiosk's destination-first journey (issue 24 item 1): the kiosk's stop as the device says it, the
// stops its lines reach with the lines serving each pair, A to Z, the filter, and the lines left out.
import { describe, expect, it } from 'vitest';
import {
  destinationsFrom,
  filteredDestinations,
  isKnownStop,
  stationOf,
} from '../../../src/renderer/src/features/selection-od/stationRules';
import { itineraries, lines, stops } from './reload-fixtures';

const topology = { lines, itineraries, stops };
// A second line through Vendôme and Blois – Place de la Résistance: two lines serve that pair.
const shared = {
  lines: [...lines, { code: 'L3', libelle: 'Ligne 3 Blois – Vendôme express' }],
  itineraries: [
    ...itineraries,
    {
      codeLigne: 'L3',
      arrets: [
        { codeArret: 'VEN-GARE', ordre: 2 },
        { codeArret: 'BLO-GARE', ordre: 1 },
      ],
    },
  ],
  stops,
};

describe('stationOf', () => {
  it('takes a stop code’s shape only', () => {
    expect(stationOf({ station: 'BLO-GARE' })).toBe('BLO-GARE');
    expect(stationOf({ station: null })).toBeNull();
    expect(stationOf({})).toBeNull();
    expect(stationOf(null)).toBeNull();
    expect(stationOf({ station: 'blo gare' })).toBeNull();
    expect(stationOf({ station: 'X'.repeat(21) })).toBeNull();
    expect(stationOf({ station: 42 as unknown as string })).toBeNull();
  });

  it('knows whether the topology has the stop', () => {
    expect(isKnownStop('BLO-GARE', topology)).toBe(true);
    expect(isKnownStop('NUL-PART', topology)).toBe(false);
  });
});

describe('destinationsFrom', () => {
  it('lists every stop of every line through the station, A to Z, with its lines', () => {
    expect(destinationsFrom('BLO-GARE', topology)).toEqual([
      { code: 'BLO-RESI', libelle: 'Blois – Place de la Résistance', lines: ['L1'] },
      { code: 'CHV-CHAT', libelle: 'Cheverny – Château', lines: ['L2'] },
      { code: 'ROM-GARE', libelle: 'Romorantin-Lanthenay – Gare', lines: ['L2'] },
      { code: 'VEN-GARE', libelle: 'Vendôme – Gare routière', lines: ['L1'] },
      { code: 'VIN-BOUR', libelle: 'Vineuil – Bourg', lines: ['L2'] },
    ]);
  });

  it('names every line serving a pair (the line is then asked)', () => {
    const vendome = destinationsFrom('BLO-GARE', shared).find((d) => d.code === 'VEN-GARE');
    expect(vendome?.lines).toEqual(['L1', 'L3']);
  });

  it('leaves out the lines that sell nothing, and has nothing from a stop no line serves', () => {
    expect(destinationsFrom('BLO-GARE', topology, ['L2']).map((d) => d.code)).toEqual([
      'BLO-RESI',
      'VEN-GARE',
    ]);
    expect(destinationsFrom('NUL-PART', topology)).toEqual([]);
  });
});

describe('filteredDestinations', () => {
  const all = destinationsFrom('BLO-GARE', topology);
  it('keeps the destinations with a word starting with what is typed, accents and case aside', () => {
    expect(filteredDestinations(all, 'ven').map((d) => d.code)).toEqual(['VEN-GARE']);
    expect(filteredDestinations(all, 'GARE').map((d) => d.code)).toEqual(['ROM-GARE', 'VEN-GARE']);
    expect(filteredDestinations(all, 'resis').map((d) => d.code)).toEqual(['BLO-RESI']);
    expect(filteredDestinations(all, 'vendôme gare').map((d) => d.code)).toEqual([]);
    expect(filteredDestinations(all, '  ')).toEqual(all);
  });
});
