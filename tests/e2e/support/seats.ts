// Issue 23's seats from the test's side: another visitor of the emulator, with its own session, who saves
// an order holding a run's seats; the control API that ends every hold at once and lists the orders to
// refund. And the web steps from a run of line 1 (Blois → Vendôme) to the payment page.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { CSRF_COOKIE, CSRF_HEADER } from '../../../src/shared/http';
import type { Leg } from '../../../src/shared/reservation';
import {
  addPassengers,
  BLOIS,
  chooseButton,
  openTrips,
  reservationDialog,
  tripCard,
  VENDOME,
} from './reservation';
import { LEO } from './purchase';

/** One adult from Blois station to Vendôme station on `leg`, as the portal puts it in the cart. */
const oneWay = (leg: Leg) => ({
  type: 'RESERVATION',
  codeProduitReservation: 'RES-PLEIN',
  quantite: 1,
  codeOrigine: 'BLO-GARE',
  codeDestination: 'VEN-GARE',
  codeLigne: leg.codeLigne,
  codeCourse: leg.codeCourse,
  libelleOrigine: BLOIS,
  libelleDestination: VENDOME,
  libelleLigne: leg.libelleLigne,
  dateDepart: leg.dateDepart,
  dateArrivee: leg.dateArrivee,
});

/** Another visitor (a session of its own: one token, its CSRF pair) saves an order for one seat on `leg`,
 * paid by card: the seat is held. Its order's id. */
export async function holdSeatElsewhere(request: APIRequestContext, leg: Leg): Promise<number> {
  const first = await request.get('/api/jwttoken/generate');
  const { id_token } = (await first.json()) as { id_token: string };
  const csrf = (await request.storageState()).cookies.find((c) => c.name === CSRF_COOKIE)!.value;
  const headers = { Authorization: `Bearer ${id_token}`, [CSRF_HEADER]: csrf };
  const post = async (path: string, data: unknown) => {
    const answer = await request.post(path, { headers, data });
    expect(answer.status(), `${path} : ${await answer.text()}`).toBe(200);
    return answer;
  };
  await post('/vente/api/cart/articles', [oneWay(leg)]);
  await post('/vente/api/shippingAdress/save', {
    address: {
      ...LEO,
      gender: 'MR',
      phone: '',
      secondPhone: '',
      addressComplement: '',
      countryCode: '250',
    },
  });
  const saved = await post('/vente/api/save', {
    isVpc: false,
    isReservation: true,
    isTicketOD: false,
    isRechargementOD: false,
    paymentMode: 'CB',
  });
  return ((await saved.json()) as { id: number }).id;
}

/** Emulator control: every hold ends now; how many did. */
export async function expireHolds(request: APIRequestContext): Promise<number> {
  const answer = await request.post('/__emulator/places-retenues/expiration');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { expired: number }).expired;
}

export interface RefundDue {
  id: number;
  amount: number;
  date: string;
  reason: string;
}

/** Emulator control: the orders paid after their seats were sold. */
export async function refundsDue(request: APIRequestContext): Promise<RefundDue[]> {
  const answer = await request.get('/__emulator/remboursements');
  expect(answer.status()).toBe(200);
  return (await answer.json()) as RefundDue[];
}

/** Line 1's trips on `day` → `leg`'s run with one adult, by touch on a kiosk → the cart (the kiosk goes
 * straight to /payment) → on the web, terms and 'Valider les achats' → /payment. */
export async function oneSeatToPayment(page: Page, leg: Leg, day: string, touch = false): Promise<void> {
  await openTrips(page, touch, day);
  const press = (target: Locator) => (touch ? target.tap() : target.click());
  const card = tripCard(page, leg);
  await expect(card).toContainText('1 place disponible');
  await press(chooseButton(card));
  await addPassengers(page, 'Plein tarif', 1, touch);
  await press(reservationDialog(page).getByRole('button', { name: 'Confirmer' }));
  if (!touch) {
    await expect(page).toHaveURL(/\/cart$/);
    await page.getByLabel(/J’ai lu et j’accepte les/).check();
    await page.getByRole('button', { name: 'Valider les achats' }).click();
  }
  await expect(page).toHaveURL(/\/payment$/);
}
