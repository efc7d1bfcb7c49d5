// Fault injection (POST /__emulator/faults) reaches every reservation route by its path, as the portal's
// error texts of SPEC §8 are tested against it.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { visitor } from './helpers';
import { item, RESERVATION_FLAGS, resServer, TOMORROW } from './reservation-helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

const MODIFICATION = '/vente/api/commandesReservation/901/article/1/modificationReservation';
const BODY = {
  codeCourse: 'L1-A-1400',
  dateDepart: `${TOMORROW}T14:06:00`,
  dateArrivee: `${TOMORROW}T14:56:00`,
  email: null,
};

describe('faults on the reservation routes', () => {
  it.each([
    [
      'GET',
      '/topologie/api/coursesOD',
      `?codeOrigine=BLO-GARE&codeDestination=VEN-GARE&date=${TOMORROW}`,
      503,
    ],
    ['GET', '/commerce/api/produit', '?ligne=L1&origine=BLO-GARE&destination=VEN-GARE&vendableWeb=true', 500],
    ['GET', '/commerce/api/quota', `?date=${TOMORROW}&codeCourses=L1-A-0900`, 503],
    [
      'GET',
      '/vente/api/commandesReservation',
      `?numSupport=4113000000000001&dateDepartArticle=${TOMORROW}`,
      500,
    ],
    ['POST', MODIFICATION, '', 500],
    ['POST', '/vente/api/cart/articles', '', 503],
  ])('%s %s answers the injected status, then works again', async (method, path, query, status) => {
    app = await resServer({ control: true });
    const v = await visitor(app);
    const call = () =>
      method === 'GET' ? v.get(`${path}${query}`) : v.post(path, path === MODIFICATION ? BODY : [item()]);
    const fault = await app.inject({
      method: 'POST',
      url: '/__emulator/faults',
      payload: { path, status, times: 1 },
    });
    expect(fault.statusCode).toBe(201);
    const failed = await call();
    expect(failed.statusCode).toBe(status);
    expect(failed.json()).toEqual({ messageError: 'Panne simulée par l’émulateur.' });
    const again = await call();
    expect(again.statusCode).toBe(200);
  });

  it('a failed modification changes nothing', async () => {
    app = await resServer({ control: true });
    const v = await visitor(app);
    await app.inject({
      method: 'POST',
      url: '/__emulator/faults',
      payload: { path: MODIFICATION, status: 500 },
    });
    expect((await v.post(MODIFICATION, BODY)).statusCode).toBe(500);
    const orders = await v.get(
      `/vente/api/commandesReservation?numSupport=4113000000000001&dateDepartArticle=${TOMORROW}`,
    );
    expect(orders.json()).toHaveLength(1);
    expect(
      ((await v.post('/vente/api/cart', RESERVATION_FLAGS)).json() as { products: unknown[] }).products,
    ).toEqual([]);
  });
});
