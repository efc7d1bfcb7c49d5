// GET /commerce/api/produit (SPEC §3 "Catalogue product"): the passenger profiles' products of a line,
// priced by the line's full fare, with the 10 % VAT of passenger transport. Some are sold as round trips;
// the senior fare changes 30 days from today (dateNouvPrix); and a few products break SPEC §5's
// constraints, as a real catalogue holds titles that are not reserved, for the portal to filter out.
import type { CatalogueProduct } from '../../shared/reservation';
import { sellableProducts } from '../../shared/reservation-rules';
import { TRANSPORT_VAT_RATE } from '../fixtures/transport-vat';
import { lineOf } from '../fixtures/topology';
import { addDays } from './timetable';

/** A full-fare seat on each line sold online, in euros. The school line sells nothing. */
export const FULL_FARES: Record<string, number> = { L1: 8.5, L2: 9.2, L3: 7.4, L4: 6.8 };

/** Days from today to the senior fare's new price. */
export const NEW_PRICE_IN_DAYS = 30;

interface ProfileSeed {
  code: string;
  label: string;
  /** Share of the full fare. */
  ratio: number;
  venteAllerRetour?: boolean;
  /** Share of the full fare from dateNouvPrix on. */
  newRatio?: number;
  /** Fields that break SPEC §5 (the product is listed, never sold). */
  broken?: Partial<CatalogueProduct>;
}

const PROFILES: ProfileSeed[] = [
  { code: 'RES-PLEIN', label: 'Plein tarif', ratio: 1 },
  { code: 'RES-PLEIN-AR', label: 'Plein tarif aller-retour', ratio: 1, venteAllerRetour: true },
  { code: 'RES-JEUNE', label: 'Tarif jeune (moins de 26 ans)', ratio: 0.6 },
  { code: 'RES-JEUNE-AR', label: 'Tarif jeune aller-retour', ratio: 0.6, venteAllerRetour: true },
  { code: 'RES-SENIOR', label: 'Tarif senior (65 ans et plus)', ratio: 0.7, newRatio: 0.75 },
  { code: 'RES-SOLIDAIRE', label: 'Tarif solidaire', ratio: 0.3 },
  { code: 'RES-ENFANT', label: 'Tarif enfant (4 à 11 ans)', ratio: 0.5 },
  // Outside SPEC §5: a monthly pass, a week ticket, a title without QR code, a free-validity title.
  { code: 'ABO-MOIS', label: 'Abonnement mensuel', ratio: 20, broken: { typeValidite: 3, typePeriode: 'M' } },
  { code: 'RES-SEMAINE', label: 'Billet semaine', ratio: 4, broken: { typePeriode: 'S' } },
  { code: 'RES-SANS-QR', label: 'Billet papier sans QR code', ratio: 1, broken: { impressionQrCode: false } },
  { code: 'TITRE-LIBRE', label: 'Titre libre', ratio: 1, broken: { typeValidite: 4 } },
];

const round2 = (value: number) => Math.round(value * 100) / 100;
const withoutVat = (ttc: number) => round2(ttc / (1 + TRANSPORT_VAT_RATE));

/** Every product of the line's catalogue (none for a line not sold online), new prices dated from
 * `today`. */
export function catalogueOf(lineCode: string, today: string): CatalogueProduct[] {
  const fare = FULL_FARES[lineCode];
  const line = lineOf(lineCode);
  if (fare === undefined || !line?.soldOnline) return [];
  const lineIndex = Number(lineCode.replace(/\D/g, ''));
  return PROFILES.map((profile, index) => {
    const ttc = round2(fare * profile.ratio);
    const renewed = profile.newRatio === undefined ? null : round2(fare * profile.newRatio);
    return {
      id: lineIndex * 100 + index + 1,
      code: profile.code,
      label: profile.label,
      prixVteTtc: ttc,
      prixVteHt: withoutVat(ttc),
      dateNouvPrix: renewed === null ? null : addDays(today, NEW_PRICE_IN_DAYS),
      nouvPrixTtc: renewed,
      nouvPrixHt: renewed === null ? null : withoutVat(renewed),
      typeValidite: 2,
      typePeriode: 'J',
      nbPeriode: 1,
      typeTitre: 1,
      impressionQrCode: true,
      venteAllerRetour: profile.venteAllerRetour ?? false,
      ...profile.broken,
    };
  });
}

/** A product the portal may sell on that line (SPEC §5's filter), by code. */
export const sellableProduct = (
  lineCode: string,
  today: string,
  code: string,
): CatalogueProduct | undefined =>
  sellableProducts(catalogueOf(lineCode, today)).find((p) => p.code === code);
