// Test-side access to the on-board contactless payments: the demo cards of docs/demo-data-trips.md « Paiements sans
// contact à bord » (built from the emulator's seed), what the provider's page hands to the portal for
// a card and what the back office binds to it (to compute the rows and proofs a test expects), and the
// reset of the provider's search throttle (EMULATOR_CONTROL=1, as playwright.config.ts starts it).
import { currentServers, expect, type APIRequestContext, type Page } from './test';
import {
  DEMO_ONBOARD_CARDS,
  demoCardExpiry,
  type DemoOnboardCard,
} from '../../../src/server/onboard/demo-cards';
import { SEARCH_THROTTLE_RESET_PATH } from '../../../src/server/providers/transactions';
import { TRANSACTIONS_PATHS, type TransactionsAnswer } from '../../../src/server/providers/transactions/api';
import {
  COMMANDES_VALIDEUR_CB_PATH,
  type CardValidatorOrder,
  type ProofRequestItem,
  type SmactTransaction,
} from '../../../src/shared/onboard-payments';
import { isCompleteTransaction, proofItem } from '../../support/onboard-records';

export { isCompleteTransaction };

/** A card as the traveller types it in the provider's page. */
export interface DemoCard {
  numero: string;
  /** MM/AA: December of this year + 3, as the emulator's seed (same machine clock). */
  expiration: string;
}

const demoCard = (name: DemoOnboardCard): DemoCard => ({
  numero: DEMO_ONBOARD_CARDS[name],
  expiration: demoCardExpiry(new Date()),
});

export const DEMO = {
  cards: {
    /** 11 trips within 30 days (the newest a pending debit, a capped day, one tap paying two orders)
     * and older taps outside them. */
    withTrips: demoCard('withTrips'),
    /** Only taps older than 30 days: the portal's « Aucune transaction à bord … » warning. */
    nothingRecent: demoCard('nothingRecent'),
    /** 5 records: 2 incomplete (left out by the portal), 3 complete, 1 of them unknown to the back
     * office (left out by commandesValideurCb): 2 rows. */
    incomplete: demoCard('incomplete'),
  },
} as const;

const providers = () => currentServers().providersURL;

async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  if (!response.ok())
    throw new Error(`${what} refusé par l'émulateur : ${response.status()} ${await response.text()}`);
}

/** One row of the portal's table: a bound order and the payment (tap) it was paid by. */
export interface OnboardRow {
  order: CardValidatorOrder;
  payment: SmactTransaction;
}

export interface OnboardTrips {
  /** What the provider's page posts to the portal, as the clearing holds it (newest first). */
  records: unknown[];
  /** The complete ones, which the portal asks the back office about. */
  payments: SmactTransaction[];
  /** The back office's answer for them (unknown taps left out). */
  orders: CardValidatorOrder[];
  rows: OnboardRow[];
}

/** What the provider answers for `card` and the back office for its taps, read through their APIs as
 * the page and the portal read them. Counts as one search of the provider's throttle. */
export async function onboardTrips(request: APIRequestContext, card: DemoCard): Promise<OnboardTrips> {
  const found = await request.post(`${providers()}${TRANSACTIONS_PATHS.search}`, {
    data: { numeroCarte: card.numero, expiration: card.expiration },
  });
  await ok(found, 'Recherche des paiements');
  const records = ((await found.json()) as TransactionsAnswer).transactions;
  const payments = records.filter(isCompleteTransaction);
  if (payments.length === 0) return { records, payments, orders: [], rows: [] };
  const token = ((await (await request.get('/api/jwttoken/generate')).json()) as { id_token: string })
    .id_token;
  const query = payments.map((p) => `idTransSec=${encodeURIComponent(p.idTransSec)}`).join('&');
  const answer = await request.get(`${COMMANDES_VALIDEUR_CB_PATH}?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  await ok(answer, 'Commandes des paiements');
  const orders = (await answer.json()) as CardValidatorOrder[];
  const rows = orders.map((order) => ({
    order,
    payment: payments.find((p) => p.idTransSec === order.numTransaction)!,
  }));
  return { records, payments, orders, rows };
}

/** The pdfAchatBorne item of a row (SPEC §7), as the portal should send it. */
export const proofItemOf = ({ order, payment }: OnboardRow): ProofRequestItem => proofItem(order, payment);

/** Forgets the provider's count of searches (10 a minute per address, then slowed down): call it in a
 * beforeEach, all the tests' searches coming from one address. */
export async function resetOnboardSearches(request: APIRequestContext): Promise<void> {
  await ok(
    await request.delete(`${providers()}${SEARCH_THROTTLE_RESET_PATH}`),
    'Remise à zéro des recherches',
  );
}

export const JUSTIFICATION_TITLE = 'Synthèse de vos paiements à bord';

/** /justification as the frame screen leaves it (the taps of DEMO.cards.withTrips in session storage,
 * the frame's URL for 'Recommencer'), the back office answering for them: the screen sweeps' way in,
 * since a direct visit without taps goes elsewhere. */
export async function openJustification(page: Page, frameUrl: string): Promise<void> {
  await resetOnboardSearches(page.request);
  const { records } = await onboardTrips(page.request, DEMO.cards.withTrips);
  await page.addInitScript(
    ({ stored, url }) => {
      if (sessionStorage.getItem('onboardTaps')) return;
      sessionStorage.setItem('onboardTaps', JSON.stringify(stored));
      sessionStorage.setItem('onboardFrameUrl', url);
    },
    { stored: records.filter(isCompleteTransaction), url: frameUrl },
  );
  await page.goto('/justification');
  await expect(page.getByRole('table')).toBeVisible();
}
