// A title's validity rule in words (issue 24 item 2): every typeValidite of SPEC §3 (1 to 7, and one it
// does not name) with every typePeriode (J, S, M, A), one period and several, on a ticket and on a card;
// the exact French texts and their English twins.
import { describe, expect, it } from 'vitest';
import type { TypePeriode } from '@shared/reload';
import { validityRule } from '../../../src/renderer/src/features/rechargement/products/validityRule';
import { enValidityRules } from '../../../src/renderer/src/i18n/en/validityRules';
import { frValidityRules } from '../../../src/renderer/src/i18n/fr/validityRules';

const rule = (typeValidite: number, typePeriode: TypePeriode, nbPeriode = 1, onCard = false) =>
  validityRule({ typeValidite, typePeriode, nbPeriode }, onCard, frValidityRules);
const english = (typeValidite: number, typePeriode: TypePeriode, nbPeriode = 1, onCard = false) =>
  validityRule({ typeValidite, typePeriode, nbPeriode }, onCard, enValidityRules);

describe('validityRule', () => {
  it('1 simple: a ticket boards within 30 minutes of its purchase; on a card it runs from the purchase', () => {
    expect(rule(1, 'J')).toBe('valable 30 minutes après l’achat');
    expect(english(1, 'J')).toBe('valid 30 minutes after purchase');
    expect(rule(1, 'J', 1, true)).toBe('valable 1 jour à partir de l’achat');
    expect(rule(1, 'S', 2, true)).toBe('valable 2 semaines à partir de l’achat');
    expect(english(1, 'S', 2, true)).toBe('valid 2 weeks from purchase');
  });

  it('2 glissant à la vente: periods from the purchase', () => {
    expect(rule(2, 'J')).toBe('valable 1 jour à partir de l’achat');
    expect(rule(2, 'J', 3)).toBe('valable 3 jours à partir de l’achat');
    expect(rule(2, 'S')).toBe('valable 1 semaine à partir de l’achat');
    expect(rule(2, 'M', 2)).toBe('valable 2 mois à partir de l’achat');
    expect(rule(2, 'A')).toBe('valable 1 an à partir de l’achat');
    expect(rule(2, 'A', 2)).toBe('valable 2 ans à partir de l’achat');
    expect(english(2, 'M', 2)).toBe('valid 2 months from purchase');
  });

  it('3 calendaire: the chosen calendar period, or several from it', () => {
    expect(rule(3, 'J')).toBe('valable le jour choisi');
    expect(rule(3, 'S')).toBe('valable la semaine choisie');
    expect(rule(3, 'M')).toBe('valable le mois choisi');
    expect(rule(3, 'A')).toBe('valable l’année choisie');
    expect(rule(3, 'M', 3)).toBe('valable 3 mois calendaires à partir de la période choisie');
    expect(english(3, 'M')).toBe('valid the chosen month');
    expect(english(3, 'S', 2)).toBe('valid 2 weeks of the calendar from the chosen one');
  });

  it('4 libre: the chosen day, or periods from it', () => {
    expect(rule(4, 'J')).toBe('valable le jour choisi');
    expect(english(4, 'J')).toBe('valid on the chosen day');
    expect(rule(4, 'J', 2)).toBe('valable 2 jours à partir du jour choisi');
    expect(rule(4, 'M')).toBe('valable 1 mois à partir du jour choisi');
    expect(english(4, 'M')).toBe('valid 1 month from the chosen day');
  });

  it('5 glissant à la validation: periods from the first validation', () => {
    expect(rule(5, 'J')).toBe('valable 1 jour à partir de la première validation');
    expect(rule(5, 'S', 2)).toBe('valable 2 semaines à partir de la première validation');
    expect(english(5, 'J')).toBe('valid 1 day from the first validation');
  });

  it('6 calendaire étendu: from the chosen day to the end of its period', () => {
    expect(rule(6, 'J')).toBe('valable le jour choisi');
    expect(rule(6, 'S')).toBe('valable du jour choisi à la fin de la semaine');
    expect(rule(6, 'M')).toBe('valable du jour choisi à la fin du mois');
    expect(rule(6, 'A')).toBe('valable du jour choisi à la fin de l’année');
    expect(rule(6, 'M', 3)).toBe('valable du jour choisi à la fin de la période de 3 mois');
    expect(english(6, 'M')).toBe('valid from the chosen day to the end of the month');
    expect(english(6, 'M', 3)).toBe('valid from the chosen day to the end of the 3 months period');
  });

  it('7 post-paiement: paid after the trips', () => {
    expect(rule(7, 'J')).toBe('payé après les trajets (post-paiement)');
    expect(english(7, 'J')).toBe('paid after the trips (post-payment)');
  });

  it('no rule for a validity or a period SPEC does not name, nor a broken count read as 1', () => {
    expect(rule(8, 'J')).toBeNull();
    expect(rule(0, 'J')).toBeNull();
    expect(rule(1.5, 'J')).toBeNull();
    expect(rule(2, 'X' as TypePeriode)).toBeNull();
    expect(rule(2, 'S', 0)).toBe('valable 1 semaine à partir de l’achat');
  });
});
