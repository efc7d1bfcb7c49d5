// The titles the mobile app sells, per network (SPEC §3 "Mobile-ticket product"): prices in integer
// cents, tax included and excluded (VAT 10 %, rounded to the cent). Monthly student passes need the
// account's 'Étudiant' profile.
import type { MobileNetwork, MobileProduct } from '../../../shared/mobile-ticket';
import { STUDENT_PROFILE } from './accounts';

export interface CatalogueProduct extends MobileProduct {
  /** The profile the account must hold, valid, to buy it. */
  profil?: string;
}

/** A network and the titles the app sells on it. */
export interface Network {
  id: number;
  label: string;
  produits: CatalogueProduct[];
}

/** Without tax at 10 % VAT: TTC × 100 / 110, to the nearest cent (never a tie: 11 divides no odd half). */
const withoutVat = (ttc: number) => Math.round((ttc * 10) / 11);

const product = (id: number, label: string, prixTTC: number, profil?: string): CatalogueProduct => ({
  id,
  label,
  prixTTC,
  prixHT: withoutVat(prixTTC),
  ...(profil ? { profil } : {}),
});

export const NETWORKS: readonly Network[] = [
  {
    id: 1,
    label: 'Ligéo interurbain',
    produits: [
      product(1001, 'Ticket unitaire interurbain', 230),
      product(1002, 'Carnet 10 voyages interurbain', 1900),
      product(1003, 'Pass 1 jour interurbain', 600),
      product(1004, 'Abonnement mensuel Étudiant interurbain', 2800, STUDENT_PROFILE),
    ],
  },
  {
    id: 2,
    label: 'Ligéo Blois',
    produits: [
      product(2001, 'Ticket 1 heure Blois', 130),
      product(2002, 'Carnet 10 tickets Blois', 1150),
      product(2003, 'Pass 24 heures Blois', 400),
      product(2004, 'Abonnement mensuel Étudiant Blois', 2300, STUDENT_PROFILE),
    ],
  },
];

/** The networks as GET /produit/getProduits shows them (the profile a title needs stays ours). */
export function publicNetworks(): MobileNetwork[] {
  return NETWORKS.map(({ id, label, produits }) => ({
    id,
    label,
    produits: produits.map(({ id: productId, label: name, prixTTC, prixHT }) => ({
      id: productId,
      label: name,
      prixTTC,
      prixHT,
    })),
  }));
}

export function findProduct(id: number): CatalogueProduct | null {
  for (const network of NETWORKS) {
    const found = network.produits.find((p) => p.id === id);
    if (found) return found;
  }
  return null;
}
