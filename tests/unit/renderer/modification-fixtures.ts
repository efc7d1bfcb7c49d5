// A reservation to modify, as the back office answers it, with days counted from Paris's today (so the
// tests never go stale): a web ticket for tomorrow, its counter and departed variants, the runs of the day
// after tomorrow between its stops, their quotas and the order a modification answers.
import { nextDay, parisLocalDateTime } from '@shared/reservation-rules';
import type { Course, Quota, ReservationArticle, ReservationOrder } from '@shared/reservation';

export const today = () => parisLocalDateTime(new Date()).slice(0, 10);
export const tomorrow = () => nextDay(today());
export const dayAfter = () => nextDay(tomorrow());
/** The day before today (the calendar, no time zone involved). */
export function yesterday(): string {
  const date = new Date(`${today()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

export const TICKET = '4821937465120398';
export const NEW_TICKET = '9988776655443322';

export function article(fields: Partial<ReservationArticle> = {}): ReservationArticle {
  const day = tomorrow();
  return {
    id: 11,
    numSupport: TICKET,
    libelle: 'Plein tarif',
    libelleOrigine: 'Blois – Gare routière',
    libelleDestination: 'Cheverny – Château',
    codeArretOrigine: 'BLO-GARE',
    codeArretDestination: 'CHV-CHAT',
    codeLigne: 'L2',
    libelleLigne: 'Ligne 2 Blois – Romorantin-Lanthenay',
    dateDepart: `${day}T08:15:00`,
    dateArrivee: `${day}T08:52:00`,
    prixTTC: 450,
    prixHT: 409,
    ticket: { numero: TICKET },
    ...fields,
  };
}

export const webOrder = (fields: Partial<ReservationArticle> = {}): ReservationOrder => ({
  id: 501,
  typeCommande: 'RESERVATION',
  articles: [article(fields)],
});

export const counterOrder = (): ReservationOrder => ({ ...webOrder(), id: 502, typeCommande: 'GUICHET' });

/** A ticket that left today at midnight: always before now. */
export const departedOrder = (): ReservationOrder =>
  webOrder({ dateDepart: `${today()}T00:00:00`, dateArrivee: `${today()}T00:37:00` });

/** A run of line 2 from Blois to Romorantin calling at Cheverny, leaving at `start` (HH:mm). */
export function l2Run(code: string, day: string, start: string, arrival = ''): Course {
  const [h, m] = start.split(':').map(Number) as [number, number];
  const at = (minutes: number) => {
    const total = h * 60 + m + minutes;
    return `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  };
  const stops = ['BLO-GARE', 'BLO-VIEN', 'VIN-CENT', 'CEL-BOUR', 'CCH-MAIR', 'CHV-CHAT', 'ROM-GARE'];
  return {
    code,
    date: day,
    etapes: stops.map((codeArret, i) => ({
      codeArret,
      ordre: i + 1,
      heureArrivee: at(i * 8),
      heureDepart: at(i * 8),
    })),
    codeLigne: 'L2',
    libelleLigne: 'Ligne 2 Blois – Romorantin-Lanthenay',
    dateDepart: `${day}T${start}:00`,
    dateArrivee: arrival || `${day}T${at(48)}:00`,
  };
}

/** The day after tomorrow: a morning run with places, an evening one full, one the other way round. */
export function runsOf(day: string): Course[] {
  const reverse = l2Run('L2-R-0900', day, '09:00');
  reverse.etapes = [...reverse.etapes].reverse().map((e, i) => ({ ...e, ordre: i + 1 }));
  return [l2Run('L2-1800', day, '18:00'), l2Run('L2-0700', day, '07:00'), reverse];
}

export const quotas: Quota[] = [
  { codeCourse: 'L2-0700', nbQuota: 30, nbReservations: 10 },
  { codeCourse: 'L2-1800', nbQuota: 5, nbReservations: 5 },
];

/** The answer of a modification to the 07:00 run: the old article, then the new one. */
export function modifiedOrder(order: ReservationOrder = webOrder()): ReservationOrder {
  const day = dayAfter();
  const old = order.articles[0]!;
  return {
    id: 900,
    typeCommande: order.typeCommande,
    articles: [
      old,
      {
        ...old,
        id: 12,
        numSupport: NEW_TICKET,
        dateDepart: `${day}T07:00:00`,
        dateArrivee: `${day}T07:40:00`,
        ticket: { numero: NEW_TICKET },
      },
    ],
  };
}
