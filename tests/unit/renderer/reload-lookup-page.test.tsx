// /rechargement/infos and /rechargement/infos-od as a customer uses them (SPEC §2 "Card reload", §5 "Card
// lookup", §8): type the number, choose the birth date in the selects, read the French answers.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callLines, renderReload } from './reload-backoffice';
import { card1, card2, reloadProducts, years } from './reload-fixtures';
import type { Routes } from './demandes-backoffice';

const backOffice = (extra: Routes = {}): Routes => ({
  'GET /api/customer/years/list': () => [200, years],
  'GET /commerce/api/support': () => [200, card1],
  'POST /vente/api/cart/empty': () => [200, {}],
  'GET /vente/api/produit_vendable': () => [200, reloadProducts],
  ...extra,
});

/** The first visit loads the route's chunk (react-aria included): slower than a re-render. */
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

async function choose(user: ReturnType<typeof userEvent.setup>, select: RegExp, option: string) {
  await user.click(screen.getByRole('button', { name: select }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('/rechargement/infos', () => {
  it('shows the card, the number field for the numeric keypad and the birth date selects with their hint', async () => {
    const user = userEvent.setup();
    renderReload('/rechargement/infos', backOffice());
    await heading('Recharger ma carte');
    const image = screen.getByRole('img', { name: 'Carte Ligéo' });
    expect([image.getAttribute('src'), image.getAttribute('width'), image.getAttribute('height')]).toEqual([
      '/content/images/carte-ligeo.svg',
      '320',
      '202',
    ]);
    const number = screen.getByRole('textbox', { name: 'Numéro de carte' });
    expect(number.getAttribute('inputmode')).toBe('numeric');
    // No maxlength: it would cut a pasted '1000 0000 0001' before its spaces go (issue 26 §4).
    expect(number.getAttribute('maxlength')).toBeNull();
    expect(number.getAttribute('autocomplete')).toBe('off');
    expect(number.closest('.field')!.querySelector('label')!.textContent).toBe('Numéro de carte *');

    const group = screen.getByRole('group', { name: 'Date de naissance' });
    const hint = within(group).getByText('Laissez vide si votre carte n’est pas personnalisée');
    expect(group.getAttribute('aria-describedby')).toBe(hint.id);
    for (const name of [/Jour$/, /Mois$/, /Année$/]) {
      const select = within(group).getByRole('button', { name });
      expect(select.getAttribute('aria-describedby')).toBe(hint.id);
      expect(select.textContent).toContain('Choisir');
    }

    await user.click(screen.getByRole('button', { name: /Jour$/ }));
    const days = await screen.findAllByRole('option');
    expect(days.map((o) => o.textContent)).toEqual(Array.from({ length: 31 }, (_, i) => String(i + 1)));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: /Mois$/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: /Année$/ }));
    const yearOptions = await screen.findAllByRole('option');
    expect(yearOptions[0]!.textContent).toBe('2026');
    expect(yearOptions).toHaveLength(111);
  });

  it('looks the card up with its birth date, empties the reload cart for this new card, and shows its contents', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderReload(
      '/rechargement/infos',
      backOffice({ 'GET /commerce/api/support': () => [200, card2] }),
    );
    await heading('Recharger ma carte');
    await user.type(screen.getByRole('textbox', { name: 'Numéro de carte' }), '1000 0000 0002');
    expect(screen.getByRole('textbox', { name: 'Numéro de carte' })).toHaveProperty('value', '100000000002');
    await choose(user, /Jour$/, '14');
    await choose(user, /Mois$/, 'mai');
    await choose(user, /Année$/, '1990');
    expect(screen.getByRole('button', { name: /Jour$/ }).textContent).toContain('14');
    await user.click(screen.getByRole('button', { name: 'Valider' }));

    await heading('Contenu de ma carte');
    expect(router.state.location.pathname).toBe('/rechargement/articles');
    expect(screen.getByText('Carte n° 1000 0000 0002')).toBeTruthy();
    await waitFor(() =>
      expect(callLines(calls)).toEqual([
        'GET /api/customer/years/list',
        'GET /commerce/api/support?cardNumber=100000000002&birthDate=1990-05-14',
        'POST /vente/api/cart/empty',
        'GET /vente/api/produit_vendable?numSupport=100000000002&dateNaissance=1990-05-14',
      ]),
    );
    expect(calls[2]!.body).toEqual({
      isVpc: false,
      isReservation: false,
      isTicketOD: false,
      isRechargementOD: false,
    });
  });

  it('asks for the number, digits only, and takes the customer to the field', async () => {
    const user = userEvent.setup();
    const { calls } = renderReload('/rechargement/infos', backOffice());
    await heading('Recharger ma carte');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    const number = screen.getByRole('textbox', { name: 'Numéro de carte' });
    expect(screen.getByText('Veuillez saisir un numéro de carte')).toBeTruthy();
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(number.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Veuillez saisir un numéro de carte',
    );
    expect(document.activeElement).toBe(number);
    await user.type(number, '12a');
    expect(screen.getByText('Le numéro de carte ne doit contenir que des chiffres.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(callLines(calls)).toEqual(['GET /api/customer/years/list']);
  });

  it('a card number pasted with its spaces is looked up compact (issue 26 §4)', async () => {
    const user = userEvent.setup();
    const { calls } = renderReload('/rechargement/infos', backOffice());
    await heading('Recharger ma carte');
    const number = screen.getByRole('textbox', { name: 'Numéro de carte' });
    await user.click(number);
    await user.paste('1000 0000 0001');
    expect(number).toHaveProperty('value', '100000000001');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await heading('Contenu de ma carte');
    expect(callLines(calls)[1]).toBe('GET /commerce/api/support?cardNumber=100000000001');
  });

  it('a birth date that does not exist (31 février) is not sent, and the card is looked up (SPEC §5)', async () => {
    const user = userEvent.setup();
    const { calls } = renderReload('/rechargement/infos', backOffice());
    await heading('Recharger ma carte');
    await user.type(screen.getByRole('textbox', { name: 'Numéro de carte' }), '100000000001');
    await choose(user, /Jour$/, '31');
    await choose(user, /Mois$/, 'février');
    await choose(user, /Année$/, '1990');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await heading('Contenu de ma carte');
    expect(screen.queryByText('La date de naissance n’est pas valide.')).toBeNull();
    expect(callLines(calls).slice(0, 2)).toEqual([
      'GET /api/customer/years/list',
      'GET /commerce/api/support?cardNumber=100000000001',
    ]);
    expect(callLines(calls).join(' ')).not.toContain('1990');
  });

  it('says when the card does not exist or the birth date is not its holder’s', async () => {
    const user = userEvent.setup();
    const { router } = renderReload(
      '/rechargement/infos',
      backOffice({
        'GET /commerce/api/support': () => [
          404,
          {
            messageError:
              'La carte n’existe pas ou la date de naissance saisie ne correspond pas à celle du propriétaire.',
          },
        ],
      }),
    );
    await heading('Recharger ma carte');
    await user.type(screen.getByRole('textbox', { name: 'Numéro de carte' }), '999');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert.textContent).toBe(
        'La carte n’existe pas ou la date de naissance saisie ne correspond pas à celle du propriétaire.',
      ),
    );
    expect(router.state.location.pathname).toBe('/rechargement/infos');
  });

  it.each([
    ['on the web', {}],
    ['on the kiosk', { platform: 'kiosk' as const }],
  ])('says when to try again when the lookup is throttled (429), %s', async (_where, app) => {
    const user = userEvent.setup();
    const { router } = renderReload(
      '/rechargement/infos',
      backOffice({
        'GET /commerce/api/support': () => [
          429,
          { messageError: 'Trop de tentatives infructueuses. Veuillez réessayer dans 16 secondes.' },
          { 'Retry-After': '16' },
        ],
      }),
      { app },
    );
    await heading('Recharger ma carte');
    await user.type(screen.getByRole('textbox', { name: 'Numéro de carte' }), '100000000002');
    // On the kiosk, in the band: there once the band's chunk is loaded.
    await user.click(await screen.findByRole('button', { name: 'Valider' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert.textContent).toBe('Trop de tentatives. Veuillez réessayer dans 16 secondes.'),
    );
    expect(router.state.location.pathname).toBe('/rechargement/infos');
  });

  it.each([
    ['/rechargement/infos', '/rechargement/articles', 'Recharger ma carte'],
    ['/rechargement/infos-od', '/selection-od', 'Recharger un trajet'],
  ])(
    "on the kiosk, %s has 'Retour' and 'Valider' in the bottom band, above the keyboard (issue 24)",
    async (path, next, title) => {
      const user = userEvent.setup();
      const { router, calls } = renderReload(path, backOffice(), { app: { platform: 'kiosk' } });
      await heading(title);
      const band = await screen.findByRole('region', { name: 'Actions de la page' });
      const main = screen.getByRole('main');
      await waitFor(() =>
        expect(
          within(band)
            .getAllByRole('button')
            .map((b) => b.textContent),
        ).toEqual(['Retour', 'Valider']),
      );
      expect(within(main).queryByRole('button', { name: 'Valider' })).toBeNull();
      await user.type(screen.getByRole('textbox', { name: 'Numéro de carte' }), '100000000001');
      // The band's button submits the page's form.
      await user.click(within(band).getByRole('button', { name: 'Valider' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(next));
      expect(callLines(calls)).toContain('GET /commerce/api/support?cardNumber=100000000001');
    },
  );

  it('shows the server’s message on another refusal', async () => {
    const user = userEvent.setup();
    renderReload(
      '/rechargement/infos',
      backOffice({
        'GET /commerce/api/support': () => [400, { messageError: 'Date de naissance invalide.' }],
      }),
    );
    await heading('Recharger ma carte');
    await user.type(screen.getByRole('textbox', { name: 'Numéro de carte' }), '100000000001');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Date de naissance invalide.')).toBeTruthy();
  });
});

describe('/rechargement/infos-od', () => {
  it('words the missing number as /rechargement/infos does', async () => {
    const user = userEvent.setup();
    renderReload('/rechargement/infos-od', backOffice());
    await heading('Recharger un trajet');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(screen.getByText('Veuillez saisir un numéro de carte')).toBeTruthy();
  });

  it('leads the card found to its origin-destination top-up', async () => {
    const user = userEvent.setup();
    const { router, calls } = renderReload('/rechargement/infos-od', backOffice());
    await heading('Recharger un trajet');
    await user.type(screen.getByRole('textbox', { name: 'Numéro de carte' }), '100000000001');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/selection-od'));
    expect(router.state.location.search).toBe('?carte=true');
    expect(callLines(calls).slice(0, 3)).toEqual([
      'GET /api/customer/years/list',
      'GET /commerce/api/support?cardNumber=100000000001',
      'POST /vente/api/cart/empty',
    ]);
  });
});
