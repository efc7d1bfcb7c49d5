// Issue 25 §2 on §4's demo kiosk: a station agent trains on the operator screen in /emulateur/borne's
// frame. A press held on the kiosk's logo, the demo PIN (docs/start.md, DEMO_KIOSK_OPERATOR_PIN's
// default) on the keypad, the overview read by main's real operator access through the bridge shim, then
// « Imprimer un test »: the test ticket comes out of the demo kiosk's loopback printer, in the panel.
import { expect, test, type Frame, type Page } from './support/test';
import { DEMO_DEVICE_ID } from '../../src/demo-kiosk/device';
import { DEMO_OPERATOR_PIN } from '../../src/demo-kiosk/operator';
import { demoKioskURL } from '../support/demo-kiosk-url';

test.use({ viewport: { width: 1440, height: 1000 } });

const LOGO = 'Ligéo, le réseau de transport du Loir-et-Cher';

/** The finger held on the logo in the frame for 2.2 s, then lifted. */
async function holdLogo(page: Page, frame: Frame) {
  const box = (await frame.getByRole('banner').getByRole('img', { name: LOGO }).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(2_200);
  await page.mouse.up();
}

test('an agent opens the demo kiosk’s operator screen with the demo PIN and prints a test ticket', async ({
  page,
}) => {
  test.slow();
  await page.goto('/emulateur/borne');
  await expect(page.getByRole('heading', { level: 1, name: 'Borne de démonstration' })).toBeVisible();
  const frame = page.frame({ url: (url) => url.origin === demoKioskURL })!;
  await expect(frame.getByRole('link', { name: 'Recharger', exact: true })).toBeVisible();

  await holdLogo(page, frame);
  const dialog = frame.getByRole('dialog', { name: 'Écran opérateur' });
  await expect(dialog).toBeVisible();
  const keypad = frame.getByRole('group', { name: 'Pavé numérique' });
  const unlock = page.waitForRequest((request) => request.url() === `${demoKioskURL}/pont/operator:unlock`);
  for (const digit of DEMO_OPERATOR_PIN)
    await keypad.getByRole('button', { name: digit, exact: true }).click();
  await frame.getByRole('button', { name: 'Valider' }).click();
  // The PIN goes to main through the shim, as JSON from the demo kiosk's own page.
  const sent = await unlock;
  expect(sent.method()).toBe('POST');
  expect(sent.headers()['content-type']).toBe('application/json');
  expect(sent.postDataJSON()).toEqual({ payload: { pin: DEMO_OPERATOR_PIN } });

  await expect(dialog.getByRole('term').first()).toHaveText('Terminal de paiement');
  const actions = dialog.getByRole('group', { name: 'Actions sur la borne' });
  await actions.getByRole('button', { name: 'Imprimer un test' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Ticket de test imprimé.');

  const latest = page.getByRole('region', { name: 'Reçus imprimés' }).getByRole('article').first();
  await expect(latest).toContainText('Ticket de test');
  await expect(latest).toContainText(`Borne : ${DEMO_DEVICE_ID}`);

  await dialog.getByRole('button', { name: 'Quitter' }).click();
  await expect(dialog).toHaveCount(0);
});
