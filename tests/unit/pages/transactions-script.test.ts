// @vitest-environment happy-dom
// The provider page's script (assets/pages/fournisseur/transactions-cb/transactions.js) run on the page
// the provider renders: the card typed on the keypad, checked before anything is sent, sent to the API
// in a POST body, forgotten after; the records posted to the portal's exact origin (never '*'), or
// listed when the page is not framed; the API's refusals shown.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { transactionsPage } from '../../../src/server/providers/transactions/page';
import { TRANSACTIONS_PATHS } from '../../../src/server/providers/transactions/api';
import {
  FRAME_HEIGHT_MESSAGE_TYPE,
  FRAME_HEIGHT_MESSAGE_VERSION,
  TRANSACTIONS_MESSAGE_TYPE,
  TRANSACTIONS_MESSAGE_VERSION,
} from '../../../src/shared/onboard-payments';
import { clearingAt, EXPIRY } from '../server/onboard-helpers';

const SCRIPT = readFileSync(
  join(import.meta.dirname, '../../../src/server/assets/pages/fournisseur/transactions-cb/transactions.js'),
  'utf8',
);
const PORTAL = 'http://127.0.0.1:5180';
const ORIGINS = [PORTAL, 'app://portail'];
const RECORDS = clearingAt().recentRecords('4970150000000019', EXPIRY);

/** happy-dom's own: the window is its own parent (not framed). */
const UNFRAMED = Object.getOwnPropertyDescriptor(window, 'parent')!;
let postMessage: ReturnType<typeof vi.fn>;
let fetchMock: ReturnType<typeof vi.fn>;

/** The page as served, its script run; `framedBy`: the parent's origin as Chromium reports it, null
 * for a browser without ancestorOrigins, undefined when the page is not framed. */
function load(framedBy: string | null | undefined, answer: { status: number; body: unknown }) {
  // Its script is run below; stylesheets are not this test's business.
  const html = transactionsPage(ORIGINS).replace(/<script[^>]*><\/script>|<link[^>]*>/g, '');
  document.documentElement.innerHTML = html
    .replace(/^<!doctype html>\s*<html lang="fr">/, '')
    .replace(/<\/html>$/, '');
  postMessage = vi.fn();
  if (framedBy !== undefined)
    Object.defineProperty(window, 'parent', { value: { postMessage }, configurable: true });
  Object.defineProperty(window.location, 'ancestorOrigins', {
    value: framedBy ? [framedBy] : undefined,
    configurable: true,
  });
  fetchMock = vi.fn(async () => new Response(JSON.stringify(answer.body), { status: answer.status }));
  vi.stubGlobal('fetch', fetchMock);
  new Function(SCRIPT)();
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const press = (...keys: string[]) => {
  for (const key of keys) document.querySelector<HTMLButtonElement>(`[data-touche="${key}"]`)!.click();
};
const submit = () =>
  byId<HTMLFormElement>('recherche').dispatchEvent(new Event('submit', { cancelable: true }));
/** Types a card with the keyboard and submits it. */
const searchWith = (numero: string, expiration: string) => {
  byId<HTMLInputElement>('numero-carte').value = numero;
  byId<HTMLInputElement>('expiration').value = expiration;
  submit();
};
/** The errors shown under the two fields. */
const fieldErrors = () => [byId('numero-carte-erreur').textContent, byId('expiration-erreur').textContent];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-14T09:30:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'parent', UNFRAMED);
});

describe('the page’s script, framed by the portal', () => {
  it('types on the keypad, searches by POST and posts the records to the portal’s exact origin', async () => {
    load(PORTAL, { status: 200, body: { transactions: RECORDS } });
    press(...'4970150000000019'.split(''));
    expect(byId<HTMLInputElement>('numero-carte').value).toBe('4970 1500 0000 0019');
    byId<HTMLInputElement>('expiration').dispatchEvent(new Event('focus'));
    expect(byId('pave-cible').textContent).toBe('Date d’expiration');
    press('1', '2', '2', '8', 'effacer', '9', '9');
    // At most MM/AA: a fifth digit is not taken.
    expect(byId<HTMLInputElement>('expiration').value).toBe('12/29');
    submit();
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(TRANSACTIONS_PATHS.search);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      numeroCarte: '4970 1500 0000 0019',
      expiration: '12/29',
    });
    expect(postMessage.mock.calls).toEqual([
      [
        { type: TRANSACTIONS_MESSAGE_TYPE, version: TRANSACTIONS_MESSAGE_VERSION, transactions: RECORDS },
        PORTAL,
      ],
    ]);
    expect(byId('statut').textContent).toBe('11 trajets transmis au portail.');
    // The card left the page.
    expect(byId<HTMLInputElement>('numero-carte').value).toBe('');
    expect(byId<HTMLInputElement>('expiration').value).toBe('');
    expect(byId<HTMLButtonElement>('rechercher').disabled).toBe(false);
    // The keypad is ready for the next card.
    expect(byId('pave-cible').textContent).toBe('Numéro de la carte bancaire');
    press('4');
    expect(byId<HTMLInputElement>('numero-carte').value).toBe('4');
  });

  it('tells the portal its content’s height, to its exact origin, and again when it changes', async () => {
    // happy-dom lays nothing out: the body's box is the test's.
    let bottom = 1234.2;
    vi.spyOn(HTMLBodyElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ bottom }) as DOMRect,
    );
    load(PORTAL, { status: 200, body: { transactions: RECORDS } });
    const heights = () =>
      postMessage.mock.calls.filter(
        ([data]) => (data as { type: string }).type === FRAME_HEIGHT_MESSAGE_TYPE,
      );
    expect(heights()).toEqual([
      [{ type: FRAME_HEIGHT_MESSAGE_TYPE, version: FRAME_HEIGHT_MESSAGE_VERSION, height: 1235 }, PORTAL],
    ]);
    // The fields' errors shown: measured again; the same height is not said twice.
    submit();
    expect(fieldErrors()[0]).not.toBe('');
    expect(heights()).toHaveLength(1);
    bottom = 1500;
    submit();
    expect(heights().at(-1)).toEqual([
      { type: FRAME_HEIGHT_MESSAGE_TYPE, version: FRAME_HEIGHT_MESSAGE_VERSION, height: 1500 },
      PORTAL,
    ]);
  });

  it('says its height to the portal’s origins only, whoever frames it, and to nobody when not framed', () => {
    vi.spyOn(HTMLBodyElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ bottom: 900 }) as DOMRect,
    );
    load('https://site-pirate.example', { status: 200, body: { transactions: [] } });
    expect(postMessage.mock.calls.map(([, origin]) => origin)).toEqual(ORIGINS);
    Object.defineProperty(window, 'parent', UNFRAMED);
    load(undefined, { status: 200, body: { transactions: [] } });
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('posts once to each of the portal’s origins when the browser does not name the framing one', async () => {
    load(null, { status: 200, body: { transactions: [] } });
    searchWith('5132850000000024', '1229');
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledTimes(2));
    expect(postMessage.mock.calls.map(([, origin]) => origin)).toEqual(ORIGINS);
    expect(JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string)).toMatchObject({
      expiration: '12/29',
    });
    expect(byId('statut').textContent).toBe(
      'Aucun trajet sur les 30 derniers jours : le portail en est informé.',
    );
  });

  it('never posts to a framing origin that is not the portal’s', async () => {
    load('https://site-pirate.example', { status: 200, body: { transactions: RECORDS.slice(0, 1) } });
    searchWith('4970 1500 0000 0019', '12/29');
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledTimes(2));
    expect(postMessage.mock.calls.map(([, origin]) => origin)).toEqual(ORIGINS);
    expect(byId('statut').textContent).toBe('1 trajet transmis au portail.');
  });

  it('checks the card before sending anything', async () => {
    load(PORTAL, { status: 200, body: { transactions: [] } });
    searchWith('4970 1500 0000 0018', '02/26');
    expect(fieldErrors()).toEqual([
      'Le numéro de carte n’est pas valide : vérifiez chaque chiffre.',
      'Cette carte est expirée : saisissez une carte en cours de validité.',
    ]);
    expect(byId('numero-carte').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(byId('numero-carte'));
    searchWith('4970', '13/29');
    expect(fieldErrors()).toEqual([
      'Le numéro de carte doit compter de 13 à 19 chiffres (les espaces sont permis).',
      'La date d’expiration doit être au format MM/AA (par exemple 12/29).',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
    // A key typed clears the field's error.
    press('1');
    expect(byId('numero-carte').getAttribute('aria-invalid')).toBeNull();
    expect(byId('numero-carte-erreur').textContent).toBe('');
  });

  it('shows the API’s refusal, and forgets the card all the same', async () => {
    load(PORTAL, {
      status: 429,
      body: { messageError: 'Trop de recherches en peu de temps. Veuillez réessayer dans 1 seconde.' },
    });
    searchWith('4970 1500 0000 0019', '12/29');
    await vi.waitFor(() =>
      expect(byId('echec').textContent).toBe(
        'Trop de recherches en peu de temps. Veuillez réessayer dans 1 seconde.',
      ),
    );
    expect(postMessage).not.toHaveBeenCalled();
    expect(byId<HTMLInputElement>('numero-carte').value).toBe('');
    expect(byId('statut').textContent).toBe('');
  });

  it('says so when the API cannot be reached', async () => {
    load(PORTAL, { status: 200, body: {} });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    searchWith('4970 1500 0000 0019', '12/29');
    await vi.waitFor(() =>
      expect(byId('echec').textContent).toBe('La recherche n’a pas abouti. Veuillez réessayer.'),
    );
    expect(postMessage).not.toHaveBeenCalled();
  });
});

describe('the page’s script, not framed', () => {
  it('lists the complete records itself and sends the traveller to the portal', async () => {
    load(undefined, {
      status: 200,
      body: { transactions: clearingAt().recentRecords('4970150000000035', EXPIRY) },
    });
    searchWith('4970 1500 0000 0035', '12/29');
    await vi.waitFor(() => expect(byId('statut').textContent).not.toBe('Recherche en cours…'));
    await vi.waitFor(() => expect(byId('trajets').hidden).toBe(false));
    const items = [...document.querySelectorAll('#liste-trajets li')].map((li) => li.textContent);
    expect(items).toEqual(
      ['12/03/2026 08:30 – 2,30 €', '05/03/2026 07:35 – 2,30 €', '02/03/2026 18:40 – 1,50 €'].map((t) =>
        t.replace(/ €/g, '\u00a0€'),
      ),
    );
    expect(byId('statut').textContent).toBe(
      '3 trajets sur les 30 derniers jours. Ouvrez cette page depuis le portail Ligéo pour télécharger vos justificatifs.',
    );
    // Another search: nothing of the last one stays on screen, even when it stops at the checks.
    submit();
    expect(byId('trajets').hidden).toBe(true);
    expect(document.querySelectorAll('#liste-trajets li')).toHaveLength(0);
    expect(byId('statut').textContent).toBe('');
  });
});
