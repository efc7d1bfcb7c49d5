import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { FILE_SIZE_LIMIT_BYTES } from '../../../src/shared/access-requests';
import { UPLOAD_BODY_LIMIT } from '../../../src/server/forms/documents';
import {
  cardItems,
  client,
  clock,
  documentUrl,
  FILE_FIELDS,
  formsServer,
  JPG,
  openedRequest,
  PDF,
  PNG,
  uploadBody,
} from './forms-helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

const TOO_LARGE = { messageError: 'Fichier trop volumineux' };

async function opened() {
  app = await formsServer();
  const c = await client(app);
  return { c, request: await openedRequest(app, c) };
}

describe('POST /formulaire/api/demande/{id}/document', () => {
  it('stores a PDF, a JPG or a PNG for a file field and answers its metadata', async () => {
    const time = clock();
    app = await formsServer({ now: time.now });
    const c = await client(app);
    const { id } = await openedRequest(app, c);
    const response = await c.post(documentUrl(id), uploadBody(FILE_FIELDS.photo, PDF));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: 1,
      demandeId: id,
      champId: 140,
      label: 'Photo d’identité',
      section: 'Pièces justificatives',
      donneesContentType: 'application/pdf',
      taille: PDF.length,
      dateCreation: time.now().toISOString(),
    });
    const jpg = await c.post(documentUrl(id), uploadBody(FILE_FIELDS.domicile, JPG, 'image/jpeg'));
    expect(jpg.json()).toMatchObject({ champId: 141, donneesContentType: 'image/jpeg', taille: JPG.length });
    const png = await c.post(documentUrl(id), uploadBody(FILE_FIELDS.scolarite, PNG, 'IMAGE/PNG'));
    expect(png.json()).toMatchObject({ champId: 142, donneesContentType: 'image/png', taille: PNG.length });
  });

  it('replaces the document of a field uploaded again', async () => {
    const { c, request } = await opened();
    await c.post(documentUrl(request.id), uploadBody(FILE_FIELDS.photo, PDF));
    const again = await c.post(documentUrl(request.id), uploadBody(FILE_FIELDS.photo, PNG, 'image/png'));
    expect(again.json()).toMatchObject({
      id: 2,
      champId: 140,
      donneesContentType: 'image/png',
      taille: PNG.length,
    });
    await c.post(documentUrl(request.id), uploadBody(FILE_FIELDS.domicile, PDF));
    // One document per field: the two required files are there, so the form goes through.
    expect(
      (await c.put(`/formulaire/api/demande/${request.id}`, { ...request, donneesDeDemandes: cardItems() }))
        .statusCode,
    ).toBe(200);
  });

  it.each([
    [
      'a GIF',
      uploadBody(FILE_FIELDS.photo, Buffer.from('GIF89a'), 'image/gif'),
      'Seuls les fichiers PDF, JPG et PNG sont acceptés.',
    ],
    [
      'a text file',
      uploadBody(FILE_FIELDS.photo, Buffer.from('bonjour'), 'text/plain'),
      'Seuls les fichiers PDF, JPG et PNG sont acceptés.',
    ],
    [
      'an inherited key as type',
      uploadBody(FILE_FIELDS.photo, PDF, 'constructor'),
      'Seuls les fichiers PDF, JPG et PNG sont acceptés.',
    ],
    [
      'PNG bytes declared as PDF',
      uploadBody(FILE_FIELDS.photo, PNG, 'application/pdf'),
      'Le contenu du fichier n’est pas celui d’un fichier PDF, comme son type l’annonce.',
    ],
    [
      'PDF bytes declared as JPG',
      uploadBody(FILE_FIELDS.photo, PDF, 'image/jpeg'),
      'Le contenu du fichier n’est pas celui d’un fichier JPG, comme son type l’annonce.',
    ],
    [
      'a truncated PNG signature',
      uploadBody(FILE_FIELDS.photo, PNG.subarray(0, 4), 'image/png'),
      'Le contenu du fichier n’est pas celui d’un fichier PNG, comme son type l’annonce.',
    ],
    ['an empty file', uploadBody(FILE_FIELDS.photo, Buffer.alloc(0)), 'Le fichier est vide.'],
    [
      'a data: URL',
      {
        ...uploadBody(FILE_FIELDS.photo, PDF),
        documentDTO: {
          donnees: `data:application/pdf;base64,${PDF.toString('base64')}`,
          donneesContentType: 'application/pdf',
        },
      },
      'Le fichier s’envoie en base64 seul, sans le préfixe « data: ».',
    ],
    [
      'invalid base64',
      {
        ...uploadBody(FILE_FIELDS.photo, PDF),
        documentDTO: { donnees: 'JVBERi0x*', donneesContentType: 'application/pdf' },
      },
      'Le contenu du fichier n’est pas un base64 valide.',
    ],
    [
      'a field that is not a file field',
      { ...uploadBody(FILE_FIELDS.photo, PDF), champDTO: { id: 110 }, section: 'Titulaire de la carte' },
      'Ce champ n’est pas un champ de fichier du formulaire de cette demande.',
    ],
    [
      'a file field of another form',
      { ...uploadBody(FILE_FIELDS.photo, PDF), champDTO: { id: 230 }, section: 'Photo' },
      'Ce champ n’est pas un champ de fichier du formulaire de cette demande.',
    ],
    [
      'the wrong section',
      { ...uploadBody(FILE_FIELDS.photo, PDF), section: 'Adresse' },
      'Le champ « Photo d’identité » appartient à la section « Pièces justificatives ».',
    ],
    [
      'no champDTO',
      { ...uploadBody(FILE_FIELDS.photo, PDF), champDTO: undefined },
      'Le champ « champDTO » doit être un objet.',
    ],
    [
      'no documentDTO',
      { ...uploadBody(FILE_FIELDS.photo, PDF), documentDTO: 'x' },
      'Le champ « documentDTO » doit être un objet.',
    ],
    [
      'no section',
      { ...uploadBody(FILE_FIELDS.photo, PDF), section: 3 },
      'Le champ « section » doit être un texte.',
    ],
  ])('refuses %s in French (400) and stores nothing', async (_name, body, message) => {
    const { c, request } = await opened();
    const response = await c.post(documentUrl(request.id), body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ messageError: message });
    // Nothing stored: the required photo is still missing.
    const put = await c.put(`/formulaire/api/demande/${request.id}`, {
      ...request,
      donneesDeDemandes: cardItems(),
    });
    expect(put.json()).toEqual({ messageError: 'Veuillez joindre le fichier « Photo d’identité ».' });
  });

  it('takes a file one byte under 10 MB (10 × 1024 × 1024 bytes), and answers 413 "Fichier trop volumineux" to exactly 10 MB', async () => {
    const { c, request } = await opened();
    const under = Buffer.alloc(FILE_SIZE_LIMIT_BYTES - 1, 0x20);
    PDF.copy(under);
    const taken = await c.post(documentUrl(request.id), uploadBody(FILE_FIELDS.photo, under));
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ taille: 10 * 1024 * 1024 - 1 });
    const exact = Buffer.concat([under, Buffer.from('x')]);
    expect(exact.length).toBe(10 * 1024 * 1024);
    const response = await c.post(documentUrl(request.id), uploadBody(FILE_FIELDS.photo, exact));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(TOO_LARGE);
  });

  it('answers 413 "Fichier trop volumineux" in French to a body over the route limit', async () => {
    const { c, request } = await opened();
    const payload = JSON.stringify({
      ...uploadBody(FILE_FIELDS.photo, PDF),
      padding: 'x'.repeat(UPLOAD_BODY_LIMIT),
    });
    const response = await c.post(documentUrl(request.id), payload, { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(TOO_LARGE);
  });

  it('still answers the server’s French errors for other failures of the route', async () => {
    const { c, request } = await opened();
    const response = await c.post(documentUrl(request.id), '{ pas du JSON', {
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ messageError: 'Le corps de la requête n’est pas un JSON valide.' });
  });

  it('refuses an upload once the request is sent (409)', async () => {
    const { c, request } = await opened();
    await c.post(documentUrl(request.id), uploadBody(FILE_FIELDS.photo, PDF));
    await c.post(documentUrl(request.id), uploadBody(FILE_FIELDS.domicile, PDF));
    await c.put(`/formulaire/api/demande/${request.id}`, { ...request, donneesDeDemandes: cardItems() });
    const response = await c.post(documentUrl(request.id), uploadBody(FILE_FIELDS.scolarite, PDF));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ messageError: 'La demande est déjà en cours de traitement.' });
  });

  it('answers 404 for an unknown request, a bad id or an expired link', async () => {
    const time = clock();
    app = await formsServer({ now: time.now, tokenTtlSeconds: 2 * 24 * 3600 });
    const c = await client(app);
    const { id } = await openedRequest(app, c);
    for (const url of [documentUrl(9999), '/formulaire/api/demande/abc/document']) {
      const response = await c.post(url, uploadBody(FILE_FIELDS.photo, PDF));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        messageError: 'Cette demande est introuvable ou son lien a expiré.',
      });
    }
    time.advance(25 * 60 * 60 * 1000);
    expect((await c.post(documentUrl(id), uploadBody(FILE_FIELDS.photo, PDF))).statusCode).toBe(404);
  });
});
