// The back office's on-board payment routes (SPEC §7): the orders bound to taps (repeated idTransSec,
// unknown ones left out, strict query, bearer) and the proofs of payment as a PDF (one page per payment,
// the operator, amounts and VAT; every item checked against the clearing, every refusal in French).
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO_ONBOARD_CARDS } from '../../../src/server/onboard/demo-cards';
import type { OnboardClearing } from '../../../src/server/onboard/clearing';
import {
  COMMANDES_VALIDEUR_CB_PATH as ORDERS,
  PDF_ACHAT_BORNE_PATH as PROOFS,
  type CardValidatorOrder,
  type ProofRequestItem,
  type SmactTransaction,
} from '../../../src/shared/onboard-payments';
import { server, visitor, type Visitor } from './helpers';
import { LOOKUP_RESET_PATH } from '../../../src/server/control';
import { clearingAt, clock, EXPIRY, isComplete, onboardServer, proofItem } from './onboard-helpers';
import { pdfText } from './purchase-helpers';

let app: FastifyInstance;
let clearing: OnboardClearing;
let v: Visitor;
afterEach(() => app?.close());

async function start() {
  clearing = clearingAt();
  app = await onboardServer(clearing, clock, { control: true });
  v = await visitor(app);
}

/** The one refusal of a proof request that does not match what the session was given (issue 23). */
const REFUSED =
  'Justificatif refusé : la demande ne correspond pas aux trajets de votre carte. Recherchez à nouveau vos trajets.';

/** Refused with the one text; the look-ups' throttle is then reset, so a test may try many wrong ones. */
async function expectRefused(body: unknown, by: Visitor = v) {
  const response = await by.post(PROOFS, body as object);
  expect(response.statusCode, JSON.stringify(body).slice(0, 200)).toBe(400);
  expect(response.json()).toEqual({ messageError: REFUSED });
  expect((await app.inject({ method: 'DELETE', url: LOOKUP_RESET_PATH })).statusCode).toBe(204);
}

const recordsOf = (name: keyof typeof DEMO_ONBOARD_CARDS) =>
  clearing.recentRecords(DEMO_ONBOARD_CARDS[name].replace(/ /g, ''), EXPIRY) as Partial<SmactTransaction>[];

const query = (ids: string[]) =>
  `${ORDERS}?${ids.map((id) => `idTransSec=${encodeURIComponent(id)}`).join('&')}`;

/** The orders of these taps, as the portal reads them. */
async function ordersOf(taps: SmactTransaction[]): Promise<CardValidatorOrder[]> {
  const response = await v.get(query(taps.map((t) => t.idTransSec)));
  expect(response.statusCode).toBe(200);
  return response.json() as CardValidatorOrder[];
}

/** The portal's body for these taps: one item per order bound to them. */
async function itemsOf(taps: SmactTransaction[]): Promise<ProofRequestItem[]> {
  const orders = await ordersOf(taps);
  return orders.map((order) =>
    proofItem(
      order,
      taps.find((t) => t.idTransSec === order.numTransaction)!,
    ),
  );
}

const text = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, ' ');
/** Pages of a pdfkit document (its page objects, not the /Pages tree). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

const expect400 = async (body: unknown, messageError: string) => {
  const response = await v.post(PROOFS, body as object);
  expect(response.statusCode, JSON.stringify(body).slice(0, 200)).toBe(400);
  expect(response.json()).toEqual({ messageError });
};

describe(`GET ${ORDERS}`, () => {
  it('answers the orders bound to the repeated idTransSec, in the order asked', async () => {
    await start();
    const taps = recordsOf('withTrips') as SmactTransaction[];
    const orders = await ordersOf(taps);
    // 11 taps, one of them paying two orders.
    expect(orders).toHaveLength(12);
    expect([...new Set(orders.map((o) => o.numTransaction))]).toEqual(taps.map((t) => t.idTransSec));
    expect(orders[0]).toEqual({
      numTransaction: taps[0]!.idTransSec,
      id: expect.any(Number),
      cmdDate: taps[0]!.date,
      prdCode: 'BORD-UNITAIRE',
      prdLibelle: 'Ticket unitaire à bord',
      quantite: 1,
      prixTTC: 230,
      prixHT: 209,
      tauxTVA: 1000,
    });
    // Asked twice, answered once.
    const once = await ordersOf([taps[1]!, taps[1]!]);
    expect(once).toHaveLength(1);
  });

  it('leaves unknown taps out (card C’s complete record the back office does not know)', async () => {
    await start();
    const complete = recordsOf('incomplete').filter(isComplete);
    expect(complete).toHaveLength(3);
    const orders = await ordersOf(complete);
    expect(new Set(orders.map((o) => o.numTransaction)).size).toBe(2);
    expect((await v.get(query(['INCONNU-1', 'INCONNU_2']))).json()).toEqual([]);
  });

  it('reads its query strictly: a French 400 for a missing, empty, malformed or unknown parameter', async () => {
    await start();
    const rule = 'Le paramètre « idTransSec » doit compter de 1 à 40 lettres, chiffres, « - » ou « _ ».';
    const cases: [string, string][] = [
      [ORDERS, 'Indiquez au moins un paiement (« idTransSec »).'],
      [`${ORDERS}?idTransSec=`, rule],
      [`${ORDERS}?idTransSec=A&idTransSec=`, rule],
      [`${ORDERS}?idTransSec=${'A'.repeat(41)}`, rule],
      [`${ORDERS}?idTransSec=A%20B`, rule],
      [`${ORDERS}?idTransSec=A&autre=1`, 'Paramètre inconnu : « autre ».'],
      [`${ORDERS}?idTransSec[]=A`, 'Paramètre inconnu : « idTransSec[] ».'],
      [
        query(Array.from({ length: 101 }, (_, i) => `T${i}`)),
        'Au plus 100 paiements (« idTransSec ») par demande.',
      ],
    ];
    for (const [url, messageError] of cases) {
      const response = await v.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ messageError });
    }
    expect((await v.get(query(Array.from({ length: 100 }, (_, i) => `T${i}`)))).json()).toEqual([]);
  });

  it('needs the bearer, as every back-office route', async () => {
    await start();
    const response = await app.inject({ method: 'GET', url: query(['A']) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      messageError: 'Authentification requise : jeton absent, invalide ou expiré.',
    });
  });
});

describe(`POST ${PROOFS}`, () => {
  it('answers one payment’s proof: the operator, the payment, each order with its VAT, the totals', async () => {
    await start();
    const twoOrders = (recordsOf('withTrips') as SmactTransaction[]).find((t) => t.montant === 580)!;
    const response = await v.post(PROOFS, await itemsOf([twoOrders]));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Justificatif_cb_${twoOrders.refArchi}.pdf"`,
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(1);
    const [first, second] = clearing.ordersOf([twoOrders.idTransSec]);
    expect(text(pdf)).toContain(
      [
        'Ligéo – réseau de transport de Blois et du Loir-et-Cher',
        'Agence commerciale Ligéo',
        '12 place de la Gare',
        '41000 Blois',
        'Du lundi au samedi, de 7 h 30 à 19 h – 02 54 00 00 00',
        'Justificatif de paiement à bord',
        'Paiement sans contact du 11/03/2026 07:42',
        `Référence d’archive : ${twoOrders.refArchi}`,
        'Montant payé 5,80 €',
        `Commande n° ${first!.id} – Ticket unitaire à bord × 2`,
        'Prix TTC 4,60 €',
        'Prix HT 4,18 €',
        'TVA 10 % 0,42 €',
        `Commande n° ${second!.id} – Ticket enfant à bord (4 à 11 ans) × 1`,
        'Prix TTC 1,20 €',
        'Prix HT 1,09 €',
        'TVA 10 % 0,11 €',
        'Total TTC 5,80 €',
        'Total HT 5,27 €',
        'Total TVA 0,53 €',
        'Justificatif établi le 14/03/2026 10:30.',
      ].join(' '),
    );
    expect(text(pdf)).not.toContain('Débit en attente');
    // No discount on this payment: no « Remise … 0,00 € » line to puzzle over.
    expect(text(pdf)).not.toContain('Remise');
  });

  it('answers every payment in one file, a page each, the pending debit and the discount said', async () => {
    await start();
    const taps = recordsOf('withTrips') as SmactTransaction[];
    const response = await v.post(PROOFS, await itemsOf(taps));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Justificatifs_cb.pdf"');
    const pdf = response.rawPayload;
    expect(pageCount(pdf)).toBe(11);
    const all = text(pdf);
    for (const tap of taps) expect(all).toContain(`Référence d’archive : ${tap.refArchi}`);
    expect(all.match(/Justificatif de paiement à bord/g)).toHaveLength(11);
    expect(all.match(/Agence commerciale Ligéo/g)).toHaveLength(11);
    expect(all).toContain(
      `Référence d’archive : ${taps[0]!.refArchi} Montant payé 2,30 € Débit en attente : la carte n’a pas encore été débitée.`,
    );
    // Only the capped payment says its discount, and why.
    expect(all.match(/Remise/g)).toHaveLength(1);
    expect(all).toContain('Montant payé 1,40 € Remise (plafonnement journalier) 0,90 €');
    expect(all).toContain('Ticket 1 heure à bord × 1 Prix TTC 1,50 € Prix HT 1,36 € TVA 10 % 0,14 €');
  });

  it('takes one order of a payment of two: its page shows that order', async () => {
    await start();
    const twoOrders = (recordsOf('withTrips') as SmactTransaction[]).find((t) => t.montant === 580)!;
    const [, child] = await itemsOf([twoOrders]);
    const response = await v.post(PROOFS, [child]);
    expect(response.statusCode).toBe(200);
    const shown = text(response.rawPayload);
    expect(shown).toContain('Montant payé 5,80 €');
    expect(shown).toContain('Ticket enfant à bord (4 à 11 ans) × 1');
    expect(shown).not.toContain('Ticket unitaire à bord × 2');
    expect(shown).toContain('Total TTC 1,20 €');
  });

  it('refuses with one and the same French text whatever field does not match the clearing', async () => {
    await start();
    const taps = recordsOf('withTrips') as SmactTransaction[];
    const [item] = await itemsOf([taps[1]!]);
    const other = taps[2]!;
    const [otherItem] = await itemsOf([other]);
    await expectRefused([{ ...item, idCommande: 999_999 }]);
    // Another order the session was given, with this one's payment.
    await expectRefused([{ ...item, idCommande: otherItem!.idCommande }]);
    await expectRefused([{ ...item, refPaiement: other.refArchi }]);
    await expectRefused([{ ...item, dateRefPaiement: other.date }]);
    await expectRefused([{ ...item, prixTtcRefPaiement: item!.prixTtcRefPaiement + 1 }]);
    await expectRefused([{ ...item, remise: 90 }]);
    await expectRefused([{ ...item, montant: 1 }]);
    // The same instant written with its Paris offset is the same date.
    const paris = new Date(Date.parse(item!.dateRefPaiement) + 3_600_000)
      .toISOString()
      .replace('Z', '+01:00');
    expect((await v.post(PROOFS, [{ ...item, dateRefPaiement: paris }])).statusCode).toBe(200);
    // One bad item refuses the whole request.
    const [good] = await itemsOf([taps[3]!]);
    await expectRefused([good, { ...item, montant: 1 }]);
  });

  it('proves only the orders commandesValideurCb gave the same session', async () => {
    await start();
    const taps = recordsOf('withTrips') as SmactTransaction[];
    const items = await itemsOf(taps.slice(0, 3));
    // Another visitor knowing every field, but not given the orders, gets the same refusal.
    const stranger = await visitor(app);
    await expectRefused(items, stranger);
    await expectRefused([items[0]], stranger);
    // Given one tap's orders, it may prove those and no other.
    await stranger.get(query([taps[0]!.idTransSec]));
    expect((await stranger.post(PROOFS, [items[0]!])).statusCode).toBe(200);
    await expectRefused(items, stranger);
    // The session the orders were given to still gets them all.
    expect((await v.post(PROOFS, items)).statusCode).toBe(200);
  });

  it('refuses the orders of an incomplete record: its payment cannot be proved', async () => {
    await start();
    const incomplete = recordsOf('incomplete').filter((r) => !isComplete(r));
    for (const record of incomplete) {
      // The session is given its orders: only the incomplete record refuses the proof.
      const [order] = (await v.get(query([record.idTransSec!]))).json() as CardValidatorOrder[];
      const item: ProofRequestItem = {
        idCommande: order!.id,
        refPaiement: record.refArchi ?? 'RA0000000000',
        dateRefPaiement: record.date!,
        prixTtcRefPaiement: record.montant ?? order!.prixTTC,
        montant: order!.prixTTC,
        remise: record.remise!,
      };
      await expectRefused([item]);
    }
  });

  it('reads its body strictly: each malformed one is a French 400', async () => {
    await start();
    const [item] = await itemsOf([(recordsOf('withTrips') as SmactTransaction[])[1]!]);
    const list = 'Le corps de la requête doit être une liste de 1 à 100 commandes à justifier.';
    await expect400({}, list);
    await expect400([], list);
    await expect400(
      Array.from({ length: 101 }, () => item),
      list,
    );
    await expect400([item, 'x'], 'L’élément n° 2 de la demande doit être un objet.');
    await expect400([null], 'L’élément n° 1 de la demande doit être un objet.');
    await expect400([[item]], 'L’élément n° 1 de la demande doit être un objet.');
    await expect400([{ ...item, extra: 1 }], 'Champ inconnu de l’élément n° 1 : « extra ».');
    const withoutRemise: Partial<ProofRequestItem> = { ...item! };
    delete withoutRemise.remise;
    await expect400(
      [withoutRemise],
      'Le champ « remise » de l’élément n° 1 doit être un montant entier en centimes (0 à 100000000).',
    );
    for (const idCommande of [0, -1, 1.5, '880001', null])
      await expect400(
        [{ ...item, idCommande }],
        'Le champ « idCommande » de l’élément n° 1 doit être un entier positif.',
      );
    for (const refPaiement of ['', 'A B', 'A'.repeat(41), 12, '../x'])
      await expect400(
        [{ ...item, refPaiement }],
        'Le champ « refPaiement » de l’élément n° 1 doit compter de 1 à 40 lettres, chiffres, « - » ou « _ ».',
      );
    for (const dateRefPaiement of [
      '',
      '2026-03-13',
      '13/03/2026 07:00',
      '2026-03-13T07:00:00',
      '2026-02-30T07:00:00Z',
      0,
    ])
      await expect400(
        [{ ...item, dateRefPaiement }],
        'Le champ « dateRefPaiement » de l’élément n° 1 doit être une date ISO 8601 (par exemple 2026-03-14T07:42:00.000Z).',
      );
    for (const name of ['prixTtcRefPaiement', 'montant', 'remise'])
      for (const value of [-1, 2.5, '230', 100_000_001, null])
        await expect400(
          [{ ...item, [name]: value }],
          `Le champ « ${name} » de l’élément n° 1 doit être un montant entier en centimes (0 à 100000000).`,
        );
    await expect400(
      [item, item],
      `La commande n° ${item!.idCommande} figure plusieurs fois dans la demande.`,
    );
    const unknown = await v.post(`${PROOFS}?format=a4`, [item!]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ messageError: 'Paramètre inconnu : « format ».' });
  });

  it('takes up to 100 items', async () => {
    await start();
    const taps = recordsOf('withTrips') as SmactTransaction[];
    const items = await itemsOf(taps);
    // 12 real items and 88 that repeat none: the limit is counted before the check of each.
    const filler = Array.from({ length: 88 }, (_, i) => ({ ...items[0]!, idCommande: 1 + i }));
    await expectRefused([...items, ...filler]);
    await expect400(
      [...items, ...filler, { ...items[0]!, idCommande: 500 }],
      'Le corps de la requête doit être une liste de 1 à 100 commandes à justifier.',
    );
  });

  it('needs the bearer and the CSRF pair, as every non-GET back-office call', async () => {
    await start();
    const [item] = await itemsOf([(recordsOf('withTrips') as SmactTransaction[])[1]!]);
    const anonymous = await app.inject({ method: 'POST', url: PROOFS, payload: [item!] });
    expect(anonymous.statusCode).toBe(403);
    const token = (await app.inject({ method: 'GET', url: '/api/jwttoken/generate' })).json() as {
      id_token: string;
    };
    const noCsrf = await app.inject({
      method: 'POST',
      url: PROOFS,
      headers: { authorization: `Bearer ${token.id_token}` },
      payload: [item!],
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json()).toEqual({
      messageError: 'Requête refusée : jeton de sécurité (CSRF) absent ou invalide.',
    });
  });
});

describe('fault injection', () => {
  it('reaches both routes', async () => {
    app = await server({ control: true, now: clock });
    v = await visitor(app);
    for (const [method, path] of [
      ['GET', ORDERS],
      ['POST', PROOFS],
    ] as const) {
      const added = await app.inject({
        method: 'POST',
        url: '/__emulator/faults',
        payload: { path, status: 503 },
      });
      expect(added.statusCode).toBe(201);
      const response = method === 'GET' ? await v.get(query(['A'])) : await v.post(PROOFS, []);
      expect(response.statusCode, path).toBe(503);
      expect(response.json()).toEqual({ messageError: 'Panne simulée par l’émulateur.' });
    }
  });
});
