// GET /topologie/api/coursesOD: the rolling timetable (90 days from the emulator's today in Paris), runs
// of several lines, a run past midnight, a line that does not run on Sundays, and the strict query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Course } from '../../../src/shared/reservation';
import { legOf } from '../../../src/shared/reservation-rules';
import { visitor, type Visitor } from './helpers';
import { AFTER_WINDOW, LAST_DAY, resServer, SUNDAY, TODAY, TOMORROW, YESTERDAY } from './reservation-helpers';

let app: FastifyInstance;
let v: Visitor;
beforeAll(async () => {
  app = await resServer();
  v = await visitor(app);
});
afterAll(() => app.close());

const search = (origin: string, destination: string, day: string) =>
  v.get(`/topologie/api/coursesOD?codeOrigine=${origin}&codeDestination=${destination}&date=${day}`);

async function courses(origin: string, destination: string, day: string): Promise<Course[]> {
  const response = await search(origin, destination, day);
  expect(response.statusCode).toBe(200);
  return response.json() as Course[];
}

const NO_RUN = { messageError: 'Aucun trajet disponible pour la date choisie.' };

describe('GET /topologie/api/coursesOD', () => {
  it('gives every run of the day calling at the origin then the destination, with its stops and times', async () => {
    const runs = await courses('BLO-GARE', 'VEN-GARE', TOMORROW);
    expect(runs.map((r) => r.code)).toEqual([
      'L1-A-0610',
      'L1-A-0730',
      'L1-A-0900',
      'L1-A-1215',
      'L1-A-1400',
      'L1-A-1730',
      'L1-A-1900',
    ]);
    const run = runs[2]!;
    expect(run).toMatchObject({
      code: 'L1-A-0900',
      date: TOMORROW,
      codeLigne: 'L1',
      libelleLigne: 'Ligne 1 Blois – Vendôme',
      dateDepart: `${TOMORROW}T09:00:00`,
      dateArrivee: `${TOMORROW}T09:56:00`,
    });
    expect(run.etapes).toHaveLength(10);
    expect(run.etapes[0]).toEqual({
      codeArret: 'BLO-RESI',
      ordre: 1,
      heureArrivee: '09:00',
      heureDepart: '09:00',
    });
    expect(run.etapes[1]).toEqual({
      codeArret: 'BLO-GARE',
      ordre: 2,
      heureArrivee: '09:06',
      heureDepart: '09:06',
    });
    expect(run.etapes[9]).toEqual({
      codeArret: 'VEN-GARE',
      ordre: 10,
      heureArrivee: '09:56',
      heureDepart: '09:56',
    });
    expect(legOf(run, 'BLO-GARE', 'VEN-GARE')).toEqual({
      codeCourse: 'L1-A-0900',
      codeLigne: 'L1',
      libelleLigne: 'Ligne 1 Blois – Vendôme',
      dateDepart: `${TOMORROW}T09:06:00`,
      dateArrivee: `${TOMORROW}T09:56:00`,
    });
  });

  it('runs the other way on the return direction, stops reversed', async () => {
    const runs = await courses('VEN-GARE', 'BLO-GARE', TOMORROW);
    expect(runs.map((r) => r.code)).toEqual([
      'L1-R-0645',
      'L1-R-0815',
      'L1-R-1200',
      'L1-R-1630',
      'L1-R-1810',
      'L1-R-2100',
    ]);
    expect(legOf(runs[3]!, 'VEN-GARE', 'BLO-GARE')).toMatchObject({
      dateDepart: `${TOMORROW}T16:30:00`,
      dateArrivee: `${TOMORROW}T17:20:00`,
    });
  });

  it('answers runs of several lines serving both stops, by boarding time at the origin', async () => {
    const runs = await courses('BLO-GARE', 'VIN-CENT', TOMORROW);
    expect(new Set(runs.map((r) => r.codeLigne))).toEqual(new Set(['L2', 'L4']));
    const boarding = runs.map((r) => legOf(r, 'BLO-GARE', 'VIN-CENT')!.dateDepart);
    expect(boarding).toEqual([...boarding].sort());
    expect(runs.map((r) => r.code).slice(0, 3)).toEqual(['L2-A-0600', 'L4-A-0640', 'L2-A-0830']);
  });

  it('includes a run reaching its end after midnight: its leg ends, or even starts, the next day', async () => {
    const runs = await courses('BLO-GARE', 'ROM-GARE', TOMORROW);
    const late = runs.find((r) => r.code === 'L2-A-2340')!;
    expect(late).toMatchObject({
      date: TOMORROW,
      dateDepart: `${TOMORROW}T23:40:00`,
      dateArrivee: '2026-11-27T00:46:00',
    });
    expect(late.etapes.find((e) => e.codeArret === 'ROM-GARE')!.heureArrivee).toBe('00:46');
    expect(legOf(late, 'BLO-GARE', 'ROM-GARE')).toMatchObject({
      dateDepart: `${TOMORROW}T23:40:00`,
      dateArrivee: '2026-11-27T00:46:00',
    });
    // Boarding at Cheverny at 00:11: the run is still listed on the day it started.
    const fromCheverny = await courses('CHV-CHAT', 'ROM-GARE', TOMORROW);
    const run = fromCheverny.find((r) => r.code === 'L2-A-2340')!;
    expect(legOf(run, 'CHV-CHAT', 'ROM-GARE')).toMatchObject({
      dateDepart: '2026-11-27T00:11:00',
      dateArrivee: '2026-11-27T00:46:00',
    });
  });

  it('line 3 does not run on Sundays: a search on its own stops answers 404 that day', async () => {
    expect((await courses('SGF-MAIR', 'MTR-GARE', '2026-11-28')).map((r) => r.code)).toEqual([
      'L3-A-0700',
      'L3-A-1230',
      'L3-A-1745',
    ]);
    const sunday = await search('SGF-MAIR', 'MTR-GARE', SUNDAY);
    expect(sunday.statusCode).toBe(404);
    expect(sunday.json()).toEqual(NO_RUN);
    // Line 1 runs on Sundays.
    expect(await courses('BLO-GARE', 'VEN-GARE', SUNDAY)).toHaveLength(7);
  });

  it('covers today (runs already gone included, for the alternatives) to the 90th day, nothing else', async () => {
    const today = await courses('BLO-GARE', 'VEN-GARE', TODAY);
    expect(today[0]).toMatchObject({ code: 'L1-A-0610', dateDepart: `${TODAY}T06:10:00` });
    expect(await courses('BLO-GARE', 'VEN-GARE', LAST_DAY)).toHaveLength(7);
    for (const day of [YESTERDAY, AFTER_WINDOW, '2020-01-01']) {
      const response = await search('BLO-GARE', 'VEN-GARE', day);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NO_RUN);
    }
  });

  it('moves with the clock: a server started another day answers from that day', async () => {
    const later = await resServer({ now: () => new Date('2027-03-01T08:00:00Z') });
    const other = await visitor(later);
    const response = await other.get(
      '/topologie/api/coursesOD?codeOrigine=BLO-GARE&codeDestination=VEN-GARE&date=2027-05-29',
    );
    expect(response.statusCode).toBe(200);
    expect(
      (
        await other.get(
          '/topologie/api/coursesOD?codeOrigine=BLO-GARE&codeDestination=VEN-GARE&date=2027-05-30',
        )
      ).statusCode,
    ).toBe(404);
    await later.close();
  });

  it('answers 404 for stops no run joins in that order', async () => {
    for (const [origin, destination] of [
      ['VEN-GARE', 'MER-GARE'],
      ['MTO-COLL', 'VEN-LYCE'],
    ]) {
      const response = await search(origin!, destination!, TOMORROW);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NO_RUN);
    }
  });

  it.each([
    [
      'a missing date',
      'codeOrigine=BLO-GARE&codeDestination=VEN-GARE',
      'Le champ « date » doit être une date aaaa-mm-jj.',
    ],
    [
      'an empty date',
      'codeOrigine=BLO-GARE&codeDestination=VEN-GARE&date=',
      'Le champ « date » doit être une date aaaa-mm-jj.',
    ],
    [
      'a date that does not exist',
      'codeOrigine=BLO-GARE&codeDestination=VEN-GARE&date=2026-02-30',
      'Le champ « date » doit être une date aaaa-mm-jj.',
    ],
    [
      'a French date',
      'codeOrigine=BLO-GARE&codeDestination=VEN-GARE&date=26/11/2026',
      'Le champ « date » doit être une date aaaa-mm-jj.',
    ],
    [
      'a repeated date',
      `codeOrigine=BLO-GARE&codeDestination=VEN-GARE&date=${TOMORROW}&date=${TOMORROW}`,
      'Le paramètre « date » ne doit être donné qu’une fois.',
    ],
    [
      'an unknown parameter',
      `codeOrigine=BLO-GARE&codeDestination=VEN-GARE&date=${TOMORROW}&ligne=L1`,
      'Paramètre inconnu : « ligne ».',
    ],
    [
      'a missing origin',
      `codeDestination=VEN-GARE&date=${TOMORROW}`,
      'Le champ « codeOrigine » n’est pas un code d’arrêt valide.',
    ],
    [
      'a malformed stop',
      `codeOrigine=blo%20gare&codeDestination=VEN-GARE&date=${TOMORROW}`,
      'Le champ « codeOrigine » n’est pas un code d’arrêt valide.',
    ],
    [
      'an unknown stop',
      `codeOrigine=BLO-GARE&codeDestination=NUL-PART&date=${TOMORROW}`,
      'L’arrêt d’arrivée n’existe pas.',
    ],
    [
      'the same stop twice',
      `codeOrigine=BLO-GARE&codeDestination=BLO-GARE&date=${TOMORROW}`,
      'L’arrêt d’arrivée doit être différent de l’arrêt de départ.',
    ],
  ])('refuses %s with a French 400', async (_name, query, message) => {
    const response = await v.get(`/topologie/api/coursesOD?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ messageError: message });
  });
});
