// Runs, quotas and catalogue products like the emulator's (issue 13 decisions 2-5), on fixed days: "now"
// is Wednesday 25 November 2026, 10:00 in Paris (09:00 UTC). Line L2 runs Blois – Gare routière →
// Cheverny – Château; the school line L5 sells nothing online.
import type { Personnalisation } from '@shared/backoffice';
import type { CatalogueProduct, Course, Etape, Quota } from '@shared/reservation';
import type { Itinerary, Line, PhysicalStop } from '@shared/topology';

export const NOW_UTC = '2026-11-25T09:00:00Z';
export const TODAY = '2026-11-25';
export const TOMORROW = '2026-11-26';

export const lines: Line[] = [
  { code: 'L1', libelle: 'Ligne 1 Blois – Vendôme' },
  { code: 'L2', libelle: 'Ligne 2 Blois – Romorantin-Lanthenay' },
  { code: 'L5', libelle: 'Ligne scolaire Vendôme – Montoire-sur-le-Loir' },
];

export const stops: PhysicalStop[] = [
  { code: 'BLO-GARE', codeCommercial: 'BLOIS-GARE', libelle: 'Blois – Gare routière' },
  { code: 'BLO-RESI', codeCommercial: 'BLOIS-RESISTANCE', libelle: 'Blois – Place de la Résistance' },
  { code: 'BLO-VIEN', codeCommercial: 'BLOIS-VIENNE', libelle: 'Blois – Vienne' },
  { code: 'CHV-CHAT', codeCommercial: 'CHEVERNY', libelle: 'Cheverny – Château' },
  { code: 'ROM-GARE', codeCommercial: 'ROMORANTIN-GARE', libelle: 'Romorantin-Lanthenay – Gare routière' },
  { code: 'VEN-GARE', codeCommercial: 'VENDOME-GARE', libelle: 'Vendôme – Gare routière' },
  { code: 'NAV-MAIR', codeCommercial: 'NAVEIL', libelle: 'Naveil – Mairie' },
  // Served by no route: never offered.
  { code: 'DEPOT', codeCommercial: 'DEPOT', libelle: 'Dépôt de Blois' },
];

const route = (codeLigne: string, ...codes: string[]): Itinerary => ({
  codeLigne,
  arrets: codes.map((codeArret, index) => ({ codeArret, ordre: index + 1 })),
});

export const itineraries: Itinerary[] = [
  route('L1', 'BLO-RESI', 'BLO-GARE', 'VEN-GARE'),
  route('L2', 'BLO-GARE', 'BLO-VIEN', 'CHV-CHAT', 'ROM-GARE'),
  route('L5', 'VEN-GARE', 'NAV-MAIR'),
];

/** Stop times as [code, arrival, departure]. */
const etapes = (...calls: [string, string, string][]): Etape[] =>
  calls.map(([codeArret, heureArrivee, heureDepart], index) => ({
    codeArret,
    ordre: index + 1,
    heureArrivee,
    heureDepart,
  }));

function course(code: string, date: string, codeLigne: string, calls: [string, string, string][]): Course {
  const first = calls[0]!;
  const last = calls.at(-1)!;
  const arrivalDay = last[1] < first[2] ? nextDay(date) : date;
  return {
    code,
    date,
    etapes: etapes(...calls),
    codeLigne,
    libelleLigne: lines.find((l) => l.code === codeLigne)!.libelle,
    dateDepart: `${date}T${first[2]}:00`,
    dateArrivee: `${arrivalDay}T${last[1]}:00`,
  };
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** L2 outwards, Blois → Romorantin, calling at Cheverny 35 minutes after Blois. */
const outward = (code: string, date: string, from: string, at: string, to: string) =>
  course(code, date, 'L2', [
    ['BLO-GARE', from, from],
    ['BLO-VIEN', at, at],
    ['CHV-CHAT', to, to],
    ['ROM-GARE', to, to],
  ]);

/** The day's L2 runs from Blois – Gare routière to Cheverny – Château. */
export const outwardCourses = (date: string): Course[] => [
  outward('L2-A-0700', date, '07:00', '07:10', '07:35'),
  outward('L2-A-1200', date, '12:00', '12:10', '12:35'),
  outward('L2-A-1500', date, '15:00', '15:10', '15:35'),
  outward('L2-A-1800', date, '18:00', '18:10', '18:35'),
  // Arrives after midnight (SPEC §9 return-time rule).
  outward('L2-A-2340', date, '23:40', '23:50', '00:15'),
];

/** 12:00 has exactly 1 place, 15:00 none, 23:40 no quota record at all (so none either). */
export const outwardQuotas: Quota[] = [
  { codeCourse: 'L2-A-0700', nbQuota: 30, nbReservations: 5 },
  { codeCourse: 'L2-A-1200', nbQuota: 20, nbReservations: 19 },
  { codeCourse: 'L2-A-1500', nbQuota: 10, nbReservations: 10 },
  { codeCourse: 'L2-A-1800', nbQuota: 40, nbReservations: 0 },
];

const back = (code: string, date: string, codeLigne: string, from: string, to: string) =>
  course(code, date, codeLigne, [
    ['CHV-CHAT', from, from],
    ['BLO-VIEN', to, to],
    ['BLO-GARE', to, to],
  ]);

/** The runs back from Cheverny to Blois that day: one on another line, one early, two with places. */
export const returnCourses = (date: string): Course[] => [
  back('L2-R-1000', date, 'L2', '10:00', '10:30'),
  back('L1-R-1900', date, 'L1', '19:00', '19:30'),
  back('L2-R-1930', date, 'L2', '19:30', '20:00'),
  back('L2-R-2030', date, 'L2', '20:30', '21:00'),
];

export const returnQuotas: Quota[] = [
  { codeCourse: 'L2-R-1000', nbQuota: 30, nbReservations: 0 },
  { codeCourse: 'L1-R-1900', nbQuota: 30, nbReservations: 0 },
  { codeCourse: 'L2-R-1930', nbQuota: 30, nbReservations: 28 },
  { codeCourse: 'L2-R-2030', nbQuota: 30, nbReservations: 10 },
];

const product = (fields: Partial<CatalogueProduct> & Pick<CatalogueProduct, 'id' | 'code' | 'label'>) => ({
  prixVteTtc: 4,
  prixVteHt: 3.64,
  dateNouvPrix: null,
  nouvPrixTtc: null,
  nouvPrixHt: null,
  typeValidite: 2,
  typePeriode: 'J',
  nbPeriode: 1,
  typeTitre: 1,
  impressionQrCode: true,
  venteAllerRetour: false,
  ...fields,
});

export const plein = product({
  id: 301,
  code: 'RES-PLEIN',
  label: 'Plein tarif',
  prixVteTtc: 8,
  prixVteHt: 7.27,
  venteAllerRetour: true,
});
export const jeune = product({
  id: 302,
  code: 'RES-JEUNE',
  label: 'Tarif jeune',
  prixVteTtc: 5,
  prixVteHt: 4.55,
  venteAllerRetour: true,
  // New prices from a month on.
  dateNouvPrix: '2026-12-25',
  nouvPrixTtc: 5.5,
  nouvPrixHt: 5,
});
export const senior = product({
  id: 303,
  code: 'RES-SENIOR',
  label: 'Tarif senior',
  prixVteTtc: 6,
  prixVteHt: 5.45,
});
/** Sold without reservation (SPEC §5 second constraint): a counted title, one day, QR code. */
export const enfant = product({
  id: 304,
  code: 'NORES-ENFANT',
  label: 'Enfant',
  prixVteTtc: 3,
  prixVteHt: 2.73,
  typeTitre: 2,
  typeValidite: 5,
});
/** Break SPEC §5: a month's title, and one printed without a QR code. */
export const monthly = product({ id: 390, code: 'BAD-MOIS', label: 'Abonnement mensuel', typePeriode: 'M' });
export const noQr = product({ id: 391, code: 'BAD-NOQR', label: 'Billet sans QR', impressionQrCode: false });

export const catalogue = { resultat: [enfant, senior, monthly, jeune, noQr, plein] };

export const personnalisation: Personnalisation = {
  produitsVendablesReservation: [
    { code: 'RES-PLEIN', ordre: 1 },
    { code: 'RES-JEUNE', ordre: 2 },
    { code: 'RES-SENIOR', ordre: 3 },
  ],
};
