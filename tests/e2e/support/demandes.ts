// Steps of an access request, done as a requester does them (read, type, click), and the emulator's
// outbox and link-expiry control routes.
import PDFDocument from 'pdfkit';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { CAPTCHA_CHALLENGE_PATH } from '../../../src/shared/access-requests';
import { CSRF_COOKIE, CSRF_HEADER, TOKEN_PATH } from '../../../src/shared/http';

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  link: string | null;
  date: string;
}

export async function clearOutbox(request: APIRequestContext): Promise<void> {
  const response = await request.delete('/__emulator/outbox');
  if (!response.ok()) throw new Error(`Boîte d'envoi non vidée : ${response.status()}`);
}

/** The e-mails the emulator sent, newest first. */
export async function outbox(request: APIRequestContext): Promise<OutboxMail[]> {
  return (await (await request.get('/__emulator/outbox')).json()) as OutboxMail[];
}

/** Ages a request's link past its 24 h (the emulator's control route). */
export async function expireLink(request: APIRequestContext, guid: string): Promise<void> {
  const response = await request.post(`/__emulator/demandes/${guid}/expire`);
  if (!response.ok()) throw new Error(`Lien non expiré : ${response.status()} ${await response.text()}`);
}

export interface Requester {
  nom: string;
  prenom: string;
  email: string;
  /** The subject as the select shows it. */
  form: string;
  pickupPoint?: string;
}

export const LEA: Requester = {
  nom: 'Morel',
  prenom: 'Léa',
  email: 'lea.morel@exemple.fr',
  form: 'Demande de carte Ligéo',
  pickupPoint: 'Agence Ligéo de Blois – Gare',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form control by its label as shown, with or without the '*' of required fields. */
export const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));

export const submitAccess = (page: Page) => page.getByRole('button', { name: 'Valider la demande d’accès' });

/** Ticks the ALTCHA widget's box, seen and tapped in its middle as a person does, and waits until its
 * proof of work is done in the page's workers. */
export async function solveCaptcha(page: Page): Promise<void> {
  const box = page.getByRole('checkbox', { name: 'Je ne suis pas un robot' });
  // The box must show (a transpiled light-dark() once left it without a border) and take a tap.
  expect(await box.evaluate((e) => getComputedStyle(e).borderTopStyle)).toBe('solid');
  await box.click();
  await expect(page.getByRole('checkbox', { name: 'Vérifié' })).toBeChecked({ timeout: 20_000 });
}

/** Opens 'Effectuer une demande' and fills it (captcha included), without sending it. */
export async function fillAccess(page: Page, who: Requester = LEA): Promise<void> {
  await page.goto('/demandes/access');
  await expect(page.getByRole('heading', { level: 1, name: 'Effectuer une demande' })).toBeVisible();
  await field(page, 'Nom').fill(who.nom);
  await field(page, 'Prénom').fill(who.prenom);
  await field(page, 'Adresse e-mail de contact').fill(who.email);
  await field(page, 'Objet de la demande').selectOption({ label: who.form });
  if (who.pickupPoint) await field(page, 'Point de retrait').selectOption({ label: who.pickupPoint });
  await expect(submitAccess(page)).toBeDisabled();
  await solveCaptcha(page);
  await expect(submitAccess(page)).toBeEnabled();
}

/** Creates a request through the page; returns the link the emulator e-mailed. */
export async function requestAccess(page: Page, request: APIRequestContext, who: Requester = LEA) {
  await fillAccess(page, who);
  await submitAccess(page).click();
  await expect(page.getByText('Un lien d’accès vous a été envoyé.')).toBeVisible();
  const mail = (await outbox(request)).find((m) => m.to === who.email && m.link);
  if (!mail?.link) throw new Error(`Aucun lien envoyé à ${who.email}`);
  return new URL(mail.link);
}

/**
 * Creates a request through the emulator's API as the portal does (bearer, CSRF pair, ALTCHA challenge
 * solved by altcha-lib's solver, the same PBKDF2 the widget's workers run), for tests about what
 * follows; returns the guid of the link it e-mailed (read in the outbox).
 */
export async function createdRequestGuid(
  request: APIRequestContext,
  baseURL: string,
  who: Requester = LEA,
): Promise<string> {
  const { id_token: token } = (await (await request.get(TOKEN_PATH)).json()) as { id_token: string };
  const csrf = (await request.storageState()).cookies.find((c) => c.name === CSRF_COOKIE)?.value;
  const headers = { Authorization: `Bearer ${token}`, [CSRF_HEADER]: csrf ?? '', Origin: baseURL };
  const challenge = (await (await request.get(CAPTCHA_CHALLENGE_PATH, { headers })).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('Défi ALTCHA non résolu');
  const tokenCaptcha = Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
  const forms = (await (
    await request.get('/formulaire/api/formulaires/byPage?status=VISIBLE', { headers })
  ).json()) as { id: number; nom: string }[];
  const form = forms.find((f) => f.nom === who.form);
  if (!form) throw new Error(`Formulaire absent : ${who.form}`);
  const created = await request.post(
    `/formulaire/api/demande?tokenCaptcha=${encodeURIComponent(tokenCaptcha)}`,
    {
      headers,
      data: {
        demandeurNom: who.nom,
        demandeurPrenom: who.prenom,
        demandeurEmail: who.email,
        demandeurPointRetraitLabel: who.pickupPoint ?? null,
        formulaireId: form.id,
        donneesDeDemandes: [],
      },
    },
  );
  if (created.status() !== 201)
    throw new Error(`Demande refusée : ${created.status()} ${await created.text()}`);
  const mail = (await outbox(request)).find((m) => m.to === who.email && m.link);
  if (!mail?.link) throw new Error(`Aucun lien envoyé à ${who.email}`);
  return new URL(mail.link).pathname.split('/').pop()!;
}

/** A small real PDF, made by the PDF library the emulator uses for its receipts. */
export function smallPdf(text: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A6' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text(text);
    doc.end();
  });
}

/** A 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
