// The product chooser's rules (SPEC §4 "Card reload", §5 "Reload and products"), built on the shared ones of
// src/shared/reload.ts: what is offered, how many, the lock of the other products, the total, and the
// choices of the month and year selectors.
import { format, type Locale } from 'date-fns';
import { fr } from 'date-fns/locale';
import { isPurchasableType, isShown, maxQuantity, type SellableProduct } from '@shared/reload';

/** What the chooser shows: the products priced above 0, nothing chosen yet. */
export function offeredProducts(products: readonly SellableProduct[]): SellableProduct[] {
  return products.filter(isShown).map((product) => ({ ...product, quantity: 0, locked: false }));
}

export const chosenQuantity = (product: SellableProduct) =>
  isPurchasableType(product.typeValidite) ? (product.quantity ?? 0) : 0;

/**
 * In a reload (and an origin-destination top-up), one title at a time: once one has a quantity, the others
 * are locked until it is back to 0. Without that rule (single tickets) nothing is locked.
 */
export function withLocks(products: readonly SellableProduct[], oneAtATime: boolean): SellableProduct[] {
  const chosen = oneAtATime ? products.find((p) => chosenQuantity(p) > 0) : undefined;
  return products.map((product) => {
    const locked = chosen !== undefined && chosen.id !== product.id;
    // The same object when its lock does not change: a quantity repaints its own row only (ProductRow is
    // memoised), not every row with its calendar.
    return product.locked === locked ? product : { ...product, locked };
  });
}

/** The quantity a customer may set: 0..maxQuantity, whole, and nothing on a locked product. */
export function allowedQuantity(product: SellableProduct, wanted: number): number {
  if (product.locked) return product.quantity ?? 0;
  if (!Number.isFinite(wanted)) return 0;
  return Math.min(Math.max(Math.trunc(wanted), 0), maxQuantity(product));
}

/** Price of one, for the chosen start of validity once the back office recalculated it. */
export const unitPrice = (product: SellableProduct) => product.prixDdv ?? product.price;

/** Σ (prixDdv ?? price) × quantity, to the cent. */
export function chosenTotal(products: readonly SellableProduct[]): number {
  const cents = products.reduce((sum, p) => sum + Math.round(unitPrice(p) * 100) * chosenQuantity(p), 0);
  return cents / 100;
}

/** One of the product `id` and none of the others: the kiosk's 'Acheter' on a title card. */
export const boughtOne = (products: readonly SellableProduct[], id: number): SellableProduct[] =>
  products.map((product) => ({ ...product, quantity: product.id === id ? 1 : 0 }));

export const chosenProducts = (products: readonly SellableProduct[]) =>
  products.filter((product) => chosenQuantity(product) > 0);

export interface PeriodOption {
  /** The start of validity this choice sends (yyyy-MM-dd). */
  id: string;
  label: string;
}

const day = (year: number, month: number, date = 1) =>
  `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
const partsOf = (iso: string) => iso.split('-').map(Number) as [number, number, number];
const later = (a: string, b: string) => (a > b ? a : b);

/** One choice per month from ddvMin to ddvMax ('novembre 2026', 'November 2026' in English), starting on the
 * 1st or on ddvMin. */
export function monthOptions(ddvMin: string, ddvMax: string, locale: Locale = fr): PeriodOption[] {
  const options: PeriodOption[] = [];
  let [year, month] = partsOf(ddvMin);
  for (let first = day(year, month); first <= ddvMax; first = day(year, month)) {
    options.push({
      id: later(first, ddvMin),
      label: format(new Date(year, month - 1, 1), 'LLLL yyyy', { locale }),
    });
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return options;
}

/** One choice per year from ddvMin to ddvMax ('2027'), starting on 1 January or on ddvMin. */
export function yearOptions(ddvMin: string, ddvMax: string): PeriodOption[] {
  const options: PeriodOption[] = [];
  for (let year = partsOf(ddvMin)[0]; day(year, 1) <= ddvMax; year++) {
    options.push({ id: later(day(year, 1), ddvMin), label: String(year) });
  }
  return options;
}

/** The choice holding a start of validity: the last one starting on or before it. */
export function optionOf(options: readonly PeriodOption[], ddv: string): string | null {
  let found: string | null = null;
  for (const option of options) if (option.id <= ddv) found = option.id;
  return found ?? options[0]?.id ?? null;
}
