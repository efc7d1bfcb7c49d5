// Cart lines of reload and origin-destination titles: priced by the back office from the period it
// computed, with the 10 % VAT of passenger transport, the trip's names taken from the topology.
import type { ValidityPeriod } from '../../shared/reload';
import type { CartLine } from '../../shared/shop';
import { TRANSPORT_VAT_RATE } from '../fixtures/transport-vat';
import type { Od } from '../topology/od';
import { BadRequest } from '../validation';
import type { SellableTitle } from './catalogue';

export const OTHER_CARD = 'Votre panier contient déjà des titres pour une autre carte.';
export const ALREADY_IN_CART = 'Ce titre est déjà dans votre panier.';

const round2 = (value: number) => Math.round(value * 100) / 100;

export function titleLine(
  title: SellableTitle,
  period: ValidityPeriod,
  quantity: number,
  numSupport: string | null,
  trip: Od | null,
): Omit<CartLine, 'id'> {
  const unit = period.prixDdv;
  return {
    label: title.label,
    quantity,
    totalPrice: round2(unit * quantity),
    montantTva: round2(unit - unit / (1 + TRANSPORT_VAT_RATE)),
    ddv: period.ddv,
    dfv: period.dfv,
    typeTitre: title.typeTitre,
    typeValidite: title.typeValidite,
    numSupport,
    codeProduit: title.codeProduit,
    ...(trip
      ? {
          libelleLigne: trip.line.libelle,
          libelleOrigine: trip.origin.libelle,
          libelleDestination: trip.destination.libelle,
          codeLigne: trip.line.code,
          codeOrigine: trip.origin.code,
          codeDestination: trip.destination.code,
        }
      : {}),
  };
}

export function quantityRefusal(max: number): BadRequest {
  return new BadRequest(
    max === 1
      ? 'Ce titre se prend à l’unité : quantité 1.'
      : `La quantité doit être comprise entre 1 et ${max}.`,
  );
}

/**
 * Adds a line loaded onto a card to its cart (reload or OD top-up), after the cart rules: titles of one
 * card only, a title taken once at most at once (the same title and trip), and a title sold by several
 * kept in one line up to its limit. `lines` is changed only when every rule holds.
 */
export function addCardLine(
  lines: Map<number, CartLine>,
  id: number,
  line: Omit<CartLine, 'id'>,
  max: number,
): void {
  const all = [...lines.values()];
  if (all.some((l) => l.numSupport !== line.numSupport)) throw new BadRequest(OTHER_CARD);
  const same = all.find(
    (l) =>
      l.codeProduit === line.codeProduit &&
      (l.codeLigne ?? null) === (line.codeLigne ?? null) &&
      (l.codeOrigine ?? null) === (line.codeOrigine ?? null) &&
      (l.codeDestination ?? null) === (line.codeDestination ?? null),
  );
  if (!same) {
    lines.set(id, { id, ...line });
    return;
  }
  if (max === 1 || same.ddv !== line.ddv) throw new BadRequest(ALREADY_IN_CART);
  const quantity = same.quantity + line.quantity;
  if (quantity > max)
    throw new BadRequest(
      `Ce titre est limité à ${max} par panier ; votre panier en contient déjà ${same.quantity}.`,
    );
  lines.set(same.id, { ...same, quantity, totalPrice: round2(same.totalPrice + line.totalPrice) });
}
