// The modify tab and /reservation/modification as a customer uses them (SPEC §2 "Reservation", §4
// "Modification", §5, §8): type the ticket number and its day, read the French answers, choose a new day
// and a run, confirm (with the e-mail for a counter order), then the new ticket's downloads or its print.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KioskBridge, Receipt } from '@shared/kiosk-bridge';
import * as download from '../../../src/renderer/src/platform/download';
import { typeDay, type User } from './type-day';
import { renderReload } from './reload-backoffice';
import { preloadKiosk } from '../../../src/renderer/src/app/layout/kioskParts';
import type { Call, Routes } from './demandes-backoffice';
import {
  counterOrder,
  dayAfter,
  departedOrder,
  modifiedOrder,
  NEW_TICKET,
  quotas,
  runsOf,
  TICKET,
  tomorrow,
  webOrder,
  yesterday,
} from './modification-fixtures';

vi.mock('../../../src/renderer/src/platform/download', () => ({ saveBlob: vi.fn() }));
// Whole customer journeys, react-aria's date segments typed key by key: longer than vitest's 5 s.
vi.setConfig({ testTimeout: 30_000 });

const SPEC = {
  notFound: 'Ticket non trouvé. Veuillez vérifier le numéro de ticket saisi.',
  lookupFailed: 'Erreur lors de la récupération des informations de réservation. Veuillez réessayer.',
  none: 'Aucune réservation correspondante n’a été trouvée.',
  noTrip: 'Aucun trajet disponible pour la date choisie.',
  alreadyModified:
    'Cette réservation a déjà été modifiée. Veuillez saisir le numéro de ticket de la réservation modifiée.',
  departed: 'La modification n’est plus permise après l’heure de départ.',
  failed:
    'Une erreur s’est produite pendant la modification de votre ticket. Veuillez réessayer plus tard ou contacter notre service client.',
};

const ORDERS = '/vente/api/commandesReservation';
const modifyPath = (order: number) => `POST ${ORDERS}/${order}/article/11/modificationReservation`;

const backOffice = (extra: Routes = {}): Routes => ({
  [`GET ${ORDERS}`]: () => [200, [webOrder()]],
  'GET /topologie/api/coursesOD': () => [200, runsOf(dayAfter())],
  'GET /commerce/api/quota': () => [200, quotas],
  [modifyPath(501)]: () => [200, modifiedOrder()],
  ...extra,
});

/** The calls of the modification (the reserve tab may load its own data beside). */
const modificationCalls = (calls: Call[]) =>
  calls
    .filter((c) => /commandesReservation|coursesOD|quota|order\/summary/.test(c.url))
    .map((c) => `${c.method} ${c.url}`);

/** The first visit loads the route's chunk (react-aria included): slower than a re-render. */
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

async function lookUp(user: User, ticket = TICKET, day = tomorrow()) {
  await user.type(await screen.findByRole('textbox', { name: 'Numéro de ticket' }), ticket);
  await typeDay(user, /Date de départ/, day);
  await user.click(screen.getByRole('button', { name: 'Valider' }));
}

/** A new day searched, then its morning run chosen: the confirmation opens. */
async function chooseMorning(user: User) {
  await heading('Modifier ma réservation');
  await typeDay(user, /Nouvelle date de départ/, dayAfter());
  await user.click(screen.getByRole('button', { name: 'Chercher' }));
  const morning = await screen.findByRole('article', { name: /07:00 – 07:40/ });
  await user.click(within(morning).getByRole('button', { name: 'Choisir ce trajet' }));
  return screen.findByRole('dialog', { name: 'Confirmer la modification' });
}

/** A USB scanner's keys, then Enter, all at once (a burst a few ms apart would be at the mercy of a busy
 * test machine; wedge-scanner.test.tsx times them). */
function scannerBurst(text: string) {
  act(() => {
    for (const key of [...text, 'Enter'])
      (document.activeElement ?? document.body).dispatchEvent(
        new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
      );
  });
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  delete window.kiosk;
});

describe('modify tab', () => {
  it('a ticket number for the numeric keypad, required, digits only, 40 at most; a departure day, required, not past', async () => {
    const user = userEvent.setup();
    const { calls } = renderReload('/reservation/infos?tab=2', backOffice());
    const number = await screen.findByRole('textbox', { name: 'Numéro de ticket' });
    expect(number.getAttribute('inputmode')).toBe('numeric');
    expect(number.getAttribute('maxlength')).toBe('40');
    expect(number.getAttribute('autocomplete')).toBe('off');
    expect(number.closest('.field')!.querySelector('label')!.textContent).toBe('Numéro de ticket *');
    expect(screen.getByRole('button', { name: 'Scanner le QR code du ticket' })).toBeTruthy();

    const validate = screen.getByRole('button', { name: 'Valider' });
    expect(validate.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Pour valider, complétez : Numéro de ticket, Date de départ.')).toBeTruthy();
    await user.click(validate);
    expect(screen.getByText('Veuillez saisir un numéro de ticket.')).toBeTruthy();
    expect(screen.getByText('Veuillez choisir la date de départ du ticket.')).toBeTruthy();
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(number);

    await user.type(number, '48 21a');
    expect((number as HTMLInputElement).value).toBe('4821a');
    expect(screen.getByText('Le numéro de ticket ne contient que des chiffres.')).toBeTruthy();
    await user.clear(number);
    await user.type(number, '4821');
    expect(screen.queryByText(/Le numéro de ticket/)).toBeNull();

    await typeDay(user, /Date de départ/, yesterday());
    // Issue 26 §4: a ticket of a past day is told SPEC's warning, not a date rule of ours.
    expect(screen.getByText(SPEC.departed)).toBeTruthy();
    expect(screen.queryByText('La date de départ doit être aujourd’hui ou plus tard.')).toBeNull();
    await user.click(validate);
    expect(modificationCalls(calls)).toEqual([]);
  });

  it.each([
    ['404', [404, { messageError: 'Aucun ticket.' }], SPEC.notFound],
    ['[]', [200, []], SPEC.none],
    ['500', [500, { messageError: 'Panne' }], SPEC.lookupFailed],
  ] as const)('lookup answered %s: the SPEC text, on the tab', async (_case, answer, text) => {
    const user = userEvent.setup();
    const { calls, router } = renderReload(
      '/reservation/infos?tab=2',
      backOffice({ [`GET ${ORDERS}`]: () => [...answer] }),
    );
    await lookUp(user);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(modificationCalls(calls)).toEqual([
      `GET ${ORDERS}?numSupport=${TICKET}&dateDepartArticle=${tomorrow()}`,
    ]);
    expect(router.state.location.pathname).toBe('/reservation/infos');
  });

  it('without a reservation found, /reservation/modification leads to the modify tab', async () => {
    const { router } = renderReload('/reservation/modification', backOffice());
    await screen.findByRole('textbox', { name: 'Numéro de ticket' });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/reservation/infos?tab=2',
    );
  });
});

describe('/reservation/modification', () => {
  it('an already modified ticket: the warning, and a way back to the modify tab', async () => {
    const user = userEvent.setup();
    const { router } = renderReload(
      '/reservation/infos?tab=2',
      backOffice({ [`GET ${ORDERS}`]: () => [200, [webOrder(), modifiedOrder()]] }),
    );
    await lookUp(user);
    await heading('Modifier ma réservation');
    expect(await screen.findByText(SPEC.alreadyModified)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Chercher' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Saisir un autre numéro de ticket' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/reservation/infos?tab=2',
    );
    expect(await screen.findByRole('textbox', { name: 'Numéro de ticket' })).toBeTruthy();
  });

  it('a departed ticket: its details and the warning, no new day', async () => {
    const user = userEvent.setup();
    renderReload(
      '/reservation/infos?tab=2',
      backOffice({ [`GET ${ORDERS}`]: () => [200, [departedOrder()]] }),
    );
    await lookUp(user, TICKET, departedOrder().articles[0]!.dateDepart.slice(0, 10));
    await heading('Modifier ma réservation');
    expect(await screen.findByText(SPEC.departed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Chercher' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Saisir un autre numéro de ticket' })).toBeTruthy();
  });

  it('shows the ticket, searches the new day’s runs and moves the ticket: new number, ticket and recap downloads', async () => {
    const user = userEvent.setup();
    const ticketPdf = new Blob(['%PDF-ticket'], { type: 'application/pdf' });
    const recapPdf = new Blob(['%PDF-recap'], { type: 'application/pdf' });
    const { calls, router } = renderReload(
      '/reservation/infos?tab=2',
      backOffice({
        [`GET /vente/api/order/summary/ticket/${NEW_TICKET}/pdf`]: () => [200, ticketPdf],
        'GET /vente/api/order/summary/pdf': () => [200, recapPdf],
      }),
    );
    await lookUp(user);
    await heading('Modifier ma réservation');
    expect(router.state.location.pathname).toBe('/reservation/modification');
    const details = screen.getByRole('region', { name: 'Votre ticket' });
    const [y, m, d] = tomorrow().split('-');
    expect(
      [...details.querySelectorAll('dt')].map(
        (dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`,
      ),
    ).toEqual([
      `Numéro de ticket ${TICKET}`,
      'Titre Plein tarif',
      'Trajet Blois – Gare routière → Cheverny – Château',
      'Ligne Ligne 2 Blois – Romorantin-Lanthenay',
      `Départ ${d}/${m}/${y} à 08:15`,
      'Prix 4,50\u00a0€',
    ]);

    const search = screen.getByRole('button', { name: 'Chercher' });
    expect(search.getAttribute('aria-disabled')).toBe('true');
    await user.click(search);
    expect(screen.getByText('Veuillez choisir une nouvelle date de départ.')).toBeTruthy();
    await typeDay(user, /Nouvelle date de départ/, yesterday());
    expect(screen.getByText('La nouvelle date doit être aujourd’hui ou plus tard.')).toBeTruthy();
    await typeDay(user, /Nouvelle date de départ/, dayAfter());
    await user.click(search);

    const morning = await screen.findByRole('article', { name: new RegExp(`07:00 – 07:40`) });
    expect(within(morning).getByText('20 places disponibles')).toBeTruthy();
    const evening = screen.getByRole('article', { name: /18:00 – 18:40/ });
    expect(within(evening).getByText('Plus de place disponible.')).toBeTruthy();
    // A full run cannot be chosen.
    await user.click(within(evening).getByRole('button', { name: 'Choisir ce trajet' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(within(morning).getByRole('button', { name: 'Choisir ce trajet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmer la modification' });
    // A web order: no e-mail asked.
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));

    expect(await screen.findByText('Votre réservation est modifiée.')).toBeTruthy();
    expect(screen.getByText(NEW_TICKET).closest('p')!.textContent).toBe(
      `Votre nouveau numéro de ticket : ${NEW_TICKET}`,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      codeCourse: 'L2-0700',
      dateDepart: `${dayAfter()}T07:00:00`,
      dateArrivee: `${dayAfter()}T07:40:00`,
      email: null,
    });

    await user.click(screen.getByRole('button', { name: 'Télécharger le ticket' }));
    await waitFor(() =>
      expect(download.saveBlob).toHaveBeenCalledWith(ticketPdf, `ticket-${NEW_TICKET}.pdf`),
    );
    await user.click(screen.getByRole('button', { name: 'Télécharger le récapitulatif (PDF)' }));
    await waitFor(() => expect(download.saveBlob).toHaveBeenCalledWith(recapPdf, 'recu-commande.pdf'));
    expect(modificationCalls(calls)).toEqual([
      `GET ${ORDERS}?numSupport=${TICKET}&dateDepartArticle=${tomorrow()}`,
      `GET /topologie/api/coursesOD?codeOrigine=BLO-GARE&codeDestination=CHV-CHAT&date=${dayAfter()}`,
      `GET /commerce/api/quota?date=${dayAfter()}&codeCourses=L2-0700&codeCourses=L2-1800`,
      `POST ${ORDERS}/501/article/11/modificationReservation`,
      `GET /vente/api/order/summary/ticket/${NEW_TICKET}/pdf`,
      'GET /vente/api/order/summary/pdf',
    ]);
  });

  it('no run that day: the SPEC text', async () => {
    const user = userEvent.setup();
    renderReload(
      '/reservation/infos?tab=2',
      backOffice({ 'GET /topologie/api/coursesOD': () => [404, { messageError: 'Aucune course.' }] }),
    );
    await lookUp(user);
    await heading('Modifier ma réservation');
    await typeDay(user, /Nouvelle date de départ/, dayAfter());
    await user.click(screen.getByRole('button', { name: 'Chercher' }));
    expect(await screen.findByText(SPEC.noTrip)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('a counter order asks the e-mail, each SPEC text, then sends it', async () => {
    const user = userEvent.setup();
    const { calls } = renderReload(
      '/reservation/infos?tab=2',
      backOffice({
        [`GET ${ORDERS}`]: () => [200, [counterOrder()]],
        [modifyPath(502)]: () => [200, modifiedOrder(counterOrder())],
      }),
    );
    await lookUp(user);
    const dialog = await chooseMorning(user);
    const email = within(dialog).getByRole('textbox', { name: 'Adresse e-mail' });
    expect(email.getAttribute('maxlength')).toBe('120');
    expect(email.getAttribute('type')).toBe('email');
    const confirm = within(dialog).getByRole('button', { name: 'Confirmer' });
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    await user.click(confirm);
    expect(within(dialog).getByText('Veuillez saisir une adresse e-mail.')).toBeTruthy();
    await user.type(email, 'client@exemple');
    expect(within(dialog).getByText('L’adresse e-mail n’est pas valide.')).toBeTruthy();
    await user.click(confirm);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(email, '.fr');
    expect(confirm.getAttribute('aria-disabled')).toBeNull();
    await user.click(confirm);
    expect(await screen.findByText('Votre réservation est modifiée.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ email: 'client@exemple.fr' });
  });

  it.each([
    ['a failure', [500, { messageError: 'Panne' }], SPEC.failed],
    ['the already-modified warning', [400, { messageError: SPEC.alreadyModified }], SPEC.alreadyModified],
    ['the departed warning', [400, { messageError: SPEC.departed }], SPEC.departed],
  ] as const)(
    '%s is said in the dialog, which keeps the choice for another try',
    async (_case, answer, text) => {
      const user = userEvent.setup();
      let attempts = 0;
      const { calls } = renderReload(
        '/reservation/infos?tab=2',
        backOffice({
          [`GET ${ORDERS}`]: () => [200, [counterOrder()]],
          [modifyPath(502)]: () => {
            attempts += 1;
            return attempts === 1 ? [...answer] : [200, modifiedOrder(counterOrder())];
          },
        }),
      );
      await lookUp(user);
      const dialog = await chooseMorning(user);
      await user.type(within(dialog).getByRole('textbox', { name: 'Adresse e-mail' }), 'client@exemple.fr');
      await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
      expect(await within(dialog).findByText(text)).toBeTruthy();
      expect(
        (within(dialog).getByRole('textbox', { name: 'Adresse e-mail' }) as HTMLInputElement).value,
      ).toBe('client@exemple.fr');
      await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
      expect(await screen.findByText('Votre réservation est modifiée.')).toBeTruthy();
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
    },
  );

  it('Annuler closes the dialog, the runs stay', async () => {
    const user = userEvent.setup();
    renderReload('/reservation/infos?tab=2', backOffice());
    await lookUp(user);
    const dialog = await chooseMorning(user);
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('article', { name: /07:00 – 07:40/ })).toBeTruthy();
  });
});

describe('kiosk', () => {
  // As main.tsx does before a kiosk's first screen: the band (where 'Valider' goes) is there with the page.
  beforeAll(preloadKiosk);

  const device = {
    deviceId: 'borne-gare-01',
    mode: 'kiosk' as const,
    versions: {},
    idleTimeoutMs: 600_000,
    idleWarningMs: 30_000,
    camera: false,
    readerSide: 'below' as const,
  };

  it('a scanner burst fills the ticket number; the new ticket prints with its QR code, nothing downloads', async () => {
    const user = userEvent.setup();
    const printReceipt = vi.fn(async (_receipt: Receipt) => ({ ok: true }) as const);
    window.kiosk = { printReceipt } as unknown as KioskBridge;
    const { calls } = renderReload(
      '/reservation/infos?tab=2',
      backOffice({
        'GET /vente/api/order/summary': () => [
          200,
          {
            success: true,
            found: true,
            vpc: false,
            paymentMode: { label: 'Modification' },
            order: {
              id: 900,
              orderDate: `${tomorrow()}T09:00:00`,
              orderItems: [
                { label: 'Plein tarif', quantity: 1, totalPrice: 0, taxAmount: 0, numTicket: NEW_TICKET },
              ],
              totalPrice: 0,
              shippingPrice: 0,
            },
          },
        ],
      }),
      { app: { platform: 'kiosk', device } },
    );
    const number = await screen.findByRole('textbox', { name: 'Numéro de ticket' });
    // No camera on this kiosk: the reader is mentioned instead of the camera's button.
    expect(screen.queryByRole('button', { name: 'Scanner le QR code du ticket' })).toBeNull();
    expect(
      screen.getByText('Vous pouvez aussi présenter le QR code du ticket devant le lecteur.'),
    ).toBeTruthy();
    // The scanner types fast, then Enter; the focus is on the page.
    (document.activeElement as HTMLElement | null)?.blur();
    scannerBurst(TICKET);
    expect((number as HTMLInputElement).value).toBe(TICKET);
    // A person typing into the day's field is not a scanner.
    await typeDay(user, /Date de départ/, tomorrow());
    expect((number as HTMLInputElement).value).toBe(TICKET);
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await chooseMorning(user);
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Votre réservation est modifiée.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Télécharger le ticket' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Imprimer le nouveau ticket' }));
    expect(await screen.findByText('Votre nouveau ticket a été imprimé. Pensez à le prendre.')).toBeTruthy();
    expect(printReceipt.mock.calls[0]![0].ticketQrCodes).toEqual([NEW_TICKET]);
    expect(modificationCalls(calls).at(-1)).toBe('GET /vente/api/order/summary');
  });

  it('a scanned code that is not a ticket number: QR Code invalide', async () => {
    const user = userEvent.setup();
    renderReload('/reservation/infos?tab=2', backOffice(), { app: { platform: 'kiosk', device } });
    const number = await screen.findByRole('textbox', { name: 'Numéro de ticket' });
    scannerBurst('HTTPS://X.FR');
    expect(await screen.findByRole('dialog', { name: 'QR Code invalide' })).toBeTruthy();
    expect((number as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a scanned code with the departure day fills both fields and looks the ticket up at once (issue 26 §4)', async () => {
    const { calls } = renderReload('/reservation/infos?tab=2', backOffice(), {
      app: { platform: 'kiosk', device },
    });
    await screen.findByRole('textbox', { name: 'Numéro de ticket' });
    (document.activeElement as HTMLElement | null)?.blur();
    scannerBurst(`${TICKET};${tomorrow()}`);
    // No 'Valider': the ticket's page opens with its details.
    expect(await heading('Modifier ma réservation')).toBeTruthy();
    expect(modificationCalls(calls)).toEqual([
      `GET ${ORDERS}?numSupport=${TICKET}&dateDepartArticle=${tomorrow()}`,
    ]);
  });

  it('a scanned code of a past day: SPEC’s departed warning, nothing asked', async () => {
    const { calls } = renderReload('/reservation/infos?tab=2', backOffice(), {
      app: { platform: 'kiosk', device },
    });
    const number = await screen.findByRole('textbox', { name: 'Numéro de ticket' });
    (document.activeElement as HTMLElement | null)?.blur();
    scannerBurst(`${TICKET};${yesterday()}`);
    expect(await screen.findByText(SPEC.departed)).toBeTruthy();
    expect((number as HTMLInputElement).value).toBe(TICKET);
    expect(modificationCalls(calls)).toEqual([]);
  });

  it.each([
    ['a control character', `${TICKET}\u0001;2026-12-03`],
    ['an impossible day', `${TICKET};2026-02-30`],
    ['too long', '1'.repeat(60)],
    ['another form', `${TICKET} 2026-12-03`],
  ])('a hostile scanned code (%s): QR Code invalide, nothing filled nor asked', async (_case, code) => {
    const { calls } = renderReload('/reservation/infos?tab=2', backOffice(), {
      app: { platform: 'kiosk', device },
    });
    const number = await screen.findByRole('textbox', { name: 'Numéro de ticket' });
    (document.activeElement as HTMLElement | null)?.blur();
    scannerBurst(code);
    expect(await screen.findByRole('dialog', { name: 'QR Code invalide' })).toBeTruthy();
    expect((number as HTMLInputElement).value).toBe('');
    expect(modificationCalls(calls)).toEqual([]);
  });

  it('a device whose config allows the camera shows the camera’s button', async () => {
    renderReload('/reservation/infos?tab=2', backOffice(), {
      app: { platform: 'counter', device: { ...device, mode: 'counter', camera: true } },
    });
    expect(await screen.findByRole('button', { name: 'Scanner le QR code du ticket' })).toBeTruthy();
  });
});
