import type { CartType } from '@shared/shop';
import { localStore, STORAGE_KEYS } from '../platform/storage';
import { isCartType } from './cartTypes';

/** The cart type survives reloads and the round trip through the payment provider. */
export function storedCartType(): CartType | null {
  const value = localStore.get(STORAGE_KEYS.cartType);
  return isCartType(value) ? value : null;
}
