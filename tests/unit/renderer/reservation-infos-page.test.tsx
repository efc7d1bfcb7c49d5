// /reservation/infos 'Mon trajet' as a customer uses it (SPEC §2 "Reservation", §5, §8): two real tabs kept
// in the URL and moved by the keyboard, the day typed or picked, the stops found by label in combo boxes
// that force a choice ('Aucun résultat'), 'Valider' that says what is missing, 'Retour' unless locked.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { DayField } from '../../../src/renderer/src/ui/DayField';
import { searchFailed } from '../../../src/renderer/src/features/reservation/reservationSlice';
import { callLines } from './reload-backoffice';
import { atParisTen, renderReservation, reservationBackOffice } from './reservation-backoffice';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const combo = (name: string) =>
  screen.getByRole('combobox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const validate = () => screen.getByRole('button', { name: 'Valider' });

async function openInfos(path = '/reservation/infos', extra = {}, app = {}) {
  const view = renderReservation(path, reservationBackOffice(extra), { app });
  await heading('Mon trajet');
  return view;
}

/** Picks a day of November 2026 in the field's calendar (typing into react-aria's date segments makes
 * happy-dom's selection loop). */
async function pickDay(user: ReturnType<typeof userEvent.setup>, label: string, day: RegExp) {
  await user.click(screen.getByRole('button', { name: new RegExp(`^Calendrier ${label}`) }));
  const calendar = await screen.findByRole('grid', { name: 'novembre 2026' });
  await user.click(within(calendar).getByRole('button', { name: day }));
  await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
}

async function chooseStop(
  user: ReturnType<typeof userEvent.setup>,
  label: string,
  typed: string,
  option: string,
) {
  await user.click(combo(label));
  await user.keyboard(typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** A page's first visit loads its chunk and react-aria: slow on a busy machine. */
const PAGE_TIMEOUT = 20_000;

beforeEach(() => {
  atParisTen();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('tabs', { timeout: PAGE_TIMEOUT }, () => {
  it('in English, the tabs and their list are named in English (issue 24 item 9)', async () => {
    renderReservation('/reservation/infos', reservationBackOffice(), { app: { language: 'en' } });
    await screen.findByRole('heading', { level: 1, name: 'My trip' });
    const tabs = screen.getByRole('tablist', { name: 'Book or change a trip' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Book a trip', 'Change a reservation']);
  });

  it('opens the reserve tab by default and moves between the two with the arrow keys, in the URL', async () => {
    const user = userEvent.setup();
    const { router } = await openInfos();
    const reserve = screen.getByRole('tab', { name: 'Réserver un trajet' });
    const modify = screen.getByRole('tab', { name: 'Modifier une réservation' });
    expect(screen.getByRole('tablist', { name: 'Réserver ou modifier un trajet' })).toBeTruthy();
    expect(reserve.getAttribute('aria-selected')).toBe('true');
    expect(modify.getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(reserve.id);

    await act(async () => reserve.focus());
    await user.keyboard('{ArrowRight}');
    expect(modify.getAttribute('aria-selected')).toBe('true');
    expect(modify).toBe(document.activeElement);
    expect(router.state.location.search).toBe('?tab=2');
    expect(screen.queryByRole('combobox')).toBeNull();

    await user.keyboard('{ArrowLeft}');
    expect(reserve.getAttribute('aria-selected')).toBe('true');
    expect(router.state.location.search).toBe('?tab=1');
    expect(await screen.findByRole('combobox', { name: /^Départ/ })).toBeTruthy();
  });

  it.each([
    ['/reservation?tab=2', 'Modifier une réservation'],
    ['/reservation/infos?tab=2', 'Modifier une réservation'],
    ['/reservation?tab=1', 'Réserver un trajet'],
    ['/reservation/infos?tab=9', 'Réserver un trajet'],
  ])('%s opens “%s”', async (path, tab) => {
    await openInfos(path);
    expect(screen.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
  });

  it('is a tab click away from the other one, the URL following', async () => {
    const user = userEvent.setup();
    const { router } = await openInfos('/reservation?tab=2');
    await user.click(screen.getByRole('tab', { name: 'Réserver un trajet' }));
    expect(router.state.location.pathname).toBe('/reservation/infos');
    expect(router.state.location.search).toBe('?tab=1');
  });
});

describe('reserve tab', { timeout: PAGE_TIMEOUT }, () => {
  it('locks Valider until day, origin and destination are chosen, saying what is missing', async () => {
    const user = userEvent.setup();
    const { router, calls } = await openInfos();
    await screen.findByRole('combobox', { name: /^Départ/ });
    expect(screen.getByText('Les champs marqués d’un astérisque (*) sont obligatoires.')).toBeTruthy();
    const button = validate();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    const describedBy = button.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)!.textContent).toBe(
      'Pour valider, complétez : Date, Départ, Arrivée.',
    );
    await user.click(button);
    expect(router.state.location.pathname).toBe('/reservation/infos');

    await pickDay(user, 'Date', /^jeudi 26 novembre 2026/);
    await chooseStop(user, 'Départ', 'blois g', 'Blois – Gare routière');
    expect(document.getElementById(validate().getAttribute('aria-describedby')!)!.textContent).toBe(
      'Pour valider, complétez : Arrivée.',
    );
    await chooseStop(user, 'Arrivée', 'chev', 'Cheverny – Château');
    expect(validate().getAttribute('aria-disabled')).toBeNull();
    expect(validate().getAttribute('aria-describedby')).toBeNull();

    await user.click(validate());
    await heading('Trajets disponibles');
    expect(router.state.location.pathname).toBe('/reservation/trajets');
    expect(screen.getByText('De Blois – Gare routière à Cheverny – Château, le 26/11/2026')).toBeTruthy();
    await waitFor(() =>
      expect(callLines(calls)).toContain(
        'GET /topologie/api/coursesOD?codeOrigine=BLO-GARE&codeDestination=CHV-CHAT&date=2026-11-26',
      ),
    );
  });

  it('opens no list before the first character, then lists the stops whose label contains it', async () => {
    const user = userEvent.setup();
    await openInfos();
    await user.click(await screen.findByRole('combobox', { name: /^Départ/ }));
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('v');
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual([
      'Blois – Vienne',
      'Cheverny – Château',
      'Naveil – Mairie',
      'Vendôme – Gare routière',
    ]);
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });

  it("says 'Aucun résultat' when nothing matches, and a typed text that names no stop is no value", async () => {
    const user = userEvent.setup();
    await openInfos();
    const origin = await screen.findByRole('combobox', { name: /^Départ/ });
    await user.click(origin);
    await user.keyboard('Paris');
    const list = await screen.findByRole('listbox');
    // react-aria gives the empty list's text the option role, so that it is read out.
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Aucun résultat']);
    // Left that way, the field empties: nothing was chosen.
    await user.tab();
    expect((origin as HTMLInputElement).value).toBe('');
    expect(document.getElementById(validate().getAttribute('aria-describedby')!)!.textContent).toBe(
      'Pour valider, complétez : Date, Départ, Arrivée.',
    );
  });

  it('un-chooses a stop whose text is typed over, and forgets it when the field is left so', async () => {
    const user = userEvent.setup();
    await openInfos();
    await screen.findByRole('combobox', { name: /^Départ/ });
    await chooseStop(user, 'Départ', 'chev', 'Cheverny – Château');
    expect(combo('Départ').value).toBe('Cheverny – Château');
    await user.click(combo('Départ'));
    await user.keyboard('{Backspace}{Backspace}');
    // The open list hides the rest of the page from the accessibility tree: the button is read directly.
    const button = document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Pour valider, complétez : Date, Départ, Arrivée.',
    );
    await user.tab();
    expect(combo('Départ').value).toBe('');
  });

  it('closes the list on a pick, even after the field was emptied and typed again', async () => {
    const user = userEvent.setup();
    await openInfos();
    await screen.findByRole('combobox', { name: /^Départ/ });
    await chooseStop(user, 'Arrivée', 'chev', 'Cheverny – Château');
    await user.clear(combo('Arrivée'));
    expect(combo('Arrivée').getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('vien');
    expect(combo('Arrivée').getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('option', { name: 'Blois – Vienne' }));
    expect(combo('Arrivée').value).toBe('Blois – Vienne');
    expect(combo('Arrivée').getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps what was typed when a scroll of the page closes the list (the kiosk keyboard moves the page)', async () => {
    const user = userEvent.setup();
    await openInfos();
    await screen.findByRole('combobox', { name: /^Départ/ });
    await user.click(combo('Départ'));
    await user.keyboard('blois g');
    expect(combo('Départ').getAttribute('aria-expanded')).toBe('true');
    await act(async () => {
      document.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(combo('Départ').getAttribute('aria-expanded')).toBe('false'));
    expect(combo('Départ').value).toBe('blois g');
    await user.keyboard('a');
    expect(combo('Départ').getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Backspace}');
    await user.click(await screen.findByRole('option', { name: 'Blois – Gare routière' }));
    expect(combo('Départ').value).toBe('Blois – Gare routière');
  });

  it('offers as destinations the stops a line joins to the origin, and drops one it no longer joins', async () => {
    const user = userEvent.setup();
    await openInfos();
    await screen.findByRole('combobox', { name: /^Départ/ });
    await chooseStop(user, 'Arrivée', 'naveil', 'Naveil – Mairie');
    await chooseStop(user, 'Départ', 'chev', 'Cheverny – Château');
    // Naveil is on the school line only: Cheverny's lines do not go there.
    expect(combo('Arrivée').value).toBe('');
    await user.click(combo('Arrivée'));
    await user.keyboard('e');
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual([
      'Blois – Gare routière',
      'Blois – Vienne',
      'Romorantin-Lanthenay – Gare routière',
    ]);
  });

  it('offers the days on sale only, in a calendar whose weeks start on Monday', async () => {
    const user = userEvent.setup();
    await openInfos();
    await screen.findByRole('combobox', { name: /^Départ/ });
    await user.click(screen.getByRole('button', { name: /^Calendrier Date/ }));
    const calendar = await screen.findByRole('grid', { name: 'novembre 2026' });
    const weekdays = [...calendar.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(weekdays).toEqual(['L', 'M', 'M', 'J', 'V', 'S', 'D']);
    const cell = (name: RegExp) => within(calendar).getByRole('button', { name });
    expect(cell(/^mardi 24 novembre 2026/).getAttribute('aria-disabled')).toBe('true');
    expect(cell(/mercredi 25 novembre 2026/).getAttribute('aria-disabled')).toBeNull();
    await user.click(cell(/^jeudi 26 novembre 2026/));
    expect(document.getElementById(validate().getAttribute('aria-describedby')!)!.textContent).toBe(
      'Pour valider, complétez : Départ, Arrivée.',
    );
    expect(
      within(screen.getByRole('group', { name: /^Date/ }))
        .getAllByRole('spinbutton')
        .map((s) => s.textContent),
    ).toEqual(['26', '11', '2026']);
  });

  it("offers 'Retour' home, unless the app is locked onto the module", async () => {
    await openInfos();
    await screen.findByRole('combobox', { name: /^Départ/ });
    expect(screen.getAllByRole('link', { name: 'Retour' }).map((l) => l.getAttribute('href'))).toEqual([
      '/home',
    ]);
    expect(screen.queryByRole('button', { name: 'Retour' })).toBeNull();
  });

  it('shows no Retour on a locked module', async () => {
    await openInfos('/reservation/infos', {}, { lockedModule: 'RESERVATION' });
    await screen.findByRole('combobox', { name: /^Départ/ });
    expect(screen.queryByRole('link', { name: 'Retour' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retour' })).toBeNull();
  });

  it('says the service is unavailable when the topology fails', async () => {
    await openInfos('/reservation/infos', {
      'GET /topologie/api/topologie/arretsPhysiques': () => [503, {}],
    });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Service indisponible. Veuillez réessayer ultérieurement.',
      ),
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Retour' })).toBeTruthy();
  });

  it('says why the last search could not start', async () => {
    const view = renderReservation('/reservation/infos', reservationBackOffice(), {
      prepare: (store) => store.dispatch(searchFailed('Panier verrouillé.')),
    });
    await heading('Mon trajet');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Panier verrouillé.'));
    expect(view.router.state.location.pathname).toBe('/reservation/infos');
  });
});

describe('a day field', { timeout: PAGE_TIMEOUT }, () => {
  it('says which days can be chosen when given one outside them, and sends none', () => {
    const sent: (string | null)[] = [];
    render(
      <I18nProvider locale="fr-FR">
        <DayField
          label="Date"
          value="2026-11-24"
          min="2026-11-25"
          max="2027-02-22"
          onChange={(d) => sent.push(d)}
        />
      </I18nProvider>,
    );
    const error = screen.getByText('Choisissez un jour du 25/11/2026 au 22/02/2027.');
    expect(screen.getByRole('group', { name: /^Date/ }).getAttribute('aria-describedby')).toContain(error.id);
    expect(sent).toEqual([]);
  });

  it('without a range of its own, shows the page’s message tied to it', () => {
    render(
      <I18nProvider locale="fr-FR">
        <DayField
          label="Nouvelle date de départ"
          value={null}
          min="2026-11-25"
          error="Veuillez choisir une date."
          onChange={() => undefined}
        />
      </I18nProvider>,
    );
    const error = screen.getByText('Veuillez choisir une date.');
    expect(
      screen.getByRole('group', { name: /^Nouvelle date de départ/ }).getAttribute('aria-describedby'),
    ).toContain(error.id);
    expect(screen.queryByText(/^Choisissez un jour/)).toBeNull();
  });
});
