import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  CAPTCHA_CHALLENGE_PATH,
  FIELD_TYPES,
  type Form,
  type FormField,
} from '../../../src/shared/access-requests';
import { client, creationUrl, CARD_REQUEST, formsServer } from './forms-helpers';
import { cookieOf } from './helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

const fieldsOf = (form: Form): FormField[] => (form.sections ?? []).flatMap((s) => s.champs);

describe('GET /formulaire/api/formulaires/byPage?status=VISIBLE', () => {
  it('lists the visible forms only, without their sections', async () => {
    app = await formsServer();
    const c = await client(app);
    const response = await c.get('/formulaire/api/formulaires/byPage?status=VISIBLE');
    expect(response.statusCode).toBe(200);
    const forms = response.json() as Form[];
    expect(forms.map((f) => [f.id, f.nom, f.listeIdRetrait, f.renouvellement])).toEqual([
      [1, 'Demande de carte Ligéo', 1, false],
      [2, 'Renouvellement de carte Ligéo', 1, true],
      [3, 'Demande de carte Ligéo Entreprise', null, false],
    ]);
    expect(forms[0]).toEqual({
      id: 1,
      nom: 'Demande de carte Ligéo',
      description:
        'Votre carte Ligéo nominative, valable sur tout le réseau du Loir-et-Cher. Elle vous attendra au point de retrait choisi.',
      listeIdRetrait: 1,
      renouvellement: false,
    });
    expect(JSON.stringify(forms)).not.toContain('Solidaire');
  });

  it('refuses another status in French', async () => {
    app = await formsServer();
    const c = await client(app);
    for (const url of [
      '/formulaire/api/formulaires/byPage',
      '/formulaire/api/formulaires/byPage?status=MASQUE',
    ]) {
      const response = await c.get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ messageError: 'Le paramètre « status » doit valoir VISIBLE.' });
    }
  });
});

describe('GET /formulaire/api/formulaire/{id}?withSections=true', () => {
  it('sorts the sections and their fields by position', async () => {
    app = await formsServer();
    const c = await client(app);
    const form = (await c.get('/formulaire/api/formulaire/1?withSections=true')).json() as Form;
    expect(form.sections!.map((s) => [s.position, s.nom])).toEqual([
      [1, 'Titulaire de la carte'],
      [2, 'Adresse'],
      [3, 'Coordonnées'],
      [4, 'Pièces justificatives'],
    ]);
    expect(form.sections![0]!.description).toBe('La personne qui voyagera avec la carte.');
    expect(form.sections!.map((s) => s.champs.map((f) => f.position))).toEqual([
      [1, 2, 3, 4],
      [1, 2, 3, 4, 5, 6],
      [1, 2, 3],
      [1, 2, 3],
    ]);
    expect(form.sections![1]!.champs.map((f) => f.label)).toEqual([
      'Numéro',
      'Type de voie',
      'Nom de la voie',
      'Lieu-dit',
      'Code postal',
      'Ville',
    ]);
    expect(form.sections![0]!.champs[0]).toEqual({
      id: 110,
      nom: 'nom',
      label: 'Nom',
      type: 'Texte',
      requis: true,
      taille: 0,
      position: 1,
      tagExport: 'TITAN_NOM',
      listeId: null,
    });
  });

  it('answers the form alone without withSections', async () => {
    app = await formsServer();
    const c = await client(app);
    const form = (await c.get('/formulaire/api/formulaire/2')).json() as Form;
    expect(form.nom).toBe('Renouvellement de carte Ligéo');
    expect(form).not.toHaveProperty('sections');
  });

  it('covers every field type, both widths, required and optional fields and the export tags', async () => {
    app = await formsServer();
    const c = await client(app);
    const fields: FormField[] = [];
    for (const id of [1, 2, 3])
      fields.push(...fieldsOf((await c.get(`/formulaire/api/formulaire/${id}?withSections=true`)).json()));
    expect(new Set(fields.map((f) => f.type))).toEqual(new Set(FIELD_TYPES));
    expect(new Set(fields.map((f) => f.taille))).toEqual(new Set([0, 1]));
    expect(new Set(fields.map((f) => f.requis))).toEqual(new Set([true, false]));
    expect(new Set(fields.map((f) => f.tagExport))).toEqual(
      new Set([
        null,
        'TITAN_NOM',
        'TITAN_PRENOM',
        'TITAN_EMAIL',
        'TITAN_CODE_POSTAL',
        'TITAN_VILLE',
        'TITAN_TELEPHONE_PORTABLE',
        'TITAN_TELEPHONE_FIXE',
        'TITAN_NUMERO_DE_VOIE',
        'TITAN_TYPE_DE_VOIE',
        'TITAN_VOIE',
        'TITAN_LIEU_DIT',
        'TITAN_RAISON_SOCIAL',
        'TITAN_POINT_GEOGRAPHIQUE',
      ]),
    );
    expect(new Set(fields.map((f) => f.id)).size).toBe(fields.length);
  });

  it('answers 404 in French for the hidden form, an unknown one or a bad id', async () => {
    app = await formsServer();
    const c = await client(app);
    for (const id of ['4', '99', 'abc', '0']) {
      const response = await c.get(`/formulaire/api/formulaire/${id}?withSections=true`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({
        messageError: 'Ce formulaire n’existe pas ou n’est pas ouvert aux demandes.',
      });
    }
  });
});

describe('GET /formulaire/api/liste/{id}', () => {
  it('answers the pick-up points with their address and opening hours', async () => {
    app = await formsServer();
    const c = await client(app);
    const response = await c.get('/formulaire/api/liste/1');
    expect(response.statusCode).toBe(200);
    const { donneeDeListes } = response.json() as { donneeDeListes: { label: string; info: string }[] };
    expect(donneeDeListes).toHaveLength(4);
    expect(donneeDeListes[0]).toEqual({
      label: 'Agence Ligéo de Blois – Gare',
      info: '12 place de la Gare, 41000 Blois. Du lundi au samedi, de 7 h 30 à 19 h.',
      valeurExport: 'PR_BLOIS_GARE',
    });
    expect(donneeDeListes.every((point) => /4\d{4} /.test(point.info))).toBe(true);
  });

  it('answers a choice list with its export codes', async () => {
    app = await formsServer();
    const c = await client(app);
    const list = (await c.get('/formulaire/api/liste/2')).json() as {
      donneeDeListes: { label: string; valeurExport: string }[];
    };
    expect(list.donneeDeListes.map((i) => [i.label, i.valeurExport])).toEqual([
      ['Collégien ou lycéen', 'SCOL'],
      ['Étudiant', 'ETU'],
      ['Salarié', 'SAL'],
      ['Demandeur d’emploi', 'DE'],
      ['Retraité', 'RET'],
      ['Autre situation', 'AUT'],
    ]);
  });

  it('answers 404 in French for an unknown list', async () => {
    app = await formsServer();
    const c = await client(app);
    for (const id of ['99', 'x']) {
      const response = await c.get(`/formulaire/api/liste/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ messageError: 'Cette liste de choix n’existe pas.' });
    }
  });
});

describe('guards', () => {
  it('every route of the form service needs the bearer', async () => {
    app = await formsServer();
    // The CSRF pair is right: only the bearer is missing.
    const csrf = cookieOf(await app.inject({ method: 'GET', url: '/api/jwttoken/generate' }), 'XSRF-TOKEN')!;
    for (const [method, url] of [
      ['GET', '/formulaire/api/formulaires/byPage?status=VISIBLE'],
      ['GET', '/formulaire/api/formulaire/1?withSections=true'],
      ['GET', '/formulaire/api/liste/1'],
      ['GET', CAPTCHA_CHALLENGE_PATH],
      ['GET', '/formulaire/api/demande/abc'],
      ['POST', '/formulaire/api/demande?tokenCaptcha=x'],
      ['POST', '/formulaire/api/demande/1001/document'],
      ['PUT', '/formulaire/api/demande/1001'],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        headers: { 'x-xsrf-token': csrf },
        cookies: { 'XSRF-TOKEN': csrf },
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({
        messageError: 'Authentification requise : jeton absent, invalide ou expiré.',
      });
    }
  });

  it('a POST without the CSRF header is refused (403) and creates nothing', async () => {
    app = await formsServer();
    const token = (
      (await app.inject({ method: 'GET', url: '/api/jwttoken/generate' })).json() as { id_token: string }
    ).id_token;
    const response = await app.inject({
      method: 'POST',
      url: creationUrl('x'),
      headers: { authorization: `Bearer ${token}` },
      payload: CARD_REQUEST,
    });
    expect(response.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/__emulator/outbox' })).json()).toEqual([]);
  });
});
