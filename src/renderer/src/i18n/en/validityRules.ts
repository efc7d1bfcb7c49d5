// English validity rules of a sellable title, twin of fr/validityRules.ts.
import type { Catalog } from '../catalog';
import type { frValidityRules } from '../fr/validityRules';

const duration = (count: number, period: 'J' | 'S' | 'M' | 'A') => {
  const word = { J: 'day', S: 'week', M: 'month', A: 'year' }[period];
  return `${count} ${word}${count > 1 ? 's' : ''}`;
};
const calendar = { J: 'day', S: 'week', M: 'month', A: 'year' } as const;

export const enValidityRules: Catalog<typeof frValidityRules> = {
  boardingAfterPurchase: 'valid 30 minutes after purchase',
  fromPurchase: (count, period) => `valid ${duration(count, period)} from purchase`,
  calendarOne: (period) => `valid the chosen ${calendar[period]}`,
  calendarMany: (count, period) => `valid ${duration(count, period)} of the calendar from the chosen one`,
  chosenDay: 'valid on the chosen day',
  fromChosenDay: (count, period) => `valid ${duration(count, period)} from the chosen day`,
  fromValidation: (count, period) => `valid ${duration(count, period)} from the first validation`,
  extendedOne: (period) =>
    period === 'J'
      ? 'valid on the chosen day'
      : `valid from the chosen day to the end of the ${calendar[period]}`,
  extendedMany: (count, period) =>
    `valid from the chosen day to the end of the ${duration(count, period)} period`,
  postPayment: 'paid after the trips (post-payment)',
};
