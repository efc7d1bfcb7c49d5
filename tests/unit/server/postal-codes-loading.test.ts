// The postal-code base is read lazily (not at server start) and once for the process, even when the
// first requests arrive together; a failed reading answers 503 and is tried again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FsPromises from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
// Loaded (and so transformed) at collection, untimed: each test's fresh import then only runs it.
import './helpers';

const disk = vi.hoisted(() => ({ reads: [] as string[], failNext: false }));

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  const readFile = ((path: string, ...rest: unknown[]) => {
    if (String(path).endsWith('codes-postaux.json')) {
      disk.reads.push(String(path));
      if (disk.failNext) {
        disk.failNext = false;
        return Promise.reject(new Error('EIO: i/o error'));
      }
    }
    return (actual.readFile as (...args: unknown[]) => Promise<unknown>)(path, ...rest);
  }) as typeof actual.readFile;
  return { ...actual, default: { ...actual, readFile }, readFile };
});

/** A fresh module graph: the postal module starts with nothing loaded. */
async function freshServer() {
  const { server, visitor } = await import('./helpers');
  return { server, visitor };
}

const apps: FastifyInstance[] = [];
beforeEach(() => {
  vi.resetModules();
  disk.reads = [];
  disk.failNext = false;
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

const RENNES = [{ value: 'Rennes', text: '35000 Rennes' }];
const ANNE = {
  gender: 'MME',
  lastname: 'Le Goff',
  firstname: 'Anne',
  email: 'anne@exemple.fr',
  address: '1 rue de Brest',
  countryCode: 250,
  postalCode: '35000',
  town: 'rennes',
};

describe('the postal-code base', () => {
  it('is not read at start, nor for what needs no French town', async () => {
    const { server, visitor } = await freshServer();
    const app = await server();
    apps.push(app);
    const v = await visitor(app);
    await v.get('/vente/api/cities?postalCode=350&countryCode=250');
    await v.get('/vente/api/cities?postalCode=35000&countryCode=276');
    await v.get('/vente/api/cities?postalCode=abcde&countryCode=250');
    const abroad = await v.post('/vente/api/shippingAdress/save', {
      address: {
        gender: 'MME',
        lastname: 'Peeters',
        firstname: 'An',
        email: 'an@exemple.be',
        address: '1 rue Haute',
        countryCode: '56',
        postalCode: '1000',
        town: 'Bruxelles',
      },
    });
    expect(abroad.json()).toEqual({ valid: true });
    expect(disk.reads).toEqual([]);
  });

  it('is read once for requests arriving together, and shared by a second server', async () => {
    const { server, visitor } = await freshServer();
    const app = await server();
    apps.push(app);
    const v = await visitor(app);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => v.get('/vente/api/cities?postalCode=35000&countryCode=250')),
      v.post('/vente/api/shippingAdress/save', { address: ANNE }),
    ]);
    expect(answers.slice(0, 5).map((answer) => answer.json())).toEqual(Array(5).fill(RENNES));
    expect(answers[5]!.json()).toEqual({ valid: true });
    expect(disk.reads).toHaveLength(1);
    expect(disk.reads[0]).toMatch(/node_modules\/codes-postaux\/codes-postaux\.json$/);

    const other = await server();
    apps.push(other);
    expect(
      (await (await visitor(other)).get('/vente/api/cities?postalCode=20000&countryCode=250')).json(),
    ).toHaveLength(2);
    expect(disk.reads).toHaveLength(1);
  });

  it('answers 503 when it cannot be read, then reads it again on the next request', async () => {
    const { server, visitor } = await freshServer();
    const app = await server();
    apps.push(app);
    const v = await visitor(app);
    disk.failNext = true;
    const failed = await v.get('/vente/api/cities?postalCode=35000&countryCode=250');
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({
      messageError: 'La liste des codes postaux est indisponible. Veuillez réessayer plus tard.',
    });
    expect((await v.get('/vente/api/cities?postalCode=35000&countryCode=250')).json()).toEqual(RENNES);
    expect(disk.reads).toHaveLength(2);
  });

  it('answers 503 to an address save it cannot check, and stores nothing', async () => {
    const { server, visitor } = await freshServer();
    const app = await server();
    apps.push(app);
    const v = await visitor(app);
    disk.failNext = true;
    const failed = await v.post('/vente/api/shippingAdress/save', { address: ANNE });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({
      messageError: 'La liste des codes postaux est indisponible. Veuillez réessayer plus tard.',
    });
    // No address stored: a shop order cannot be saved.
    await v.post('/vente/api/cart/article', { type: 'VPC', idProduit: 101, quantite: 1 });
    const order = await v.post('/vente/api/save', {
      isVpc: true,
      isReservation: false,
      isTicketOD: false,
      isRechargementOD: false,
      paymentMode: 'CB',
    });
    expect(order.body).toBe('');
  });
});
