// Brief §7: one ticket per passenger per leg. A reservation cart line of q passengers becomes q order
// lines (one way) or 2q (round trip: an outbound and a return line per passenger), each of quantity 1
// with the price of one seat on one leg and the seat it holds.
import type { CartLine } from '../../shared/shop';
import type { OrderLine } from '../state/orders';
import { legsOfLine, type LineLeg } from './seats';

const round2 = (value: number) => Math.round(value * 100) / 100;

function seatLine(line: CartLine, leg: LineLeg, legs: number): OrderLine {
  const totalPrice = round2(line.totalPrice / line.quantity / legs);
  const montantTva = round2(line.montantTva / legs);
  const back = leg.sens === 'Retour';
  return {
    ...line,
    label: line.allerRetour ? `${line.label} – ${leg.sens.toLowerCase()}` : line.label,
    quantity: 1,
    totalPrice,
    montantTva,
    libelleOrigine: back ? line.libelleDestination : line.libelleOrigine,
    libelleDestination: back ? line.libelleOrigine : line.libelleDestination,
    libelleLigne: back ? (line.libelleLigneRetour ?? line.libelleLigne) : line.libelleLigne,
    codeOrigine: leg.codeOrigine,
    codeDestination: leg.codeDestination,
    codeLigne: leg.leg.codeLigne,
    codeCourse: leg.leg.codeCourse,
    dateDepart: leg.leg.dateDepart,
    dateArrivee: leg.leg.dateArrivee,
    dateDepartRetour: null,
    dateArriveeRetour: null,
    libelleLigneRetour: null,
    codeCourseRetour: null,
    codeLigneRetour: null,
    seat: {
      codeCourse: leg.leg.codeCourse,
      dateCourse: leg.dateCourse,
      sens: leg.sens,
      profil: line.label,
      codeLigne: leg.leg.codeLigne,
      codeArretOrigine: leg.codeOrigine,
      codeArretDestination: leg.codeDestination,
      prixHt: round2(totalPrice - montantTva),
    },
  };
}

/** The order lines of a cart line: one per seat for a reserved trip, the line itself otherwise. */
export function orderLinesOf(line: CartLine): OrderLine[] {
  const legs = legsOfLine(line);
  if (legs.length === 0) return [{ ...line }];
  return Array.from({ length: line.quantity }, () =>
    legs.map((leg) => seatLine(line, leg, legs.length)),
  ).flat();
}
