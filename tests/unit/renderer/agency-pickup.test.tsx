// Issue 11: a kiosk ships nothing (only the e-mail is asked), so its shop goods are collected at the
// agency: the order shown before paying and the summary say so, with the agency of the preferences'
// footer, and show no shipping fee; the amount shown is the one the terminal charges.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { Preferences } from '@shared/backoffice';
import type { OrderSummary } from '@shared/payment';
import type { Cart } from '@shared/shop';
import { preferencesLoaded } from '../../../src/renderer/src/app/config/configSlice';
import { createAppStore } from '../../../src/renderer/src/app/store';
import { cartLoaded, cartTypeSet } from '../../../src/renderer/src/features/cart/cartSlice';
import { KioskPaymentForm } from '../../../src/renderer/src/features/payment/kiosk/KioskPaymentForm';
import { MiniCart } from '../../../src/renderer/src/features/vpc/MiniCart';
import { OrderSummaryView } from '../../../src/renderer/src/features/recap/OrderSummaryView';

const PREFERENCES = {
  footer: {
    shopName: 'Agence commerciale Ligéo',
    lines: ['12 place de la Gare', '41000 Blois'],
    links: [],
  },
} as unknown as Preferences;

const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s/g, ' ');
/** The lines of an address block, as shown one per line. */
const addressLines = (region: HTMLElement) =>
  [...region.querySelectorAll('address > *')].map((line) => line.textContent);
const AGENCY = ['Agence commerciale Ligéo', '12 place de la Gare', '41000 Blois'];

function summary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    success: true,
    found: true,
    vpc: true,
    paymentMode: { label: 'Carte bancaire sur le terminal' },
    order: {
      id: 10001,
      orderDate: '2026-11-22T09:05:00.000Z',
      orderItems: [
        { label: 'Étui de carte Ligéo', quantity: 2, totalPrice: 9, taxAmount: 1.5 },
        { label: 'Carnet du voyageur', quantity: 1, totalPrice: 6.9, taxAmount: 1.15 },
      ],
      totalPrice: 15.9,
      shippingPrice: 0,
    },
    shippingAddress: null,
    retraitAgence: true,
    ...overrides,
  };
}

function renderWithStore(ui: React.ReactNode, platform: 'kiosk' | 'web' = 'kiosk', cart?: Cart) {
  const store = createAppStore({ platform });
  store.dispatch(cartTypeSet('vpc'));
  store.dispatch(preferencesLoaded(PREFERENCES));
  if (cart) store.dispatch(cartLoaded(cart));
  render(
    <Provider store={store}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Provider>,
  );
  return store;
}

/** The rows of the summary's table foot, as 'label | amount'. */
const footRows = () =>
  [...document.querySelectorAll('tfoot tr')].map((row) =>
    [...row.children].map((cell) => text(cell).trim()).join(' | '),
  );

describe('the summary of goods collected at the agency', () => {
  it('shows no shipping fee, says where to collect them, with the agency’s name and address', () => {
    renderWithStore(<OrderSummaryView summary={summary()} />);
    expect(footRows()).toEqual(['Retrait à l’agence | 0,00 €', 'Total payé | 15,90 €']);
    const pickup = screen.getByRole('region', { name: 'Retrait de vos articles' });
    expect(
      within(pickup).getByText(
        'Vos articles sont à retirer à l’agence commerciale, sans frais de livraison.',
      ),
    ).toBeTruthy();
    expect(addressLines(pickup)).toEqual(AGENCY);
    expect(screen.queryByText('Adresse de livraison')).toBeNull();
  });

  it.each([
    ['false', false],
    ['absent (a back office that does not say)', undefined],
  ])('retraitAgence %s: the shipping fee as on the web, nothing about the agency', (_name, retraitAgence) => {
    renderWithStore(
      <OrderSummaryView
        summary={summary({
          retraitAgence,
          order: { ...summary().order, totalPrice: 20.8, shippingPrice: 4.9 },
        })}
      />,
      'web',
    );
    expect(footRows()).toEqual(['Frais de livraison | 4,90 €', 'Total payé | 20,80 €']);
    expect(screen.queryByRole('region', { name: 'Retrait de vos articles' })).toBeNull();
  });
});

describe('the kiosk’s order before paying', () => {
  // The cart as the back office answers it to everyone, with the web's shipping fee.
  const cart: Cart = {
    products: [
      { id: 101, label: 'Étui de carte Ligéo', quantity: 2, totalPrice: 9, montantTva: 0.75 },
      { id: 301, label: 'Carnet du voyageur', quantity: 1, totalPrice: 6.9, montantTva: 1.15 },
    ],
    totalPrice: 20.8,
    shippingPrice: 4.9,
    productsQuantity: 3,
  };

  it('shows the goods’ total the terminal will charge, no shipping fee, and where to collect them', () => {
    renderWithStore(<KioskPaymentForm type="vpc" />, 'kiosk', cart);
    const totals = document.querySelector('.cart-totals')!;
    expect(text(totals)).not.toContain('Frais de livraison');
    expect(text(totals)).toContain('Retrait à l’agence');
    const total = within(totals as HTMLElement).getByText('Montant total à payer').nextElementSibling;
    expect(text(total)).toBe('15,90 €');
    const pickup = screen.getByRole('region', { name: 'Retrait de vos articles' });
    expect(addressLines(pickup)).toEqual(AGENCY);
  });
});

describe('the shop’s mini cart', () => {
  const cart: Cart = {
    products: [{ id: 101, label: 'Étui de carte Ligéo', quantity: 2, totalPrice: 9, montantTva: 0.75 }],
    totalPrice: 13.9,
    shippingPrice: 4.9,
    productsQuantity: 2,
  };
  /** The mini cart's rows below its lines, as 'label | amount'. */
  const rows = () =>
    [...document.querySelectorAll('.mini-cart__row')].map((row) =>
      [...row.children].map((cell) => text(cell).trim()).join(' | '),
    );

  it('on a kiosk: no shipping fee, the amount the terminal will charge (as /payment and the summary)', () => {
    renderWithStore(<MiniCart />, 'kiosk', cart);
    expect(rows()).toEqual(['Retrait à l’agence | 0,00 €', 'Montant total à payer | 9,00 €']);
  });

  it('on the web: the shipping fee and the back office’s total', () => {
    renderWithStore(<MiniCart />, 'web', cart);
    expect(rows()).toEqual(['Frais de livraison | 4,90 €', 'Montant total à payer | 13,90 €']);
  });
});
