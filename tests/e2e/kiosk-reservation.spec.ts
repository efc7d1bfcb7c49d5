// Trip reservation at the station kiosk (issue 13), at 1080 × 1920 with touch only: the stops typed on the
// on-screen keyboard in the combo boxes, the day and the return day picked in the calendars, passengers
// with '+', the payment on the card terminal, and the receipt printed with one QR code per ticket (one
// per passenger and per leg), each decoded from the ESC/POS bytes and equal to the order's ticket
// numbers, with the run it boards under it. The bridge reaches the real main-process handlers (Caisse-AP
// driver → loopback terminal, printer → loopback printer), as in kiosk-reload.spec.ts. And issue 23: the
// last seat held by another visitor's order refuses this one on the payment screen, before the terminal.
import { expect, test, type Page } from './support/test';
import type { OrderSummary } from '../../src/shared/payment';
import { decodeEscPos } from '../../src/demo-kiosk/escpos-decoder';
import { expectNoAxeViolation } from './support/axe';
import { clearFaults } from './support/emulator';
import { expectTouchTargets, fillEmailAndTerms } from './support/kiosk';
import { callsTo, recordCalls } from './support/purchase';
import {
  addPassengers,
  BLOIS,
  CHEVERNY,
  L2,
  chooseButton,
  chosenButton,
  tripFareTexts,
  hideKeyboard,
  legOfRun,
  orderAmounts,
  parisDay,
  pickDay,
  pressConfirm,
  quotaOf,
  reservationDialog,
  shown,
  stopField,
  tripCard,
} from './support/reservation';
import { holdSeatElsewhere, oneSeatToPayment } from './support/seats';

test.use({ viewport: { width: 1080, height: 1920 }, hasTouch: true });

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

/** A stop typed key by key on the on-screen keyboard, then its entry of the list touched. */
async function typeStop(page: Page, label: 'Départ' | 'Arrivée', keys: string, option: string) {
  const field = stopField(page, label);
  await field.tap();
  const keyboard = page.getByRole('region', { name: 'Clavier virtuel' });
  await expect(keyboard).toBeVisible();
  for (const key of keys) await keyboard.getByRole('button', { name: key, exact: true }).tap();
  await expect(field).toHaveValue(keys);
  // The list stayed open under the keys touched, and offers the stops named so.
  await expect(page.locator('[data-trigger="ComboBox"]')).toHaveCSS('opacity', '1');
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).tap();
  await expect(field).toHaveValue(option);
}

/** The order's summary as the portal reads it, with the session of the page (its token). */
function summaryOfPage(page: Page): Promise<OrderSummary> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('authenticationToken');
    const response = await fetch('/vente/api/order/summary', {
      headers: { Authorization: `Bearer ${token}` },
    });
    return (await response.json()) as OrderSummary;
  });
}

test('kiosk: a round trip and a child one way, by touch, paid on the terminal, every ticket printed with its QR code', async ({
  page,
  request,
  openKiosk,
}) => {
  test.slow();
  const device = await openKiosk();
  const day = parisDay(4);
  const outbound = await legOfRun(request, 'L2-A-1100', 'BLO-GARE', 'CHV-CHAT', day);
  const back = await legOfRun(request, 'L2-R-1715', 'CHV-CHAT', 'BLO-GARE', day);
  const before = {
    outbound: (await quotaOf(request, 'L2-A-1100', day))!.nbReservations,
    back: (await quotaOf(request, 'L2-R-1715', day))!.nbReservations,
  };
  const calls = recordCalls(page);

  await page.goto('/home');
  await page.getByRole('link', { name: 'Réserver', exact: true }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon trajet' })).toBeVisible();
  await expect(stopField(page, 'Départ')).toBeVisible();
  await expectTouchTargets(page);
  await pickDay(page, page, 'Date', day, true);
  await typeStop(page, 'Départ', 'blois', BLOIS);
  await typeStop(page, 'Arrivée', 'chev', CHEVERNY);
  await hideKeyboard(page, true);
  await expectTouchTargets(page);
  await expectNoAxeViolation(page);
  await page.getByRole('button', { name: 'Valider', exact: true }).tap();

  await expect(page.getByRole('heading', { level: 1, name: 'Trajets disponibles' })).toBeVisible();
  const card = tripCard(page, outbound);
  await expect(card).toBeVisible();
  // The full fare of one trip on line 2, and the lowest price with its profile (the solidarity fare).
  expect(await tripFareTexts(card)).toEqual([
    expect.stringMatching(/^Durée /),
    `Ligne ${L2}`,
    'Plein tarif 9,20 €',
    'À partir de 2,76 € (Tarif solidaire)',
  ]);
  await expectTouchTargets(page);
  await chooseButton(card).tap();
  const dialog = reservationDialog(page);
  await expect(dialog).toBeVisible();
  await addPassengers(page, 'Plein tarif aller-retour', 1, true);
  await addPassengers(page, 'Tarif enfant (4 à 11 ans)', 1, true);
  // 18,40 € for the round trip, 4,60 € for the child one way.
  expect(await orderAmounts(page)).toEqual(['Prix de la commande', '23,00 €', 'dont TVA', '2,10 €']);
  await expectTouchTargets(page);
  const confirm = dialog.getByRole('button', { name: 'Confirmer' });
  await confirm.tap();
  await pickDay(dialog, page, 'Date du retour', day, true);
  await pressConfirm(confirm, true);
  const backCard = tripCard(dialog, back);
  await expect(dialog.getByRole('list', { name: `Retour : ${CHEVERNY} → ${BLOIS}` })).toBeVisible();
  await expect(chooseButton(backCard)).toHaveAttribute('aria-pressed', 'false');
  await expect(chooseButton(backCard)).toHaveClass(/button--secondary/);
  await chooseButton(backCard).tap();
  await expect(chosenButton(backCard)).toHaveAttribute('aria-pressed', 'true');
  await expect(chosenButton(backCard)).toHaveText('✓Trajet choisi');
  await expect(chosenButton(backCard)).not.toHaveClass(/button--secondary/);
  await expectNoAxeViolation(page);
  await confirm.tap();

  // The kiosk has no cart route: straight to its payment page, with the order's lines.
  await expect(page).toHaveURL(/\/payment$/);
  const lines = page.locator('.cart-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('Plein tarif aller-retour x 1');
  await expect(lines.nth(0)).toContainText(
    `${shown(back.dateDepart.slice(0, 10))} ${back.dateDepart.slice(11, 16)}`,
  );
  await expect(lines.nth(1)).toContainText('Tarif enfant (4 à 11 ans) x 1');
  expect(
    callsTo(calls, '/vente/api/cart/articles').map((c) => (c.body as { quantite: number }[]).length),
  ).toEqual([2]);
  await expectTouchTargets(page);

  await fillEmailAndTerms(page);
  await page.getByRole('button', { name: 'Valider les achats' }).tap();
  await expect(page.getByRole('heading', { name: 'Paiement sur le terminal' })).toBeVisible();
  await expect(page.getByText('Merci, votre paiement a été accepté.')).toBeVisible({ timeout: 15_000 });
  // One debit of 23,00 €.
  expect(device.terminal.debits).toBe(1);
  expect(device.terminal.requests[0]!.find(([tag]) => tag === 'CB')?.[1]).toBe('2300');
  // The kiosk prints: no download.
  await expect(page.getByRole('button', { name: /^Télécharger/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Imprimer le reçu' }).tap();
  await expect(page.getByText('Votre reçu a été imprimé. Pensez à le prendre.')).toBeVisible();
  const [job] = await device.printer.waitForJobs(1);
  const printed = decodeEscPos(job!);

  // One ticket per passenger and per leg: the adult's outbound and return, the child's outbound.
  const summary = await summaryOfPage(page);
  const tickets = summary.order.orderItems.map((item) => item.numTicket);
  expect(tickets).toHaveLength(3);
  for (const ticket of tickets) expect(ticket).toMatch(/^\d{16}$/);
  // Each QR code holds its ticket's number and departure day (issue 26 §4): a scan fills both.
  const payloads = summary.order.orderItems.map(
    (item) => `${item.numTicket};${item.dateDepart!.slice(0, 10)}`,
  );
  expect([...printed.qrCodes].sort()).toEqual([...payloads].sort());
  const text = printed.text.join('\n');
  for (const item of summary.order.orderItems) {
    const at = printed.text.indexOf(`Billet n° ${item.numTicket}`);
    expect(at).toBeGreaterThan(0);
    // Lines wrap at the printer's width: read them as one text (PC858 has no '–').
    const details = printed.text.slice(at + 1, at + 8).join(' ');
    const leg = item.dateDepart === back.dateDepart ? back : outbound;
    expect(details).toContain('Ligne 2 Blois - Romorantin-Lanthenay');
    expect(details).toContain(
      leg === back
        ? 'De Cheverny - Château à Blois - Gare routière'
        : 'De Blois - Gare routière à Cheverny - Château',
    );
    expect(details).toContain(
      `Départ le ${shown(leg.dateDepart.slice(0, 10))} à ${leg.dateDepart.slice(11, 16)}`,
    );
    expect(details).not.toContain('30 minutes');
  }
  expect(text).toContain('23,00 €');
  // The QR codes come before their numbers on paper.
  const events = printed.events.map((e) =>
    e.type === 'qr' ? `QR ${e.data}` : e.type === 'line' ? e.text : e.type,
  );
  for (const [index, ticket] of tickets.entries())
    expect(events.indexOf(`QR ${payloads[index]}`)).toBe(events.indexOf(`Billet n° ${ticket}`) - 1);

  // The seats are taken: two on the outbound run, one on the return.
  expect((await quotaOf(request, 'L2-A-1100', day))!.nbReservations).toBe(before.outbound + 2);
  expect((await quotaOf(request, 'L2-R-1715', day))!.nbReservations).toBe(before.back + 1);
});

test('kiosk: another visitor holds the last seat: SPEC’s text on the payment screen, the terminal never starts', async ({
  page,
  request,
  openKiosk,
}) => {
  const device = await openKiosk();
  const day = parisDay(8);
  const leg = await legOfRun(request, 'L1-A-1215', 'BLO-GARE', 'VEN-GARE', day);
  const calls = recordCalls(page);
  await oneSeatToPayment(page, leg, day, true);
  await holdSeatElsewhere(request, leg);
  await fillEmailAndTerms(page);
  await page.getByRole('button', { name: 'Valider les achats' }).tap();

  await expect(page.getByRole('alert')).toHaveText('Plus de place disponible sur le trajet aller.');
  await expect(page.getByRole('heading', { name: 'Paiement sur le terminal' })).toHaveCount(0);
  expect(callsTo(calls, '/paiement/api/payment/init')).toEqual([]);
  expect(device.terminal.requests).toEqual([]);
  await expectTouchTargets(page);
});
