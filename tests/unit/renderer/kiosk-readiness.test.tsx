// The kiosk page follows main's readiness (issue 25 §1): abilities() read through the bridge, the printed
// sales' tiles inert without paper, the reload's tile still a link, the out-of-service home.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { runSaga } from 'redux-saga';
import type { KioskAbilities, SaleAbility } from '@shared/kiosk-abilities';
import type { Module } from '@shared/backoffice';
import type { KioskBridge } from '@shared/kiosk-bridge';
import { modulesLoaded } from '../../../src/renderer/src/app/config/configSlice';
import { abilitiesRead, selectAbilities } from '../../../src/renderer/src/app/readiness/readinessSlice';
import { readAbilities } from '../../../src/renderer/src/app/readiness/readinessSaga';
import { createAppStore, type AppStore } from '../../../src/renderer/src/app/store';
import HomePage from '../../../src/renderer/src/app/home/HomePage';
import { KioskPaymentForm } from '../../../src/renderer/src/features/payment/kiosk/KioskPaymentForm';

/** The emulator's internal tiles that sell or ask something, by id and button. */
const modules: Module[] = [
  ['RECHARGEMENT_ABONNE', 'Recharger'],
  ['RECHARGEMENT_ABONNE_OD', 'Choisir mon trajet'],
  ['VPC', 'Voir la boutique'],
  ['DEMANDES', 'Faire ma demande'],
  ['RESERVATION', 'Réserver'],
  ['TICKET_OD', 'Acheter'],
].map(([id, buttonLabel]) => ({
  id: id!,
  title: id!,
  description: id!,
  buttonLabel: buttonLabel!,
  image: { url: `/content/images/${id}.svg`, alt: '', width: 96, height: 96 },
}));

const PRINTING: SaleAbility = {
  canStart: false,
  reason: 'printing-unavailable',
  message: 'Impression indisponible sur cette borne',
};
const NO_PAPER: KioskAbilities = {
  outOfService: false,
  sales: {
    'origin-destination': PRINTING,
    reservation: PRINTING,
    'shop-pickup': PRINTING,
    reload: { canStart: true, receipt: 'e-mailed' },
  },
  warnings: [],
};
const OUT: SaleAbility = {
  canStart: false,
  reason: 'out-of-service',
  message: 'Borne momentanément hors service',
};
const OUT_OF_SERVICE: KioskAbilities = {
  outOfService: true,
  sales: { 'origin-destination': OUT, reservation: OUT, 'shop-pickup': OUT, reload: OUT },
  warnings: [],
};

function home(store: AppStore) {
  store.dispatch(modulesLoaded(modules));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/home']}>
        <HomePage />
      </MemoryRouter>
    </Provider>,
  );
}

const tile = (module: string) => document.querySelector(`.tile[data-module="${module}"]`)!;

afterEach(() => {
  delete window.kiosk;
});

describe('the kiosk’s readiness in the page', () => {
  it('without paper: the printed sales’ tiles say so and link nowhere, the reloads stay links', () => {
    const store = createAppStore({ platform: 'kiosk' });
    store.dispatch(abilitiesRead(NO_PAPER));
    home(store);
    for (const [module, label] of [
      ['TICKET_OD', 'Acheter'],
      ['RESERVATION', 'Réserver'],
      ['VPC', 'Voir la boutique'],
    ]) {
      expect(tile(module!).textContent).toContain('Impression indisponible sur cette borne');
      expect(tile(module!).querySelector('a')).toBeNull();
      expect(tile(module!).querySelector('button')).toHaveProperty('disabled', true);
      expect(tile(module!).querySelector('button')?.textContent).toBe(label);
    }
    for (const module of ['RECHARGEMENT_ABONNE', 'RECHARGEMENT_ABONNE_OD', 'DEMANDES']) {
      expect(tile(module).querySelector('a')).not.toBeNull();
      expect(tile(module).textContent).not.toContain('Impression indisponible');
    }
  });

  it('terminal unreachable: the out-of-service screen, no tile', () => {
    const store = createAppStore({ platform: 'kiosk' });
    store.dispatch(abilitiesRead(OUT_OF_SERVICE));
    home(store);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Borne momentanément hors service');
    expect(document.querySelectorAll('.tile')).toHaveLength(0);
  });

  it('the counter keeps every tile whatever it is told: only the kiosk follows the readiness', () => {
    for (const abilities of [NO_PAPER, OUT_OF_SERVICE]) {
      const store = createAppStore({ platform: 'counter' });
      store.dispatch(abilitiesRead(abilities));
      home(store);
      expect(tile('TICKET_OD').querySelector('a')).not.toBeNull();
      expect(tile('TICKET_OD').textContent).not.toContain('Impression indisponible');
      document.body.innerHTML = '';
    }
  });

  it('the payment page of a reload sold without paper says the receipt will be e-mailed, before paying', () => {
    const READY: KioskAbilities = {
      ...NO_PAPER,
      sales: { ...NO_PAPER.sales, reload: { canStart: true, receipt: 'printed' } },
    };
    for (const [abilities, type, said] of [
      [NO_PAPER, 'rechargement', true],
      [NO_PAPER, 'rechargementOd', true],
      [READY, 'rechargement', false],
    ] as const) {
      const store = createAppStore({ platform: 'kiosk' });
      store.dispatch(abilitiesRead(abilities));
      render(
        <Provider store={store}>
          <MemoryRouter initialEntries={['/payment']}>
            <KioskPaymentForm type={type} />
          </MemoryRouter>
        </Provider>,
      );
      expect(screen.queryAllByText('Votre reçu vous sera envoyé par e-mail.', { exact: true })).toHaveLength(
        said ? 1 : 0,
      );
      document.body.innerHTML = '';
    }
  });

  it('a kiosk asks abilities() from its start; a refusal leaves the last decision', async () => {
    const abilities = vi
      .fn<KioskBridge['abilities']>()
      .mockResolvedValueOnce(NO_PAPER)
      .mockResolvedValue({ ok: false, message: 'Refusé.' } as never);
    window.kiosk = { abilities, reload: vi.fn() } as unknown as KioskBridge;
    // The store's device saga polls on a kiosk: its first reading is the decision.
    const store = createAppStore({ platform: 'kiosk' });
    await vi.waitFor(() => expect(selectAbilities(store.getState())).toEqual(NO_PAPER));
    await runSaga(store, readAbilities).toPromise();
    expect(abilities).toHaveBeenCalledTimes(2);
    expect(selectAbilities(store.getState())).toEqual(NO_PAPER);
  });
});
