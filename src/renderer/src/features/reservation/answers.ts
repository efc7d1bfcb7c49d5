// What the back office answers about runs, quotas and catalogue products, checked before the screens use
// it (the guide: every input from the network is checked for type, size and characters). A malformed
// entry is left out, the rest still served; only known fields reach the store.
import type { CatalogueProduct, Course, Etape, Quota } from '@shared/reservation';
import { isAmount, isCount, isDay, isObject, isText, listOf } from '../../api/reloadAnswers';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
/** A run calls at no more stops than a line has; more is a broken answer. */
const MAX_STOPS = 100;
/** A period type is one letter (J, S, M, A); a product's codes are short. */
const MAX_CODE = 40;

const isTime = (value: unknown): value is string => typeof value === 'string' && TIME.test(value);
const isLocalDateTime = (value: unknown): value is string =>
  typeof value === 'string' && LOCAL_DATE_TIME.test(value);
const isCode = (value: unknown): value is string => isText(value) && value.length <= MAX_CODE;
const isInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= 1_000_000;

const isEtape = (value: unknown): value is Etape =>
  isObject(value) &&
  isCode(value.codeArret) &&
  isCount(value.ordre) &&
  isTime(value.heureArrivee) &&
  isTime(value.heureDepart);

function isCourse(value: unknown): value is Course {
  return (
    isObject(value) &&
    isCode(value.code) &&
    isDay(value.date) &&
    Array.isArray(value.etapes) &&
    value.etapes.length >= 2 &&
    value.etapes.length <= MAX_STOPS &&
    value.etapes.every(isEtape) &&
    isCode(value.codeLigne) &&
    isText(value.libelleLigne) &&
    isLocalDateTime(value.dateDepart) &&
    isLocalDateTime(value.dateArrivee)
  );
}

/** The well-formed runs of a coursesOD answer. */
export const coursesOf = (value: unknown): Course[] =>
  listOf(value, isCourse).map((c) => ({
    code: c.code,
    date: c.date,
    etapes: c.etapes.map((e) => ({
      codeArret: e.codeArret,
      ordre: e.ordre,
      heureArrivee: e.heureArrivee,
      heureDepart: e.heureDepart,
    })),
    codeLigne: c.codeLigne,
    libelleLigne: c.libelleLigne,
    dateDepart: c.dateDepart,
    dateArrivee: c.dateArrivee,
  }));

const isQuota = (value: unknown): value is Quota =>
  isObject(value) && isCode(value.codeCourse) && isCount(value.nbQuota) && isCount(value.nbReservations);

/** The well-formed quotas of a quota answer. */
export const quotasOf = (value: unknown): Quota[] =>
  listOf(value, isQuota).map((q) => ({
    codeCourse: q.codeCourse,
    nbQuota: q.nbQuota,
    nbReservations: q.nbReservations,
  }));

const isAmountOrNull = (value: unknown) => value === null || value === undefined || isAmount(value);

function isProduct(value: unknown): value is CatalogueProduct {
  return (
    isObject(value) &&
    isCount(value.id) &&
    isCode(value.code) &&
    isText(value.label) &&
    isAmount(value.prixVteTtc) &&
    isAmount(value.prixVteHt) &&
    value.prixVteHt <= value.prixVteTtc &&
    (value.dateNouvPrix === null || value.dateNouvPrix === undefined || isDay(value.dateNouvPrix)) &&
    isAmountOrNull(value.nouvPrixTtc) &&
    isAmountOrNull(value.nouvPrixHt) &&
    isInteger(value.typeValidite) &&
    isCode(value.typePeriode) &&
    isInteger(value.nbPeriode) &&
    isInteger(value.typeTitre) &&
    typeof value.impressionQrCode === 'boolean' &&
    typeof value.venteAllerRetour === 'boolean'
  );
}

/** The well-formed products of a catalogue answer's `resultat`; a product priced 0 is no product. */
export function catalogueOf(value: unknown): CatalogueProduct[] {
  return listOf(value, isProduct)
    .filter((p) => p.prixVteTtc > 0)
    .map((p) => ({
      id: p.id,
      code: p.code,
      label: p.label,
      prixVteTtc: p.prixVteTtc,
      prixVteHt: p.prixVteHt,
      dateNouvPrix: p.dateNouvPrix ?? null,
      nouvPrixTtc: p.nouvPrixTtc ?? null,
      nouvPrixHt: p.nouvPrixHt ?? null,
      typeValidite: p.typeValidite,
      typePeriode: p.typePeriode,
      nbPeriode: p.nbPeriode,
      typeTitre: p.typeTitre,
      impressionQrCode: p.impressionQrCode,
      venteAllerRetour: p.venteAllerRetour,
    }));
}
