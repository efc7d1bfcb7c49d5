import { describe, expect, it } from 'vitest';
import type { Cart, CartLine } from '@shared/shop';
import { cartVat } from '../../../src/renderer/src/features/cart/cartSlice';
import { CART_BACK_TARGETS, cartFlags } from '../../../src/renderer/src/purchase/cartTypes';

const line = (id: number, quantity: number, unitPrice: number, montantTva: number): CartLine => ({
  id,
  label: `Produit ${id}`,
  quantity,
  totalPrice: unitPrice * quantity,
  montantTva,
});

describe('cart VAT', () => {
  it('sums per-unit VAT times quantity, rounded to 12 decimals', () => {
    const cart: Cart = {
      products: [line(1, 3, 0.6, 0.1), line(2, 1, 1.2, 0.2)],
      totalPrice: 3,
      shippingPrice: 0,
      productsQuantity: 4,
    };
    expect(cartVat(cart)).toBe(0.5);
  });

  it('is zero for no cart or an empty one', () => {
    expect(cartVat(null)).toBe(0);
    expect(cartVat({ products: [], totalPrice: 0, shippingPrice: 0, productsQuantity: 0 })).toBe(0);
  });
});

describe('cart types', () => {
  it('name exactly one cart in the calls', () => {
    expect(cartFlags('vpc')).toEqual({
      isVpc: true,
      isReservation: false,
      isTicketOD: false,
      isRechargementOD: false,
    });
    expect(cartFlags('rechargementOd')).toEqual({
      isVpc: false,
      isReservation: false,
      isTicketOD: false,
      isRechargementOD: true,
    });
    expect(Object.values(cartFlags('rechargement')).some(Boolean)).toBe(false);
  });

  it('lead Retour and Annuler where SPEC says', () => {
    expect(CART_BACK_TARGETS).toEqual({
      vpc: '/vpc/itemlist',
      appli: '/appli',
      reservation: '/reservation/trajets',
      rechargement: '/rechargement/articles',
      rechargementOd: '/selection-od?carte=true',
      ticketOd: '/selection-od',
    });
  });
});
