// SPEC §9: mobile-ticket amounts are cents, divided by 100 only to be shown (DESIGN: cents stay integers
// until shown).
import { centsToEuros, type MobileProduct } from '@shared/mobile-ticket';
import type { Cart } from '@shared/shop';
import { formatEuros } from '@shared/money';

/** "4,50 €" from 450 ("€4.50" in en-GB). */
export const formatCents = (cents: number, locale: string = 'fr-FR'): string =>
  formatEuros(centsToEuros(cents), locale);

/** The VAT of a product: price with VAT less price without, in cents. */
export const vatCents = (product: MobileProduct): number => product.prixTTC - product.prixHT;

/** The appli cart (SPEC §4: built locally): the stored product as its one line, or nothing. */
export function appliCartOf(product: MobileProduct | null): Cart {
  if (!product) return { products: [], totalPrice: 0, shippingPrice: 0, productsQuantity: 0 };
  return {
    products: [
      {
        id: product.id,
        label: product.label,
        quantity: 1,
        totalPrice: centsToEuros(product.prixTTC),
        montantTva: centsToEuros(vatCents(product)),
      },
    ],
    totalPrice: centsToEuros(product.prixTTC),
    shippingPrice: 0,
    productsQuantity: 1,
  };
}
