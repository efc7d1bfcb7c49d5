// Shared steps of the access-request tests: a server with a cheap captcha and a movable clock, a
// visitor's calls, a captcha solved as the widget solves it, a created request read back through the
// e-mailed link, files of each accepted type and the data items of a complete card request.
import type { FastifyInstance } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import {
  CAPTCHA_CHALLENGE_PATH,
  type AccessRequest,
  type DataItemType,
  type RequestDataItem,
} from '../../../src/shared/access-requests';
import type { ServerOptions } from '../../../src/server';
import type { CaptchaWork } from '../../../src/server/forms/captcha';
import type { OutboxMail } from '../../../src/server/forms/outbox';
import { cookieOf, server } from './helpers';

/** A few quick tries: for the tests that are not about the captcha's cost. */
export const CHEAP_WORK: CaptchaWork = { cost: 1, minCounter: 0, maxCounter: 20 };

/** A clock the test moves; starts at the real time (altcha-lib also checks expiry on the real clock). */
export function clock() {
  let time = Date.now();
  return {
    now: () => new Date(time),
    advance: (ms: number) => {
      time += ms;
    },
  };
}

export function formsServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  return server({ captchaWork: CHEAP_WORK, control: true, ...options });
}

/** A visitor of the portal: bearer and CSRF pair, and calls carrying them. */
export async function client(app: FastifyInstance) {
  const first = await app.inject({ method: 'GET', url: '/api/jwttoken/generate' });
  const csrf = cookieOf(first, 'XSRF-TOKEN')!;
  const token = (first.json() as { id_token: string }).id_token;
  const headers = { authorization: `Bearer ${token}`, 'x-xsrf-token': csrf };
  const cookies = { 'XSRF-TOKEN': csrf };
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object | string, extra = {}) =>
    app.inject({
      method,
      url,
      headers: { ...headers, ...extra },
      cookies,
      ...(payload === undefined ? {} : { payload }),
    });
  return {
    get: (url: string) => send('GET', url),
    /** `extra` headers, e.g. another Host for the portal's origin. */
    post: (url: string, payload?: object | string, extra?: Record<string, string>) =>
      send('POST', url, payload, extra),
    put: (url: string, payload?: object) => send('PUT', url, payload),
  };
}

export type Client = Awaited<ReturnType<typeof client>>;

/** What the ALTCHA widget emits once it solved a challenge: base64 of { challenge, solution }. */
export async function widgetPayload(challenge: Challenge): Promise<{ token: string; counter: number }> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return { token: Buffer.from(JSON.stringify(payload)).toString('base64'), counter: solution.counter };
}

export async function solvedToken(c: Client): Promise<string> {
  return (await widgetPayload((await c.get(CAPTCHA_CHALLENGE_PATH)).json() as Challenge)).token;
}

export const creationUrl = (token: string) =>
  `/formulaire/api/demande?tokenCaptcha=${encodeURIComponent(token)}`;

export const CARD_REQUEST = {
  demandeurNom: 'Lefèvre',
  demandeurPrenom: 'Zoé',
  demandeurEmail: 'zoe.lefevre@exemple.fr',
  demandeurPointRetraitLabel: 'Agence Ligéo de Blois – Gare',
  formulaireId: 1,
  donneesDeDemandes: [],
};

export const outbox = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/__emulator/outbox' })).json() as OutboxMail[];

/** Creates a request (captcha solved), then opens it by the link of the e-mail it sent. */
export async function openedRequest(
  app: FastifyInstance,
  c: Client,
  body: object = CARD_REQUEST,
): Promise<AccessRequest & { id: number; guid: string }> {
  const created = await c.post(creationUrl(await solvedToken(c)), body);
  if (created.statusCode !== 201) throw new Error(`creation refused: ${created.body}`);
  const [mail] = await outbox(app);
  const guid = mail!.link!.split('/').pop()!;
  return (await c.get(`/formulaire/api/demande/${guid}`)).json();
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
export const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
export const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);

export const FILE_FIELDS = {
  photo: { id: 140, section: 'Pièces justificatives' },
  domicile: { id: 141, section: 'Pièces justificatives' },
  scolarite: { id: 142, section: 'Pièces justificatives' },
} as const;

export function uploadBody(
  field: { id: number; section: string },
  bytes: Buffer,
  contentType = 'application/pdf',
): object {
  return {
    documentDTO: { donnees: bytes.toString('base64'), donneesContentType: contentType },
    champDTO: {
      id: field.id,
      nom: 'photo',
      label: 'Photo d’identité',
      type: 'Fichier',
      requis: true,
      taille: 1,
      position: 1,
    },
    section: field.section,
  };
}

export const documentUrl = (id: number) => `/formulaire/api/demande/${id}/document`;

export function item(
  section: string,
  label: string,
  type: DataItemType,
  tagExport: string | null,
  valeur: string,
  valExport = valeur,
): RequestDataItem {
  return { section, label, type, tagExport, valeur, valExport };
}

/** Every field of the card request form filled (its two required files still to upload). */
export function cardItems(): RequestDataItem[] {
  const holder = 'Titulaire de la carte';
  const address = 'Adresse';
  const contact = 'Coordonnées';
  return [
    item(holder, 'Nom', 'TEXTE', 'TITAN_NOM', 'Lefèvre'),
    item(holder, 'Prénom', 'TEXTE', 'TITAN_PRENOM', 'Zoé'),
    item(holder, 'Date de naissance', 'DATE', null, '14/07/2008', '2008-07-14'),
    item(holder, 'Situation', 'TEXTE', null, 'Collégien ou lycéen', 'SCOL'),
    item(address, 'Numéro', 'TEXTE', 'TITAN_NUMERO_DE_VOIE', '12 bis'),
    item(address, 'Type de voie', 'TEXTE', 'TITAN_TYPE_DE_VOIE', 'Place', 'PL'),
    item(address, 'Nom de la voie', 'TEXTE', 'TITAN_VOIE', 'de la Gare'),
    item(address, 'Lieu-dit', 'TEXTE', 'TITAN_LIEU_DIT', 'Les Grouëts'),
    item(address, 'Code postal', 'ENTIER', 'TITAN_CODE_POSTAL', '41000'),
    item(address, 'Ville', 'TEXTE', 'TITAN_VILLE', 'Blois'),
    item(contact, 'Adresse e-mail', 'EMAIL', 'TITAN_EMAIL', 'zoe.lefevre@exemple.fr'),
    item(contact, 'Téléphone portable', 'ENTIER', 'TITAN_TELEPHONE_PORTABLE', '0612345678'),
    item(contact, 'Téléphone fixe', 'ENTIER', 'TITAN_TELEPHONE_FIXE', '0254000000'),
  ];
}
