import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LINK_VALIDITY_MS } from '../../../src/shared/access-requests';
import {
  CARD_REQUEST,
  client,
  clock,
  creationUrl,
  formsServer,
  openedRequest,
  outbox,
  solvedToken,
} from './forms-helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

const BLOIS_GARE_INFO = '12 place de la Gare, 41000 Blois. Du lundi au samedi, de 7 h 30 à 19 h.';

describe('POST /formulaire/api/demande: creation', () => {
  it('creates the request A_CONFIRMER, answers it without its link, and e-mails the link valid 24 h', async () => {
    const time = clock();
    app = await formsServer({ now: time.now });
    const c = await client(app);
    const token = await solvedToken(c);
    const response = await c.post(
      creationUrl(token),
      {
        ...CARD_REQUEST,
        demandeurNom: '  Lefèvre ',
        demandeurPointRetraitInfo: 'ignorée',
        statut: 'VALIDEE',
      },
      // The portal's origin, as the browser reached it.
      { host: 'portail.ligeo.example:8443' },
    );
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: 1001,
      demandeurNom: 'Lefèvre',
      demandeurPrenom: 'Zoé',
      demandeurEmail: 'zoe.lefevre@exemple.fr',
      demandeurPointRetraitLabel: 'Agence Ligéo de Blois – Gare',
      demandeurPointRetraitInfo: BLOIS_GARE_INFO,
      formulaireId: 1,
      nomFormulaire: 'Demande de carte Ligéo',
      renouvellement: false,
      statut: 'A_CONFIRMER',
      dateCreation: time.now().toISOString(),
      donneesDeDemandes: [],
    });
    const [mail, ...others] = await outbox(app);
    expect(others).toEqual([]);
    expect(mail!.link).toMatch(
      /^http:\/\/portail\.ligeo\.example:8443\/demandes\/formulaire\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    expect(mail).toEqual({
      id: 1,
      to: 'zoe.lefevre@exemple.fr',
      subject: 'Finalisez votre demande « Demande de carte Ligéo »',
      link: mail!.link,
      date: time.now().toISOString(),
      text: [
        'Bonjour Zoé Lefèvre,',
        '',
        'Nous avons bien reçu votre demande « Demande de carte Ligéo ».',
        'Pour la finaliser, complétez le formulaire détaillé en suivant ce lien :',
        mail!.link,
        '',
        'Ce lien est valable 24 heures. Passé ce délai, il vous faudra effectuer une nouvelle demande.',
        '',
        'Point de retrait choisi : Agence Ligéo de Blois – Gare.',
        BLOIS_GARE_INFO,
        '',
        'L’équipe Ligéo, le réseau de transport du Loir-et-Cher',
      ].join('\n'),
    });
    const guid = mail!.link!.split('/').pop();
    const read = await c.get(`/formulaire/api/demande/${guid}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ ...created, guid });
  });

  it('takes renouvellement from the form, and a form without withdrawal list needs no pick-up point', async () => {
    app = await formsServer();
    const c = await client(app);
    const renewal = await openedRequest(app, c, { ...CARD_REQUEST, formulaireId: 2 });
    expect(renewal).toMatchObject({ renouvellement: true, nomFormulaire: 'Renouvellement de carte Ligéo' });
    const company = { ...CARD_REQUEST, formulaireId: 3, demandeurPointRetraitLabel: null };
    const created = await c.post(creationUrl(await solvedToken(c)), company);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      demandeurPointRetraitLabel: null,
      demandeurPointRetraitInfo: null,
    });
    const [mail] = await outbox(app);
    expect(mail!.text).not.toContain('Point de retrait');
  });

  it('accepts names of 255 characters and an e-mail of 254', async () => {
    app = await formsServer();
    const c = await client(app);
    const email = `${'a'.repeat(64)}@${'b'.repeat(186)}.fr`;
    expect(email).toHaveLength(254);
    const body = {
      ...CARD_REQUEST,
      demandeurNom: 'N'.repeat(255),
      demandeurPrenom: 'P'.repeat(255),
      demandeurEmail: email,
    };
    expect((await c.post(creationUrl(await solvedToken(c)), body)).statusCode).toBe(201);
  });

  it.each([
    ['no family name', { demandeurNom: undefined }, 'Veuillez saisir votre nom.'],
    ['a blank family name', { demandeurNom: '   ' }, 'Veuillez saisir votre nom.'],
    [
      'a family name that is not a text',
      { demandeurNom: 42 },
      'Le champ « demandeurNom » doit être un texte.',
    ],
    [
      'a family name of 256 characters',
      { demandeurNom: 'N'.repeat(256) },
      'Votre nom ne doit pas dépasser 255 caractères.',
    ],
    ['no first name', { demandeurPrenom: null }, 'Veuillez saisir votre prénom.'],
    [
      'a first name of 256 characters',
      { demandeurPrenom: 'P'.repeat(256) },
      'Votre prénom ne doit pas dépasser 255 caractères.',
    ],
    ['no e-mail', { demandeurEmail: '' }, 'Veuillez saisir votre adresse e-mail.'],
    [
      'an e-mail of 255 characters',
      { demandeurEmail: `${'a'.repeat(250)}@b.fr` },
      'Votre adresse e-mail ne doit pas dépasser 254 caractères.',
    ],
    [
      'an e-mail without domain extension',
      { demandeurEmail: 'zoe@exemple' },
      'Votre adresse e-mail n’est pas valide.',
    ],
    [
      'an e-mail with a space',
      { demandeurEmail: 'zoé lefevre@exemple.fr' },
      'Votre adresse e-mail n’est pas valide.',
    ],
    ['no form', { formulaireId: undefined }, 'Veuillez choisir l’objet de votre demande.'],
    [
      'a form id that is not an integer',
      { formulaireId: '1' },
      'Le champ « formulaireId » doit être un entier.',
    ],
    ['the hidden form', { formulaireId: 4 }, 'Ce formulaire n’existe pas ou n’accepte plus de demande.'],
    ['an unknown form', { formulaireId: 99 }, 'Ce formulaire n’existe pas ou n’accepte plus de demande.'],
    ['no pick-up point', { demandeurPointRetraitLabel: undefined }, 'Veuillez choisir un point de retrait.'],
    ['an empty pick-up point', { demandeurPointRetraitLabel: '' }, 'Veuillez choisir un point de retrait.'],
    [
      'an unknown pick-up point',
      { demandeurPointRetraitLabel: 'Gare de Tours' },
      'Ce point de retrait n’existe pas : choisissez-en un de la liste.',
    ],
    [
      'the export code of a pick-up point instead of its label',
      { demandeurPointRetraitLabel: 'PR_BLOIS_GARE' },
      'Ce point de retrait n’existe pas : choisissez-en un de la liste.',
    ],
    [
      'a pick-up point for a form without list',
      { formulaireId: 3 },
      'Ce formulaire ne propose pas de point de retrait.',
    ],
    [
      'data items that are not a list',
      { donneesDeDemandes: 'aucune' },
      'Le champ « donneesDeDemandes » doit être une liste.',
    ],
    [
      'data items at creation',
      { donneesDeDemandes: [{ label: 'Nom' }] },
      'Le détail de la demande se saisit avec le lien envoyé par e-mail, pas à sa création.',
    ],
  ])('refuses %s in French and creates nothing', async (_name, change, message) => {
    app = await formsServer();
    const c = await client(app);
    const response = await c.post(creationUrl(await solvedToken(c)), { ...CARD_REQUEST, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ messageError: message });
    expect(await outbox(app)).toEqual([]);
  });

  it('refuses a body that is not an object', async () => {
    app = await formsServer();
    const c = await client(app);
    const response = await c.post(creationUrl(await solvedToken(c)), [CARD_REQUEST]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ messageError: 'Le corps de la requête doit être un objet JSON.' });
  });
});

describe('GET /formulaire/api/demande/{guid}', () => {
  it('answers the request for 24 h after its creation (server clock), then 404', async () => {
    const time = clock();
    app = await formsServer({ now: time.now, tokenTtlSeconds: 2 * 24 * 3600 });
    const c = await client(app);
    const { guid } = await openedRequest(app, c);
    time.advance(LINK_VALIDITY_MS);
    expect((await c.get(`/formulaire/api/demande/${guid}`)).statusCode).toBe(200);
    time.advance(1);
    const expired = await c.get(`/formulaire/api/demande/${guid}`);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ messageError: 'Cette demande est introuvable ou son lien a expiré.' });
  });

  it('answers 404 for an unknown guid', async () => {
    app = await formsServer();
    const c = await client(app);
    const response = await c.get('/formulaire/api/demande/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ messageError: 'Cette demande est introuvable ou son lien a expiré.' });
  });
});
