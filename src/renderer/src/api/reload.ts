// Card reload service (SPEC §7 "Card reload"): the card, the birth years of its form, the products sold
// on it (or on an origin-destination), their validity period, and the reload line of the cart.
import type {
  CardHolder,
  SellableProduct,
  SellableQuery,
  ValidityPeriod,
  ValidityRequest,
} from '@shared/reload';
import type { AddArticleRequest } from '@shared/shop';
import { http } from './http';

/** An origin-destination product's period depends on its journey: the back office needs it too. */
export type ValidityBody = ValidityRequest & Pick<SellableQuery, 'ligne' | 'origine' | 'destination'>;

/** A reload line: the card it goes on and the chosen start of validity. */
export type ReloadArticle = Required<
  Pick<AddArticleRequest, 'idProduit' | 'quantite' | 'numSupport' | 'ddv'>
>;

export async function getCardHolder(cardNumber: string, birthDate?: string | null): Promise<CardHolder> {
  const params = birthDate ? { cardNumber, birthDate } : { cardNumber };
  return (await http().get<CardHolder>('/commerce/api/support', { params })).data;
}

export async function getBirthYears(): Promise<number[]> {
  return (await http().get<number[]>('/api/customer/years/list')).data;
}

/** Absent fields are left out of the query (the back office rejects an empty value). */
export async function getSellableProducts(query: SellableQuery): Promise<SellableProduct[]> {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => Boolean(value)));
  return (await http().get<SellableProduct[]>('/vente/api/produit_vendable', { params })).data;
}

export async function getValidityPeriod(productId: number, body: ValidityBody): Promise<ValidityPeriod> {
  const url = `/vente/api/produit_vendable/${encodeURIComponent(productId)}/periode_validite`;
  return (await http().post<ValidityPeriod>(url, body)).data;
}

export async function addReloadArticle(article: ReloadArticle): Promise<void> {
  const request: AddArticleRequest = { type: 'RECHARGEMENT', ...article };
  await http().post('/vente/api/cart/article', request);
}
