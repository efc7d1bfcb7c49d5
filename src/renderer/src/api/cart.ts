// Cart service (SPEC §7 "Shop and cart"): every call names its cart by the type flags.
import type { AddArticleRequest, Cart, CartFlags, TripCartItem } from '@shared/shop';
import { http } from './http';

export async function getCart(flags: CartFlags): Promise<Cart> {
  return (await http().post<Cart>('/vente/api/cart', flags)).data;
}

export async function addArticle(article: AddArticleRequest): Promise<void> {
  await http().post('/vente/api/cart/article', article);
}

/** Reserved trips and origin-destination titles: one item per chosen product (SPEC §7). */
export async function addTripItems(items: TripCartItem[]): Promise<void> {
  await http().post('/vente/api/cart/articles', items);
}

export async function removeArticle(flags: CartFlags, productId: number): Promise<void> {
  await http().post('/vente/api/cart/remove', { ...flags, productId });
}

export async function saveCartEmail(flags: CartFlags, email: string): Promise<void> {
  await http().post('/vente/api/cart/email/save', { ...flags, email });
}

export async function emptyCart(flags: CartFlags): Promise<void> {
  await http().post('/vente/api/cart/empty', flags);
}
