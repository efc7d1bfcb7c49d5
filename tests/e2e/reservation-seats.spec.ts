// Issue 23 item 1 on the web, in Chromium against the emulator: the last seat of a run (L1-A-1215, one
// place every day) is held by another visitor's saved order, so this customer's order is refused with
// SPEC's text on /payment and nothing goes to the provider; and a customer who pays after the hold ended,
// the seat held by another meanwhile (the control API ends holds at once), reads on /recapitulatif that
// the payment was received, that no ticket was issued and that the card will be refunded. Each test has a
// day of its own: the seat it takes is no other test's.
import { expect, test } from './support/test';
import { expectNoAxeViolation } from './support/axe';
import { clearFaults } from './support/emulator';
import {
  approveCard,
  callsTo,
  expectOnProvider,
  fillAddress,
  payWith,
  recordCalls,
} from './support/purchase';
import { legOfRun, parisDay } from './support/reservation';
import { expireHolds, holdSeatElsewhere, oneSeatToPayment, refundsDue } from './support/seats';

const NO_PLACE = 'Plus de place disponible sur le trajet aller.';

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

test('another visitor holds the last seat: the order is refused with SPEC’s text, no payment starts', async ({
  page,
  request,
}) => {
  const day = parisDay(6);
  const leg = await legOfRun(request, 'L1-A-1215', 'BLO-GARE', 'VEN-GARE', day);
  const calls = recordCalls(page);
  await oneSeatToPayment(page, leg, day);
  // Between this customer's cart and their order, another visitor orders the same seat.
  await holdSeatElsewhere(request, leg);
  await fillAddress(page);
  await payWith(page, 'Carte bancaire');

  await expect(page.getByRole('alert')).toHaveText(NO_PLACE);
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('button', { name: 'Valider les achats' })).toBeEnabled();
  expect(callsTo(calls, '/vente/api/save')).toHaveLength(1);
  expect(callsTo(calls, '/paiement/api/payment/init')).toEqual([]);
  await expectNoAxeViolation(page);
});

test('paid after the hold ended, the seat taken meanwhile: the summary says the card will be refunded', async ({
  page,
  request,
}) => {
  const day = parisDay(7);
  const leg = await legOfRun(request, 'L1-A-1215', 'BLO-GARE', 'VEN-GARE', day);
  await oneSeatToPayment(page, leg, day);
  await fillAddress(page);
  await payWith(page, 'Carte bancaire');
  await expectOnProvider(page, /\/fournisseur\/paiement-carte/);
  // On the card page: the order's hold ends (as after 15 minutes), another visitor orders the seat.
  expect(await expireHolds(request)).toBeGreaterThanOrEqual(1);
  await holdSeatElsewhere(request, leg);
  await approveCard(page);

  await expect(page).toHaveURL(/\/recapitulatif\?paymentOk=true&module=RESERVATION$/);
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(
    /^Votre paiement de 8,50\s€ a bien été reçu, mais les places de ce trajet ont été vendues entre-temps : aucun billet n’a été émis\. Ce montant vous sera remboursé sur votre carte d’ici quelques jours\.$/,
  );
  await expect(page.getByText('Votre paiement a été refusé.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Télécharger/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Retour à l’accueil', exact: true })).toBeVisible();
  await expectNoAxeViolation(page);

  const due = (await refundsDue(request)).filter((refund) =>
    refund.reason.includes(`${leg.codeCourse} du ${day}`),
  );
  expect(due).toEqual([
    {
      id: expect.any(Number),
      amount: 8.5,
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      reason: `Paiement reçu après la fin de la retenue des places (15 minutes) : plus de place sur le trajet aller (course ${leg.codeCourse} du ${day}).`,
    },
  ]);
  await expect(page.getByText(`Commande n° ${due[0]!.id}`, { exact: false })).toBeVisible();
});
