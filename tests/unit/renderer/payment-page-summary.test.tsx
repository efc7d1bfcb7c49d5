// Issue 26 §2: the payment page's address form says what it is for (« Adresse de livraison » only for shop
// goods sent by post), an empty basket shows the cart's empty text instead of a form, and terms accepted on
// the cart (SPEC §2 "Cart" carries the box) are not asked again.
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { Cart, CartType } from '@shared/shop';
import { cartLoaded, termsToggled } from '../../../src/renderer/src/features/cart/cartSlice';
import { frAddress } from '../../../src/renderer/src/i18n/fr/address';
import { frCart } from '../../../src/renderer/src/i18n/fr/cart';
import { renderApp } from './render-app';

const line = { id: 1, label: 'Étui de carte', quantity: 1, totalPrice: 3, montantTva: 0.5 };
const filled: Cart = { products: [line], totalPrice: 3, shippingPrice: 0, productsQuantity: 1 };
const empty: Cart = { products: [], totalPrice: 0, shippingPrice: 0, productsQuantity: 0 };

async function openPayment(type: CartType, cart: Cart, accepted = false) {
  const view = renderApp('/payment', {}, type);
  if (accepted) act(() => void view.store.dispatch(termsToggled(true)));
  await screen.findByRole('heading', { level: 1 });
  act(() => void view.store.dispatch(cartLoaded(cart)));
  return view;
}

describe('the payment page says what it asks for', () => {
  it('titles the address form « Adresse de livraison » for shop goods sent by post', async () => {
    await openPayment('vpc', filled);
    expect(await screen.findByRole('group', { name: 'Adresse de livraison' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: frAddress.legend })).toBeNull();
  });

  it.each<CartType>(['rechargement', 'rechargementOd', 'ticketOd', 'reservation'])(
    'titles it « Vos coordonnées » for a %s basket (nothing posted)',
    async (type) => {
      await openPayment(type, filled);
      expect(await screen.findByRole('group', { name: 'Vos coordonnées' })).toBeTruthy();
      expect(screen.queryByRole('group', { name: 'Adresse de livraison' })).toBeNull();
    },
  );

  it('with an empty basket shows the cart’s empty text and no payment form', async () => {
    await openPayment('rechargement', empty);
    expect(await screen.findByText(frCart.empty)).toBeTruthy();
    expect(frCart.empty).toBe('Il n’y a aucun produit dans votre panier.');
    expect(screen.queryByRole('group', { name: 'Vos coordonnées' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Valider les achats' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

describe('the terms of sale are accepted once per purchase', () => {
  it('accepted on the cart, the payment page does not ask again', async () => {
    await openPayment('vpc', filled, true);
    await screen.findByRole('group', { name: 'Adresse de livraison' });
    expect(screen.queryByRole('checkbox', { name: /conditions générales de vente/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Valider les achats' })).toBeTruthy();
  });

  it('reached without the cart’s acceptance (a reload), the payment page asks once', async () => {
    await openPayment('vpc', filled);
    expect(await screen.findAllByRole('checkbox', { name: /conditions générales de vente/ })).toHaveLength(1);
  });
});
