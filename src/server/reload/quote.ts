// What a title costs and how long it lasts when started on a given day, after the sale rules of SPEC §5
// and the contract (sold types only, a start of validity that may be chosen and lies in its window).
// periode_validite answers it; the carts price their lines with it, never with the client's figures.
import { isPurchasableType, type ValidityPeriod } from '../../shared/reload';
import { OD_INCOMPLETE, type Od } from '../topology/od';
import { BadRequest } from '../validation';
import { ruleOf, runPrice, windowOf, type SellableTitle } from './catalogue';
import { frenchDay, isRealDay } from './days';
import { validityOf } from './validity';

export const NOT_FOR_SALE = 'Ce titre n’est pas en vente.';
export const DDV_FIXED = 'La date de début de validité de ce titre n’est pas modifiable.';
export const NOT_SOLD_FOR_TRIP = 'Ce titre n’est pas vendu pour ce trajet.';
export const DDV_INVALID = 'La date de début de validité n’est pas une date valide (aaaa-mm-jj).';

/** SPEC §9 types 1 to 6, and a price above zero (SPEC §5 discards the others). */
export function checkForSale(title: SellableTitle, trip: Od | null): void {
  if (!isPurchasableType(title.typeValidite)) throw new BadRequest(NOT_FOR_SALE);
  if (title.kind === 'od') {
    if (!trip) throw new BadRequest(OD_INCOMPLETE);
    if (!trip.line.soldOnline) throw new BadRequest(NOT_SOLD_FOR_TRIP);
  }
  if (runPrice(title, trip) <= 0) throw new BadRequest(NOT_FOR_SALE);
}

/** The period of the title started on `ddv` (null or undefined: its default start). */
export function quote(title: SellableTitle, today: string, ddv: unknown, trip: Od | null): ValidityPeriod {
  checkForSale(title, trip);
  const window = windowOf(title, today);
  let start = window.ddv;
  if (ddv !== undefined && ddv !== null) {
    if (!isRealDay(ddv)) throw new BadRequest(DDV_INVALID);
    start = ddv;
  }
  if (start !== window.ddv && !title.ddvModifiable) throw new BadRequest(DDV_FIXED);
  if (start < window.ddvMin || start > window.ddvMax)
    throw new BadRequest(
      `La date de début de validité doit être comprise entre le ${frenchDay(window.ddvMin)} et le ${frenchDay(window.ddvMax)}.`,
    );
  return validityOf(ruleOf(title, trip), start);
}
