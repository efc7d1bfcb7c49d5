// May this account buy these titles? (POST /paiement/checkpanier, and again before a payment.) Each
// title must exist, and the profile it needs must be held and still valid on the provider's clock.
import {
  KO_PROFIL_MISSING,
  KO_PROFIL_PROBLEM_DV,
  CONNEXION_OK,
  type CheckCartAnswer,
} from '../../../shared/mobile-ticket';
import type { Account } from './accounts';
import { findProduct, type CatalogueProduct } from './catalogue';

export const KO_UNKNOWN_PRODUCT = 'KO_PRODUIT_INCONNU';
/** The account may log in but not buy (its connexion code is a refusal). */
export const KO_ACCOUNT_REFUSED = 'KO_COMPTE_REFUSE';

export type CartCheck = { ok: true; products: CatalogueProduct[] } | { ok: false; answer: CheckCartAnswer };

export function checkCart(account: Account, productIds: readonly number[], now: Date): CartCheck {
  if (!(CONNEXION_OK as readonly string[]).includes(account.authenticationCode))
    return { ok: false, answer: { statusWsResponse: KO_ACCOUNT_REFUSED } };
  const products: CatalogueProduct[] = [];
  for (const id of productIds) {
    const product = findProduct(id);
    if (!product) return { ok: false, answer: { statusWsResponse: KO_UNKNOWN_PRODUCT } };
    if (product.profil) {
      const profile = account.profiles.find((p) => p.label === product.profil);
      const profil = { label: product.profil };
      if (!profile) return { ok: false, answer: { statusWsResponse: KO_PROFIL_MISSING, profil } };
      if (profile.validUntil.getTime() <= now.getTime())
        return { ok: false, answer: { statusWsResponse: KO_PROFIL_PROBLEM_DV, profil } };
    }
    products.push(product);
  }
  return { ok: true, products };
}
