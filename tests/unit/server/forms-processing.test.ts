import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AccessRequest, RequestDataItem } from '../../../src/shared/access-requests';
import {
  cardItems,
  CARD_REQUEST,
  client,
  clock,
  documentUrl,
  FILE_FIELDS,
  formsServer,
  item,
  openedRequest,
  outbox,
  PDF,
  uploadBody,
  type Client,
} from './forms-helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

const BLOIS_GARE_INFO = '12 place de la Gare, 41000 Blois. Du lundi au samedi, de 7 h 30 à 19 h.';
const SIGNATURE = 'L’équipe Ligéo, le réseau de transport du Loir-et-Cher';
const putUrl = (id: number) => `/formulaire/api/demande/${id}`;

/** A card request with its two required files uploaded. */
async function readyCardRequest(c: Client, body: object = CARD_REQUEST) {
  const request = await openedRequest(app, c, body);
  await c.post(documentUrl(request.id), uploadBody(FILE_FIELDS.photo, PDF));
  await c.post(documentUrl(request.id), uploadBody(FILE_FIELDS.domicile, PDF));
  return request;
}

const withItems = (request: AccessRequest, donneesDeDemandes: RequestDataItem[]) => ({
  ...request,
  donneesDeDemandes,
});

/** cardItems() with the item of this label replaced (or removed when `replacement` is null). */
function changed(label: string, replacement: RequestDataItem | null): RequestDataItem[] {
  const items = cardItems();
  const index = items.findIndex((i) => i.label === label);
  if (index < 0) throw new Error(label);
  if (replacement) items[index] = replacement;
  else items.splice(index, 1);
  return items;
}

const holder = 'Titulaire de la carte';

describe('who may fill a request', () => {
  it('only a visitor session that opened the e-mailed link may upload or send; others get the unknown-id 404', async () => {
    app = await formsServer();
    const owner = await client(app);
    const request = await openedRequest(app, owner);
    const stranger = await client(app);
    const upload = await stranger.post(documentUrl(request.id), uploadBody(FILE_FIELDS.photo, PDF));
    expect(upload.statusCode).toBe(404);
    expect(upload.json()).toEqual({ messageError: 'Cette demande est introuvable ou son lien a expiré.' });
    const sent = await stranger.put(putUrl(request.id), withItems(request, cardItems()));
    expect(sent.statusCode).toBe(404);
    // Nothing changed: the owner still uploads and sends.
    await owner.post(documentUrl(request.id), uploadBody(FILE_FIELDS.photo, PDF));
    await owner.post(documentUrl(request.id), uploadBody(FILE_FIELDS.domicile, PDF));
    expect((await owner.put(putUrl(request.id), withItems(request, cardItems()))).statusCode).toBe(200);
    // The stranger who opens the link is a visitor of that request like any other.
    await stranger.get(`/formulaire/api/demande/${request.guid}`);
    expect((await stranger.put(putUrl(request.id), withItems(request, cardItems()))).statusCode).toBe(409);
  });
});

describe('PUT /formulaire/api/demande/{id}', () => {
  it('stores the checked data, moves the request to A_TRAITER and e-mails the confirmation', async () => {
    const time = clock();
    app = await formsServer({ now: time.now });
    const c = await client(app);
    const request = await readyCardRequest(c);
    time.advance(5 * 60 * 1000);
    const response = await c.put(putUrl(request.id), withItems(request, cardItems()));
    expect(response.statusCode).toBe(200);
    const date = time.now().toISOString();
    const sent = response.json() as AccessRequest;
    expect(sent).toMatchObject({
      id: request.id,
      guid: request.guid,
      statut: 'A_TRAITER',
      dateModification: date,
    });
    expect(sent.donneesDeDemandes).toHaveLength(13);
    expect(sent.donneesDeDemandes[2]).toEqual({
      section: holder,
      label: 'Date de naissance',
      type: 'DATE',
      tagExport: null,
      valeur: '14/07/2008',
      valExport: '2008-07-14',
      demandeId: request.id,
      dateCreation: date,
      dateModification: date,
    });
    expect((await c.get(`/formulaire/api/demande/${request.guid}`)).json()).toEqual(sent);
    const [confirmation] = await outbox(app);
    expect(confirmation).toEqual({
      id: 2,
      to: 'zoe.lefevre@exemple.fr',
      subject: 'Votre demande de carte a été enregistrée',
      link: null,
      date,
      text: [
        'Bonjour Zoé Lefèvre,',
        '',
        'Votre demande de carte a été enregistrée.',
        'Vous recevrez un autre e-mail lorsque votre carte sera disponible au point de retrait choisi : Agence Ligéo de Blois – Gare.',
        BLOIS_GARE_INFO,
        '',
        SIGNATURE,
      ].join('\n'),
    });
  });

  it('sends the renewal variant of the confirmation', async () => {
    app = await formsServer();
    const c = await client(app);
    const request = await openedRequest(app, c, { ...CARD_REQUEST, formulaireId: 2 });
    await c.post(documentUrl(request.id), uploadBody({ id: 230, section: 'Photo' }, PDF));
    const items = [
      item('Carte à renouveler', 'Motif du renouvellement', 'TEXTE', null, 'Carte perdue', 'PERTE'),
      item('Titulaire', 'Nom', 'TEXTE', 'TITAN_NOM', 'Lefèvre'),
      item('Titulaire', 'Prénom', 'TEXTE', 'TITAN_PRENOM', 'Zoé'),
      item('Titulaire', 'Date de naissance', 'DATE', null, '14/07/2008', '2008-07-14'),
    ];
    expect((await c.put(putUrl(request.id), withItems(request, items))).json()).toMatchObject({
      statut: 'A_TRAITER',
      renouvellement: true,
    });
    const [confirmation] = await outbox(app);
    expect(confirmation!.subject).toBe('Votre demande de renouvellement a été enregistrée');
    expect(confirmation!.text.split('\n')[2]).toBe('Votre demande de renouvellement a été enregistrée.');
  });

  it('says the next e-mail comes on validation when the form has no pick-up point', async () => {
    app = await formsServer();
    const c = await client(app);
    const request = await openedRequest(app, c, {
      ...CARD_REQUEST,
      formulaireId: 3,
      demandeurPointRetraitLabel: null,
    });
    await c.post(documentUrl(request.id), uploadBody({ id: 322, section: 'Salarié' }, PDF));
    const items = [
      item('Entreprise', 'Raison sociale', 'TEXTE', 'TITAN_RAISON_SOCIAL', 'Chocolaterie Poulain'),
      item('Entreprise', 'Code postal', 'ENTIER', 'TITAN_CODE_POSTAL', '41000'),
      item('Entreprise', 'Ville', 'TEXTE', 'TITAN_VILLE', 'Blois'),
      item('Salarié', 'Nom', 'TEXTE', 'TITAN_NOM', 'Lefèvre'),
      item('Salarié', 'Prénom', 'TEXTE', 'TITAN_PRENOM', 'Zoé'),
    ];
    expect((await c.put(putUrl(request.id), withItems(request, items))).statusCode).toBe(200);
    const [confirmation] = await outbox(app);
    expect(confirmation!.text).toBe(
      [
        'Bonjour Zoé Lefèvre,',
        '',
        'Votre demande de carte a été enregistrée.',
        'Vous recevrez un autre e-mail lorsque votre demande aura été validée.',
        '',
        SIGNATURE,
      ].join('\n'),
    );
  });

  it('accepts optional fields left out, and values at their export tag’s maximum length', async () => {
    app = await formsServer();
    const c = await client(app);
    const request = await readyCardRequest(c);
    const items = cardItems()
      .filter(
        (i) =>
          !['Numéro', 'Type de voie', 'Lieu-dit', 'Téléphone portable', 'Téléphone fixe'].includes(i.label),
      )
      .map((i) =>
        i.label === 'Nom'
          ? { ...i, valeur: 'N'.repeat(36), valExport: 'N'.repeat(36) }
          : i.label === 'Adresse e-mail'
            ? { ...i, valeur: `${'a'.repeat(120)}@ex.fr`, valExport: `${'a'.repeat(120)}@ex.fr` }
            : i,
      );
    expect(items).toHaveLength(8);
    expect((await c.put(putUrl(request.id), withItems(request, items))).statusCode).toBe(200);
  });

  it.each([
    ['a required field missing', changed('Nom', null), 'Le champ « Nom » est obligatoire.'],
    ['a required list missing', changed('Situation', null), 'Le champ « Situation » est obligatoire.'],
    [
      'a name over TITAN_NOM (36)',
      changed('Nom', item(holder, 'Nom', 'TEXTE', 'TITAN_NOM', 'N'.repeat(37))),
      'Le champ « Nom » ne doit pas dépasser 36 caractères.',
    ],
    [
      'a first name over TITAN_PRENOM (50)',
      changed('Prénom', item(holder, 'Prénom', 'TEXTE', 'TITAN_PRENOM', 'P'.repeat(51))),
      'Le champ « Prénom » ne doit pas dépasser 50 caractères.',
    ],
    [
      'a postcode over TITAN_CODE_POSTAL (5)',
      changed('Code postal', item('Adresse', 'Code postal', 'ENTIER', 'TITAN_CODE_POSTAL', '410000')),
      'Le champ « Code postal » ne doit pas dépasser 5 caractères.',
    ],
    [
      'a number over TITAN_NUMERO_DE_VOIE (10)',
      changed('Numéro', item('Adresse', 'Numéro', 'TEXTE', 'TITAN_NUMERO_DE_VOIE', '12345678901')),
      'Le champ « Numéro » ne doit pas dépasser 10 caractères.',
    ],
    [
      'an e-mail over TITAN_EMAIL (127)',
      changed(
        'Adresse e-mail',
        item('Coordonnées', 'Adresse e-mail', 'EMAIL', 'TITAN_EMAIL', `${'a'.repeat(122)}@ex.fr`),
      ),
      'Le champ « Adresse e-mail » ne doit pas dépasser 127 caractères.',
    ],
    [
      'a mobile over TITAN_TELEPHONE_PORTABLE (16)',
      changed(
        'Téléphone portable',
        item('Coordonnées', 'Téléphone portable', 'ENTIER', 'TITAN_TELEPHONE_PORTABLE', '1'.repeat(17)),
      ),
      'Le champ « Téléphone portable » ne doit pas dépasser 16 caractères.',
    ],
    [
      'an invalid e-mail',
      changed('Adresse e-mail', item('Coordonnées', 'Adresse e-mail', 'EMAIL', 'TITAN_EMAIL', 'zoe@exemple')),
      'Le champ « Adresse e-mail » doit être une adresse e-mail valide.',
    ],
    [
      'a number with a space',
      changed('Code postal', item('Adresse', 'Code postal', 'ENTIER', 'TITAN_CODE_POSTAL', '41 00')),
      'Le champ « Code postal » doit être un nombre (chiffres seulement).',
    ],
    [
      'a negative number',
      changed(
        'Téléphone fixe',
        item('Coordonnées', 'Téléphone fixe', 'ENTIER', 'TITAN_TELEPHONE_FIXE', '-254'),
      ),
      'Le champ « Téléphone fixe » doit être un nombre (chiffres seulement).',
    ],
    [
      'a date not in JJ/MM/AAAA',
      changed(
        'Date de naissance',
        item(holder, 'Date de naissance', 'DATE', null, '14-07-2008', '2008-07-14'),
      ),
      'Le champ « Date de naissance » doit être une date JJ/MM/AAAA, exportée en AAAA-MM-JJ.',
    ],
    [
      'a date exported otherwise',
      changed(
        'Date de naissance',
        item(holder, 'Date de naissance', 'DATE', null, '14/07/2008', '2008-14-07'),
      ),
      'Le champ « Date de naissance » doit être une date JJ/MM/AAAA, exportée en AAAA-MM-JJ.',
    ],
    [
      'a date exported as typed',
      changed('Date de naissance', item(holder, 'Date de naissance', 'DATE', null, '14/07/2008')),
      'Le champ « Date de naissance » doit être une date JJ/MM/AAAA, exportée en AAAA-MM-JJ.',
    ],
    [
      'a date of 11 characters',
      changed(
        'Date de naissance',
        item(holder, 'Date de naissance', 'DATE', null, '14/07/20081', '2008-07-14'),
      ),
      'Le champ « Date de naissance » ne doit pas dépasser 10 caractères.',
    ],
    [
      'a list value outside the list',
      changed('Situation', item(holder, 'Situation', 'TEXTE', null, 'Astronaute', 'AST')),
      'La valeur du champ « Situation » ne fait pas partie de sa liste.',
    ],
    [
      'a list label exported with another code',
      changed('Situation', item(holder, 'Situation', 'TEXTE', null, 'Étudiant', 'SAL')),
      'La valeur du champ « Situation » ne fait pas partie de sa liste.',
    ],
    [
      'a list exported as its label',
      changed('Situation', item(holder, 'Situation', 'TEXTE', null, 'Étudiant')),
      'La valeur du champ « Situation » ne fait pas partie de sa liste.',
    ],
    [
      'a text exported otherwise',
      changed('Ville', item('Adresse', 'Ville', 'TEXTE', 'TITAN_VILLE', 'Blois', 'BLOIS')),
      'Le champ « Ville » doit exporter sa propre valeur.',
    ],
    [
      'an empty value',
      changed('Lieu-dit', item('Adresse', 'Lieu-dit', 'TEXTE', 'TITAN_LIEU_DIT', ' ')),
      'Le champ « Lieu-dit » est vide : une valeur vide ne s’envoie pas.',
    ],
    [
      'the wrong type',
      changed(
        'Adresse e-mail',
        item('Coordonnées', 'Adresse e-mail', 'TEXTE', 'TITAN_EMAIL', 'zoe@exemple.fr'),
      ),
      'Le champ « Adresse e-mail » doit être de type EMAIL.',
    ],
    [
      'the wrong export tag',
      changed('Ville', item('Adresse', 'Ville', 'TEXTE', 'TITAN_VOIE', 'Blois')),
      'Le champ « Ville » s’exporte sous l’étiquette TITAN_VILLE.',
    ],
    [
      'a tag on a field without one',
      changed('Situation', item(holder, 'Situation', 'TEXTE', 'TITAN_NOM', 'Étudiant', 'ETU')),
      'Le champ « Situation » s’exporte sous l’étiquette vide (aucune).',
    ],
    [
      'a label of no field',
      [...cardItems(), item(holder, 'Pointure', 'TEXTE', null, '42')],
      'La donnée « Pointure » (section « Titulaire de la carte ») ne correspond à aucun champ de ce formulaire.',
    ],
    [
      'a label in another section',
      changed('Ville', item('Coordonnées', 'Ville', 'TEXTE', 'TITAN_VILLE', 'Blois')),
      'La donnée « Ville » (section « Coordonnées ») ne correspond à aucun champ de ce formulaire.',
    ],
    [
      'a field sent twice',
      [...changed('Ville', null), item('Adresse', 'Nom de la voie', 'TEXTE', 'TITAN_VOIE', 'Denis-Papin')],
      'Le champ « Nom de la voie » est envoyé deux fois.',
    ],
    [
      'a file field without its upload',
      [
        ...cardItems(),
        item(
          'Pièces justificatives',
          'Certificat de scolarité (collégiens, lycéens, étudiants)',
          'TEXTE',
          null,
          'certificat.pdf',
        ),
      ],
      'Le fichier du champ « Certificat de scolarité (collégiens, lycéens, étudiants) » n’a pas été envoyé.',
    ],
    [
      'an item that is not an object',
      [...cardItems().slice(1), 'Nom'] as unknown as RequestDataItem[],
      'Le champ « donneesDeDemandes[12] » doit être un objet.',
    ],
    [
      'a value that is not a text',
      changed('Ville', {
        ...item('Adresse', 'Ville', 'TEXTE', 'TITAN_VILLE', 'Blois'),
        valeur: 41 as unknown as string,
      }),
      'Le champ « valeur » doit être un texte.',
    ],
  ])('refuses %s in French and changes nothing', async (_name, items, message) => {
    app = await formsServer();
    const c = await client(app);
    const request = await readyCardRequest(c);
    const response = await c.put(putUrl(request.id), withItems(request, items));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ messageError: message });
    expect((await c.get(`/formulaire/api/demande/${request.guid}`)).json()).toEqual(request);
    expect(await outbox(app)).toHaveLength(1);
  });

  it('needs the required files uploaded', async () => {
    app = await formsServer();
    const c = await client(app);
    const request = await openedRequest(app, c);
    await c.post(documentUrl(request.id), uploadBody(FILE_FIELDS.photo, PDF));
    const response = await c.put(putUrl(request.id), withItems(request, cardItems()));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      messageError: 'Veuillez joindre le fichier « Justificatif de domicile de moins de 3 mois ».',
    });
  });

  it('refuses a body without data items, or naming another request', async () => {
    app = await formsServer();
    const c = await client(app);
    const request = await readyCardRequest(c);
    for (const [body, message] of [
      [{ ...request, donneesDeDemandes: undefined }, 'Le champ « donneesDeDemandes » doit être une liste.'],
      [
        { ...withItems(request, cardItems()), id: request.id + 1 },
        'Le corps de la requête ne correspond pas à la demande appelée.',
      ],
      [
        { ...withItems(request, cardItems()), guid: 'autre' },
        'Le corps de la requête ne correspond pas à la demande appelée.',
      ],
    ] as const) {
      const response = await c.put(putUrl(request.id), body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ messageError: message });
    }
  });

  it('answers 409 "La demande est déjà en cours de traitement." once sent', async () => {
    app = await formsServer();
    const c = await client(app);
    const request = await readyCardRequest(c);
    expect((await c.put(putUrl(request.id), withItems(request, cardItems()))).statusCode).toBe(200);
    const again = await c.put(putUrl(request.id), withItems(request, cardItems()));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ messageError: 'La demande est déjà en cours de traitement.' });
    expect(await outbox(app)).toHaveLength(2);
  });

  it('answers 404 for an unknown request or an expired link', async () => {
    const time = clock();
    app = await formsServer({ now: time.now, tokenTtlSeconds: 2 * 24 * 3600 });
    const c = await client(app);
    const request = await readyCardRequest(c);
    expect((await c.put(putUrl(9999), withItems(request, cardItems()))).statusCode).toBe(404);
    time.advance(24 * 60 * 60 * 1000 + 1);
    const response = await c.put(putUrl(request.id), withItems(request, cardItems()));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ messageError: 'Cette demande est introuvable ou son lien a expiré.' });
  });
});
