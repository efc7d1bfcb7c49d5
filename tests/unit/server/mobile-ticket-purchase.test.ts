// Buying a mobile ticket from the provider's stand-in (SPEC §4 "Mobile-ticket flow", §7, §8): the
// catalogue in cents, the cart check by profile, the start of a card payment (strict body, return pages
// on the portal's site, total re-computed), then the card provider's page, its decision and its signed
// notification delivered in process, and the tickets in the account exactly once.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type {
  CheckCartAnswer,
  InitPayboxAnswer,
  MobileTicket,
  ProductsAnswer,
} from '../../../src/shared/mobile-ticket';
import type { PayboxParameters } from '../../../src/shared/payment';
import { notificationFor } from '../../../src/server/providers/notification';
import { MERCHANTS } from '../../../src/server/providers/paybox-parameters';
import { hmacOf, pbxFields, verifyHmac } from '../../../src/server/providers/signature';
import { API, apiCall, initBody, MAILS, mobileProviders, testClock, tokenFor } from './mobile-ticket-helpers';
import { postForm, providerSecret, type SentToBackoffice } from './purchase-helpers';

let providers: FastifyInstance;
afterEach(() => providers?.close());

const PORTAL = 'http://127.0.0.1:5180';
const DECISION = '/fournisseur/paiement-carte/decision';
const APPROVED_CARD = '4970100000000003';
const DECLINED_CARD = '4970100000000014';

/** Records what the card provider would send to the back office over the network (nothing, here). */
function recordingFetch(sent: SentToBackoffice[]): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    sent.push({ method: init?.method ?? 'GET', url: url.href, contentType: null, body: String(init?.body) });
    return new Response('{"status":"PAID"}', { status: 200 });
  };
}

const tickets = async (token: string) =>
  ((await apiCall(providers, 'GET', '/billets', undefined, { token })).json() as { billets: MobileTicket[] })
    .billets;

async function startPayment(token: string, produits: { id: number; quantite: number }[], total: number) {
  const response = await apiCall(providers, 'POST', '/paiement/init/paybox', initBody(produits, total), {
    token,
  });
  expect(response.statusCode).toBe(200);
  const answer = response.json() as InitPayboxAnswer;
  expect(answer.statusWsResponse).toBe('OK');
  return answer.payboxPaymentParameters;
}

/** The card provider's page for these parameters, as the portal's hidden form posts it. */
async function cardPage(parameters: PayboxParameters) {
  const page = await postForm(providers, new URL(parameters.url).pathname, pbxFields(parameters));
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(page.body)?.[1] ?? '';
  return { page, reference: hidden('reference'), jeton: hidden('jeton') };
}

async function pay(parameters: PayboxParameters, carte = APPROVED_CARD) {
  const { reference, jeton } = await cardPage(parameters);
  return postForm(providers, DECISION, { reference, jeton, carte, action: 'payer' });
}

describe('GET /produit/getProduits', () => {
  it('lists two networks of titles in integer cents, VAT 10 % rounded to the cent', async () => {
    providers = await mobileProviders();
    const token = await tokenFor(providers, MAILS.confirmed);
    const response = await apiCall(providers, 'GET', '/produit/getProduits', undefined, { token });
    expect(response.statusCode).toBe(200);
    const answer = response.json() as ProductsAnswer;
    expect(answer.statusWsResponse).toBe('OK');
    expect(answer.reseaux.map((r) => r.label)).toEqual(['Ligéo interurbain', 'Ligéo Blois']);
    expect(answer.reseaux[0]).toEqual({
      id: 1,
      label: 'Ligéo interurbain',
      produits: [
        { id: 1001, label: 'Ticket unitaire interurbain', prixTTC: 230, prixHT: 209 },
        { id: 1002, label: 'Carnet 10 voyages interurbain', prixTTC: 1900, prixHT: 1727 },
        { id: 1003, label: 'Pass 1 jour interurbain', prixTTC: 600, prixHT: 545 },
        { id: 1004, label: 'Abonnement mensuel Étudiant interurbain', prixTTC: 2800, prixHT: 2545 },
      ],
    });
    for (const product of answer.reseaux.flatMap((r) => r.produits)) {
      expect(Number.isInteger(product.prixTTC) && Number.isInteger(product.prixHT)).toBe(true);
      expect(product.prixHT).toBe(Math.round(product.prixTTC / 1.1));
      expect(Object.keys(product)).toEqual(['id', 'label', 'prixTTC', 'prixHT']);
    }
    expect(answer.reseaux[1]!.produits.map((p) => p.id)).toEqual([2001, 2002, 2003, 2004]);
  });
});

describe('POST /paiement/checkpanier', () => {
  const check = async (mail: string, proIds: unknown) =>
    apiCall(
      providers,
      'POST',
      '/paiement/checkpanier',
      { proIds },
      { token: await tokenFor(providers, mail) },
    );

  it('answers OK, or the profile the title needs, missing or out of date', async () => {
    providers = await mobileProviders();
    const cases: [string, number[], CheckCartAnswer][] = [
      [MAILS.confirmed, [1004], { statusWsResponse: 'OK' }],
      [MAILS.confirmed, [1001, 2002, 2004], { statusWsResponse: 'OK' }],
      [MAILS.unconfirmed, [2001], { statusWsResponse: 'OK' }],
      [MAILS.withoutStudent, [1001], { statusWsResponse: 'OK' }],
      [
        MAILS.withoutStudent,
        [1001, 2004],
        { statusWsResponse: 'KO_PROFIL_MISSING_ERROR', profil: { label: 'Étudiant' } },
      ],
      [MAILS.studentOutOfDate, [1003], { statusWsResponse: 'OK' }],
      [
        MAILS.studentOutOfDate,
        [1004],
        { statusWsResponse: 'KO_PROFIL_PROBLEM_DV', profil: { label: 'Étudiant' } },
      ],
      [MAILS.confirmed, [1001, 9999], { statusWsResponse: 'KO_PRODUIT_INCONNU' }],
      [MAILS.disabled, [1001], { statusWsResponse: 'KO_COMPTE_REFUSE' }],
    ];
    for (const [mail, ids, expected] of cases) {
      const response = await check(mail, ids);
      expect(response.statusCode, `${mail} ${ids}`).toBe(200);
      expect(response.json(), `${mail} ${ids}`).toEqual(expected);
    }
  });

  it('dates the profile on the provider’s clock', async () => {
    const clock = testClock();
    providers = await mobileProviders({ now: clock.now });
    clock.advance(299 * 24 * 3600 * 1000);
    expect((await check(MAILS.confirmed, [2004])).json()).toEqual({ statusWsResponse: 'OK' });
    clock.advance(24 * 3600 * 1000);
    expect((await check(MAILS.confirmed, [2004])).json()).toEqual({
      statusWsResponse: 'KO_PROFIL_PROBLEM_DV',
      profil: { label: 'Étudiant' },
    });
  });

  it('refuses a malformed list with a French 400', async () => {
    providers = await mobileProviders();
    const message =
      'Le champ « proIds » doit être une liste de 1 à 10 identifiants de produit (entiers positifs).';
    for (const proIds of [undefined, [], Array(11).fill(1001), [0], [-1], [1.5], ['1001'], 1001, [2 ** 31]]) {
      const response = await check(MAILS.confirmed, proIds);
      expect(response.statusCode, JSON.stringify(proIds)).toBe(400);
      expect(response.json()).toEqual({ messageError: message });
    }
  });
});

describe('POST /paiement/init/paybox', () => {
  it('signs the card form as the mobile-ticket merchant, with the portal’s return pages', async () => {
    const clock = testClock();
    providers = await mobileProviders({ now: clock.now });
    const token = await tokenFor(providers, MAILS.confirmed);
    const parameters = await startPayment(
      token,
      [
        { id: 1002, quantite: 2 },
        { id: 2004, quantite: 1 },
      ],
      6100,
    );
    expect(parameters).toMatchObject({
      site: MERCHANTS.mobileTicket.site,
      rang: MERCHANTS.mobileTicket.rang,
      identifiant: MERCHANTS.mobileTicket.identifiant,
      total: '6100',
      devise: '978',
      idCommande: '7000000001',
      porteur: 'camille.durand@exemple.fr',
      time: '2026-03-02T09:00:00.000Z',
      retourClientValide: `${PORTAL}/recapitulatif`,
      retourClientRefuse: `${PORTAL}/recapitulatif?cancel=true`,
      retourClientAnnule: `${PORTAL}/appli`,
      repondreA: `http://127.0.0.1:5181${API}/paiement/notification`,
      archivage: '007000000001',
      url: 'http://127.0.0.1:5181/fournisseur/paiement-carte',
      urlMobile: 'http://127.0.0.1:5181/fournisseur/paiement-carte/mobile',
    });
    expect(parameters.identifiant).not.toBe(MERCHANTS.shop.identifiant);
    expect(parameters.panierXml).toContain('<totalQuantity>3</totalQuantity>');
    expect(parameters.infosClientXml).toContain('<FirstName>Camille</FirstName><LastName>Durand</LastName>');
    expect(verifyHmac(pbxFields(parameters), providerSecret)).toBe(true);
    // The next order has the next id.
    expect((await startPayment(token, [{ id: 1001, quantite: 1 }], 230)).idCommande).toBe('7000000002');
  });

  it('takes absolute return URLs on the portal’s exact origin, under the name this browser used', async () => {
    providers = await mobileProviders();
    const token = await tokenFor(providers, MAILS.confirmed);
    const absolute = await apiCall(
      providers,
      'POST',
      '/paiement/init/paybox',
      initBody([{ id: 1001, quantite: 1 }], 230, { successURL: `${PORTAL}/recapitulatif?x=1#ici` }),
      { token },
    );
    expect((absolute.json() as InitPayboxAnswer).payboxPaymentParameters.retourClientValide).toBe(
      `${PORTAL}/recapitulatif?x=1#ici`,
    );
    const local = await apiCall(
      providers,
      'POST',
      '/paiement/init/paybox',
      initBody([{ id: 1001, quantite: 1 }], 230),
      {
        token,
        headers: { host: 'localhost:5181', origin: 'http://localhost:5180' },
      },
    );
    expect((local.json() as InitPayboxAnswer).payboxPaymentParameters).toMatchObject({
      retourClientValide: 'http://localhost:5180/recapitulatif',
      url: 'http://localhost:5181/fournisseur/paiement-carte',
      repondreA: `http://localhost:5181${API}/paiement/notification`,
    });
  });

  it('refuses any return page off the portal’s site, in French, and makes no order', async () => {
    providers = await mobileProviders();
    const token = await tokenFor(providers, MAILS.confirmed);
    const refused: unknown[] = [
      'https://site-pirate.example/recapitulatif',
      '//site-pirate.example/recapitulatif',
      '/\\site-pirate.example',
      '\\\\site-pirate.example',
      'javascript:alert(1)',
      'recapitulatif',
      '/recap\nitulatif',
      '/recap\u0000itulatif',
      'http://localhost:5180/recapitulatif',
      'http://127.0.0.1:5181/recapitulatif',
      'http://user:secret@127.0.0.1:5180/recapitulatif',
      'ftp://127.0.0.1:5180/recapitulatif',
      `/${'a'.repeat(2048)}`,
      '',
      42,
      null,
      undefined,
    ];
    for (const field of ['successURL', 'rejectedURL', 'cancelURL']) {
      for (const value of refused) {
        const response = await apiCall(
          providers,
          'POST',
          '/paiement/init/paybox',
          initBody([{ id: 1001, quantite: 1 }], 230, { [field]: value }),
          { token },
        );
        expect(response.statusCode, `${field} ${String(value).slice(0, 40)}`).toBe(400);
        expect(response.json()).toEqual({
          messageError: `Le champ « ${field} » doit être une page du portail : un chemin commençant par une seule « / », ou une adresse sur ${PORTAL} (2048 caractères au plus).`,
        });
      }
    }
    expect((await startPayment(token, [{ id: 1001, quantite: 1 }], 230)).idCommande).toBe('7000000001');
  });

  it('refuses a malformed body with a French 400', async () => {
    providers = await mobileProviders();
    const token = await tokenFor(providers, MAILS.confirmed);
    const one = [{ id: 1001, quantite: 1 }];
    const cases: [Record<string, unknown>, string][] = [
      [initBody([], 0), 'Le champ « produits » doit être une liste de 1 à 10 produits { id, quantite }.'],
      [
        initBody(
          Array.from({ length: 11 }, (_, i) => ({ id: 1001 + i, quantite: 1 })),
          0,
        ),
        'Le champ « produits » doit être une liste de 1 à 10 produits { id, quantite }.',
      ],
      [
        initBody(one, 230, { produits: 'tout' }),
        'Le champ « produits » doit être une liste de 1 à 10 produits { id, quantite }.',
      ],
      [
        initBody([{ id: '1001', quantite: 1 } as never], 230),
        'L’identifiant d’un produit (« id ») doit être un entier positif.',
      ],
      [
        initBody([{ id: 1001, quantite: 0 }], 0),
        'La quantité d’un produit (« quantite ») doit être un entier de 1 à 10.',
      ],
      [
        initBody([{ id: 1001, quantite: 11 }], 2530),
        'La quantité d’un produit (« quantite ») doit être un entier de 1 à 10.',
      ],
      [
        initBody([{ id: 1001, quantite: 1.5 }], 345),
        'La quantité d’un produit (« quantite ») doit être un entier de 1 à 10.',
      ],
      [
        initBody(
          [
            { id: 1001, quantite: 1 },
            { id: 1001, quantite: 2 },
          ],
          690,
        ),
        'Un produit ne peut figurer qu’une fois dans le panier.',
      ],
      [initBody(one, 2.3), 'Le champ « totalTTC » doit être un montant entier en centimes.'],
      [initBody(one, -230), 'Le champ « totalTTC » doit être un montant entier en centimes.'],
      [initBody(one, '230' as never), 'Le champ « totalTTC » doit être un montant entier en centimes.'],
      [initBody(one, 230, { activerOneClick: true }), 'Le champ « activerOneClick » doit valoir false.'],
      [initBody(one, 230, { activerOneClick: 'false' }), 'Le champ « activerOneClick » doit valoir false.'],
      [initBody(one, 230, { activerOneClick: undefined }), 'Le champ « activerOneClick » doit valoir false.'],
      [
        initBody(one, 230, { restrictCbOnThisSupport: true }),
        'Le champ « restrictCbOnThisSupport » doit valoir false.',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await apiCall(providers, 'POST', '/paiement/init/paybox', body, { token });
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ messageError: message });
    }
    expect((await startPayment(token, one, 230)).idCommande).toBe('7000000001');
  });

  it('checks the profiles and the total again, answering a status other than OK', async () => {
    providers = await mobileProviders();
    const init = async (mail: string, produits: { id: number; quantite: number }[], total: number) =>
      (
        await apiCall(providers, 'POST', '/paiement/init/paybox', initBody(produits, total), {
          token: await tokenFor(providers, mail),
        })
      ).json();
    expect(await init(MAILS.withoutStudent, [{ id: 1004, quantite: 1 }], 2800)).toEqual({
      statusWsResponse: 'KO_PROFIL_MISSING_ERROR',
      profil: { label: 'Étudiant' },
    });
    expect(await init(MAILS.studentOutOfDate, [{ id: 2004, quantite: 1 }], 2300)).toEqual({
      statusWsResponse: 'KO_PROFIL_PROBLEM_DV',
      profil: { label: 'Étudiant' },
    });
    expect(await init(MAILS.confirmed, [{ id: 4242, quantite: 1 }], 100)).toEqual({
      statusWsResponse: 'KO_PRODUIT_INCONNU',
    });
    expect(await init(MAILS.disabled, [{ id: 1001, quantite: 1 }], 230)).toEqual({
      statusWsResponse: 'KO_COMPTE_REFUSE',
    });
    for (const total of [229, 231, 0, 460]) {
      expect(await init(MAILS.confirmed, [{ id: 1001, quantite: 1 }], total)).toEqual({
        statusWsResponse: 'KO_MONTANT_INCORRECT',
        messageError: 'Le montant total ne correspond pas aux prix des produits choisis.',
      });
    }
    const token = await tokenFor(providers, MAILS.confirmed);
    expect((await startPayment(token, [{ id: 1001, quantite: 2 }], 460)).idCommande).toBe('7000000001');
  });
});

describe('POST /paiement/init/paybox before the back office listens', () => {
  it('answers a French 503: the portal’s site, its return pages’ origin, is not known yet', async () => {
    providers = await mobileProviders({ backofficeUrl: () => '' });
    // Only the Electron app's origin is known then.
    const app = { headers: { origin: 'app://portail' } };
    const login = await apiCall(
      providers,
      'POST',
      '/token/authenticate',
      { mail: MAILS.confirmed, password: 'Ligeo-2026', supportNumero: 'guichet-1' },
      app,
    );
    const { token } = login.json() as { token: string };
    const response = await apiCall(
      providers,
      'POST',
      '/paiement/init/paybox',
      initBody([{ id: 1001, quantite: 1 }], 230),
      { token, ...app },
    );
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      messageError: 'Le site du portail n’est pas encore connu : veuillez réessayer dans un instant.',
    });
    expect(response.headers['access-control-allow-origin']).toBe('app://portail');
  });
});

describe('paying at the card provider', () => {
  it('approved: tickets in the account exactly once, notified in process, never over the network', async () => {
    const clock = testClock();
    const sent: SentToBackoffice[] = [];
    providers = await mobileProviders({ now: clock.now, fetch: recordingFetch(sent) });
    const token = await tokenFor(providers, MAILS.confirmed);
    expect(await tickets(token)).toEqual([]);
    const parameters = await startPayment(
      token,
      [
        { id: 1002, quantite: 2 },
        { id: 2004, quantite: 1 },
      ],
      6100,
    );

    const { page } = await cardPage(parameters);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<dt>Commerçant</dt><dd>Ligéo – billettique mobile</dd>');
    expect(page.body).toContain('61,00');
    clock.advance(60_000);
    const decision = await pay(parameters);
    expect(decision.statusCode).toBe(303);
    expect(decision.headers.location).toBe(`${PORTAL}/recapitulatif`);
    expect(sent).toEqual([]);

    const bought = await tickets(token);
    expect(bought).toHaveLength(3);
    expect(bought.map((t) => [t.produitId, t.label, t.idCommande, t.dateAchat])).toEqual(
      expect.arrayContaining([
        [1002, 'Carnet 10 voyages interurbain', '7000000001', '2026-03-02T09:01:00.000Z'],
        [2004, 'Abonnement mensuel Étudiant Blois', '7000000001', '2026-03-02T09:01:00.000Z'],
      ]),
    );
    expect(bought.filter((t) => t.produitId === 1002)).toHaveLength(2);
    expect(new Set(bought.map((t) => t.numero)).size).toBe(3);
    for (const ticket of bought) expect(ticket.numero).toMatch(/^\d{12}$/);

    // A replayed notification (signed, approved or refused) changes nothing.
    for (const approved of [true, false]) {
      const replay = notificationFor(
        { amountCents: '6100', reference: '7000000001' },
        approved,
        '654321',
        providerSecret,
      );
      const answer = await postForm(providers, `${API}/paiement/notification`, Object.fromEntries(replay));
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ status: 'PAID' });
    }
    expect(await tickets(token)).toEqual(bought);
    // Nor can the paid order's form be shown again.
    expect((await cardPage(parameters)).page.body).toContain('Cette commande a déjà été payée.');

    // Another purchase comes first; another account sees none of them.
    clock.advance(60_000);
    await pay(await startPayment(token, [{ id: 1001, quantite: 1 }], 230));
    const after = await tickets(token);
    expect(after).toHaveLength(4);
    expect(after[0]).toMatchObject({
      produitId: 1001,
      idCommande: '7000000002',
      dateAchat: '2026-03-02T09:02:00.000Z',
    });
    expect(after.slice(1)).toEqual(bought);
    expect(await tickets(await tokenFor(providers, MAILS.unconfirmed))).toEqual([]);
  });

  it('declined: back to the rejected page, no ticket; cancelled: back to /appli, no ticket', async () => {
    providers = await mobileProviders();
    const token = await tokenFor(providers, MAILS.withoutStudent);
    const parameters = await startPayment(token, [{ id: 2001, quantite: 3 }], 390);
    const declined = await pay(parameters, DECLINED_CARD);
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(`${PORTAL}/recapitulatif?cancel=true`);
    expect(await tickets(token)).toEqual([]);

    const other = await startPayment(token, [{ id: 2001, quantite: 1 }], 130);
    const { reference, jeton } = await cardPage(other);
    const cancelled = await postForm(providers, DECISION, { reference, jeton, action: 'annuler' });
    expect(cancelled.headers.location).toBe(`${PORTAL}/appli`);
    expect(await tickets(token)).toEqual([]);

    // The refused order's form, tried again with the accepted card, pays it (the money is taken).
    const retried = await pay(parameters);
    expect(retried.headers.location).toBe(`${PORTAL}/recapitulatif`);
    expect((await tickets(token)).map((t) => t.idCommande)).toEqual([
      '7000000001',
      '7000000001',
      '7000000001',
    ]);
  });

  it('the card provider keeps paid orders per merchant: the same reference from the shop is another order', async () => {
    const sent: SentToBackoffice[] = [];
    providers = await mobileProviders({ fetch: recordingFetch(sent) });
    const token = await tokenFor(providers, MAILS.confirmed);
    const mobile = await startPayment(token, [{ id: 1001, quantite: 1 }], 230);
    // The shop's form for an order of the same number, signed as the back office signs it.
    const shopFields = pbxFields({
      ...mobile,
      site: MERCHANTS.shop.site,
      rang: MERCHANTS.shop.rang,
      identifiant: MERCHANTS.shop.identifiant,
      repondreA: `${PORTAL}/paiement/api/paybox/ipn`,
    });
    const shopPage = await postForm(providers, '/fournisseur/paiement-carte', {
      ...shopFields,
      PBX_HMAC: hmacOf(shopFields, providerSecret),
    });
    expect(shopPage.body).toContain('<dd>Ligéo – vente en ligne</dd>');
    const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(shopPage.body)![1]!;
    // The mobile order's page shown meanwhile does not replace the shop's (nor its decision key).
    expect((await cardPage(mobile)).page.statusCode).toBe(200);
    const shopPaid = await postForm(providers, DECISION, {
      reference: hidden('reference'),
      jeton: hidden('jeton'),
      carte: APPROVED_CARD,
      action: 'payer',
    });
    expect(shopPaid.statusCode).toBe(303);
    expect(sent.map((s) => s.url)).toEqual(['http://127.0.0.1:5180/paiement/api/paybox/ipn']);
    expect(await tickets(token)).toEqual([]);
    // The mobile order of the same reference is not "already paid": its page shows again.
    const again = await cardPage(mobile);
    expect(again.page.statusCode).toBe(200);
    expect(again.page.body).toContain('<dd>Ligéo – billettique mobile</dd>');
    const mobilePaid = await postForm(providers, DECISION, {
      reference: again.reference,
      jeton: again.jeton,
      carte: APPROVED_CARD,
      action: 'payer',
    });
    expect(mobilePaid.headers.location).toBe(`${PORTAL}/recapitulatif`);
    expect(await tickets(token)).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });
});

describe('the notification route', () => {
  const notify = (fields: [string, string][], headers: Record<string, string> = {}) =>
    providers.inject({
      method: 'POST',
      url: `${API}/paiement/notification`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });

  it('needs no token nor X-Requested-With, but a valid signature, a known order and its amount', async () => {
    providers = await mobileProviders();
    const token = await tokenFor(providers, MAILS.confirmed);
    await startPayment(token, [{ id: 1003, quantite: 1 }], 600);
    const signed = (amount: string, reference: string, key = providerSecret) =>
      notificationFor({ amountCents: amount, reference }, true, '123456', key);

    const forged = signed('600', '7000000001').map(
      ([n, v]) => [n, n === 'Sign' ? 'ABC' : v] as [string, string],
    );
    expect((await notify(forged)).statusCode).toBe(403);
    const otherKey = await notify(signed('600', '7000000001', new TextEncoder().encode('autre-cle')));
    expect(otherKey.statusCode).toBe(403);
    expect(otherKey.json()).toEqual({
      messageError: 'Notification de paiement refusée : signature invalide.',
    });
    const unknown = await notify(signed('600', '7000000099'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ messageError: 'Notification pour une commande inconnue.' });
    const amount = await notify(signed('60', '7000000001'));
    expect(amount.statusCode).toBe(400);
    expect(amount.json()).toEqual({ messageError: 'Notification refusée : le montant ne correspond pas.' });
    // From a browser of another site: refused by the CORS guard before anything.
    const foreign = await notify(signed('600', '7000000001'), { origin: 'https://site-pirate.example' });
    expect(foreign.statusCode).toBe(403);
    expect(await tickets(token)).toEqual([]);

    const refused = await notify(
      notificationFor({ amountCents: '600', reference: '7000000001' }, false, '', providerSecret),
    );
    expect(refused.json()).toEqual({ status: 'REFUSED' });
    expect(await tickets(token)).toEqual([]);
    const paid = await notify(signed('600', '7000000001'));
    expect(paid.json()).toEqual({ status: 'PAID' });
    expect(await tickets(token)).toHaveLength(1);
  });
});
