// SPEC §7 topology routes (contract §1 "Topology"): five lines of Loir-et-Cher, their stops and routes,
// the shared stops, and no query parameter accepted.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Itinerary, Line, PhysicalStop } from '../../../src/shared/topology';
import { TOPOLOGY_PATHS } from '../../../src/shared/topology';
import { server, visitor } from './helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

async function topology() {
  app = await server();
  const v = await visitor(app);
  const get = async <T>(path: string) => {
    const response = await v.get(path);
    expect(response.statusCode).toBe(200);
    return response.json() as T;
  };
  return {
    v,
    lines: await get<Line[]>(TOPOLOGY_PATHS.lines),
    stops: await get<PhysicalStop[]>(TOPOLOGY_PATHS.stops),
    itineraries: await get<Itinerary[]>(TOPOLOGY_PATHS.itineraries),
  };
}

describe('topology', () => {
  it('lists the five lines with their labels (en dash, no arrow)', async () => {
    const { lines } = await topology();
    expect(lines).toEqual([
      { code: 'L1', libelle: 'Ligne 1 Blois – Vendôme' },
      { code: 'L2', libelle: 'Ligne 2 Blois – Romorantin-Lanthenay' },
      { code: 'L3', libelle: 'Ligne 3 Blois – Montrichard Val de Cher' },
      { code: 'L4', libelle: 'Ligne 4 Blois – Mer' },
      { code: 'L5', libelle: 'Ligne scolaire Vendôme – Montoire-sur-le-Loir' },
    ]);
  });

  it('gives one route per line, 8 to 15 known stops numbered 1..n, no stop twice', async () => {
    const { itineraries, stops, lines } = await topology();
    expect(itineraries.map((i) => i.codeLigne)).toEqual(lines.map((l) => l.code));
    const known = new Set(stops.map((s) => s.code));
    for (const { arrets } of itineraries) {
      expect(arrets.length).toBeGreaterThanOrEqual(8);
      expect(arrets.length).toBeLessThanOrEqual(15);
      expect(arrets.map((a) => a.ordre)).toEqual(arrets.map((_a, index) => index + 1));
      expect(new Set(arrets.map((a) => a.codeArret)).size).toBe(arrets.length);
      for (const a of arrets) expect(known.has(a.codeArret)).toBe(true);
    }
    // Every stop is served by some line, and codes are unique.
    const served = new Set(itineraries.flatMap((i) => i.arrets.map((a) => a.codeArret)));
    expect([...known].filter((code) => !served.has(code))).toEqual([]);
    expect(known.size).toBe(stops.length);
  });

  it('shares the stations between lines and puts Cheverny castle on line 2', async () => {
    const { itineraries, stops } = await topology();
    const linesOf = (code: string) =>
      itineraries.filter((i) => i.arrets.some((a) => a.codeArret === code)).map((i) => i.codeLigne);
    expect(linesOf('BLO-GARE')).toEqual(['L1', 'L2', 'L3', 'L4']);
    expect(linesOf('BLO-RESI')).toEqual(['L1', 'L3']);
    expect(linesOf('VEN-GARE')).toEqual(['L1', 'L5']);
    expect(linesOf('VIN-CENT')).toEqual(['L2', 'L4']);
    expect(linesOf('CHV-CHAT')).toEqual(['L2']);
    const stop = (code: string) => stops.find((s) => s.code === code);
    expect(stop('BLO-GARE')).toEqual({
      code: 'BLO-GARE',
      codeCommercial: 'BLOIS-GARE',
      libelle: 'Blois – Gare routière',
    });
    expect(stop('BLO-RESI')?.libelle).toBe('Blois – Place de la Résistance');
    expect(stop('VEN-GARE')?.libelle).toBe('Vendôme – Gare routière');
    expect(stop('CHV-CHAT')?.libelle).toBe('Cheverny – Château');
    for (const s of stops) {
      expect(s.code).toMatch(/^[A-Z]{3}-[A-Z]{4}$/);
      expect(s.codeCommercial).toMatch(/^[A-Z]+(-[A-Z]+)*$/);
      // "Town – place", WinAnsi only (the ticket PDF prints them).
      expect(s.libelle).toMatch(/^\S.* – \S.*$/);
      expect([...s.libelle].every((c) => c.charCodeAt(0) < 0x100 || '–’œ'.includes(c))).toBe(true);
    }
  });

  it('line 2 runs from Blois station to Romorantin, with Cheverny 6th', async () => {
    const { itineraries } = await topology();
    const l2 = itineraries.find((i) => i.codeLigne === 'L2')!.arrets.map((a) => a.codeArret);
    expect(l2).toEqual([
      'BLO-GARE',
      'BLO-VIEN',
      'VIN-CENT',
      'CEL-BOUR',
      'CCH-MAIR',
      'CHV-CHAT',
      'FON-BOUR',
      'MUR-MAIR',
      'ROM-PAIX',
      'ROM-GARE',
    ]);
  });

  it.each([TOPOLOGY_PATHS.lines, TOPOLOGY_PATHS.stops, TOPOLOGY_PATHS.itineraries])(
    '%s takes no query parameter',
    async (path) => {
      app = await server();
      const v = await visitor(app);
      for (const [query, message] of [
        ['?ligne=L1', 'Paramètre inconnu : « ligne ».'],
        ['?x=1&x=2', 'Paramètre inconnu : « x ».'],
        ['?', null],
      ] as const) {
        const response = await v.get(`${path}${query}`);
        if (message === null) expect(response.statusCode).toBe(200);
        else {
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({ messageError: message });
        }
      }
    },
  );

  it('needs the bearer token', async () => {
    app = await server();
    expect((await app.inject({ method: 'GET', url: TOPOLOGY_PATHS.lines })).statusCode).toBe(401);
  });
});
