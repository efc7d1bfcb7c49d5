// French validity rules of a sellable title, in words (issue 24 item 2), read by
// features/rechargement/products/validityRule.ts from SPEC §3's typeValidite, typePeriode and nbPeriode.

/** A run of periods: « 1 jour », « 2 semaines », « 1 mois », « 3 ans ». */
const duration = (count: number, period: 'J' | 'S' | 'M' | 'A') => {
  const [one, several] = {
    J: ['jour', 'jours'],
    S: ['semaine', 'semaines'],
    M: ['mois', 'mois'],
    A: ['an', 'ans'],
  }[period];
  return `${count} ${count > 1 ? several : one}`;
};

/** « la semaine », « le mois », « l’année »: the calendar period holding the chosen day. */
const theCalendar = { J: 'le jour', S: 'la semaine', M: 'le mois', A: 'l’année' } as const;
/** « de la semaine », « du mois », « de l’année ». */
const ofTheCalendar = { J: 'du jour', S: 'de la semaine', M: 'du mois', A: 'de l’année' } as const;

export const frValidityRules = {
  /** 1 simple, sold as a ticket: SPEC §9's boarding rule. */
  boardingAfterPurchase: 'valable 30 minutes après l’achat',
  /** 1 simple on a card, 2 glissant à la vente: from the purchase. */
  fromPurchase: (count: number, period: 'J' | 'S' | 'M' | 'A') =>
    `valable ${duration(count, period)} à partir de l’achat`,
  /** 3 calendaire: whole calendar periods from the chosen one. */
  calendarOne: (period: 'J' | 'S' | 'M' | 'A') =>
    period === 'J'
      ? 'valable le jour choisi'
      : `valable ${theCalendar[period]} choisi${period === 'S' || period === 'A' ? 'e' : ''}`,
  calendarMany: (count: number, period: 'J' | 'S' | 'M' | 'A') =>
    `valable ${duration(count, period)} calendaires à partir de la période choisie`,
  /** 4 libre: from the chosen day. */
  chosenDay: 'valable le jour choisi',
  fromChosenDay: (count: number, period: 'J' | 'S' | 'M' | 'A') =>
    `valable ${duration(count, period)} à partir du jour choisi`,
  /** 5 glissant à la validation: from the first validation on board. */
  fromValidation: (count: number, period: 'J' | 'S' | 'M' | 'A') =>
    `valable ${duration(count, period)} à partir de la première validation`,
  /** 6 calendaire étendu: from the chosen day to the end of the calendar period (or the n-th one). */
  extendedOne: (period: 'J' | 'S' | 'M' | 'A') =>
    period === 'J' ? 'valable le jour choisi' : `valable du jour choisi à la fin ${ofTheCalendar[period]}`,
  extendedMany: (count: number, period: 'J' | 'S' | 'M' | 'A') =>
    `valable du jour choisi à la fin de la période de ${duration(count, period)}`,
  /** 7 post-paiement: listed, never sold (SPEC §9). */
  postPayment: 'payé après les trajets (post-paiement)',
} as const;
