// What this browser keeps of a mobile-ticket purchase (SPEC §4 "Mobile-ticket flow": the product, then the
// order id, date and article), in session storage: it survives a reload and the round trip through the card
// provider (same tab), never the tab or the counter's window (app/session/mobileAccount).
// Read back as checked as an answer would be: storage is text anyone at the keyboard can change.
import type { MobileProduct } from '@shared/mobile-ticket';
import { sessionStore, STORAGE_KEYS } from '../platform/storage';
import { isObject } from '../api/reloadAnswers';
import { isMobileProduct, productOf } from '../api/mobileTicketAnswers';

export interface StoredOrder {
  idCommande: string;
  /** ISO instant the payment started. */
  date: string;
  article: MobileProduct;
}

function read(key: string): unknown {
  const text = sessionStore.get(key);
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function storedProduct(): MobileProduct | null {
  const value = read(STORAGE_KEYS.mobileTicketProduct);
  return isMobileProduct(value) ? productOf(value) : null;
}

export function storeProduct(product: MobileProduct): void {
  sessionStore.set(STORAGE_KEYS.mobileTicketProduct, JSON.stringify(productOf(product)));
}

export function forgetProduct(): void {
  sessionStore.remove(STORAGE_KEYS.mobileTicketProduct);
}

export function storedOrder(): StoredOrder | null {
  const value = read(STORAGE_KEYS.mobileTicketOrder);
  if (!isObject(value) || typeof value.idCommande !== 'string' || !value.idCommande) return null;
  if (typeof value.date !== 'string' || Number.isNaN(Date.parse(value.date))) return null;
  if (!isMobileProduct(value.article)) return null;
  return { idCommande: value.idCommande.slice(0, 64), date: value.date, article: productOf(value.article) };
}

export function storeOrder(order: StoredOrder): void {
  sessionStore.set(STORAGE_KEYS.mobileTicketOrder, JSON.stringify(order));
}

export function forgetOrder(): void {
  sessionStore.remove(STORAGE_KEYS.mobileTicketOrder);
}
