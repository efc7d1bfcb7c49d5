// The card reload's pure rules (SPEC §5 "Card lookup", "Reload and products", §8, §9): card number, birth
// date, card state, contracts, what is offered, the lock, the total, the month and year choices.
import { describe, expect, it } from 'vitest';
import type { SellableProduct } from '@shared/reload';
import {
  birthDateOf,
  cardFormErrors,
  cardNumberError,
  fallbackBirthYears,
  normaliseCardNumber,
} from '../../../src/renderer/src/features/rechargement/cardLookupRules';
import { cardStateText, isUsableCard } from '../../../src/renderer/src/features/rechargement/cardState';
import {
  contractJourney,
  contractPeriod,
  contractTrips,
} from '../../../src/renderer/src/features/rechargement/contractText';
import { isMonday, weekdayOf } from '../../../src/renderer/src/features/rechargement/products/days';
import {
  allowedQuantity,
  chosenProducts,
  chosenTotal,
  monthOptions,
  offeredProducts,
  optionOf,
  withLocks,
  yearOptions,
} from '../../../src/renderer/src/features/rechargement/products/rules';
import { formatDay } from '../../../src/renderer/src/ui/dates';
import { enRechargement } from '../../../src/renderer/src/i18n/en/rechargement';
import { frRechargement } from '../../../src/renderer/src/i18n/fr/rechargement';

const { lookup: LOOKUP, card: CARD, contracts: CONTRACTS } = frRechargement;
import { aboMois, card1, card6, carnet, duplicata, liberte, lines, passJour, stops } from './reload-fixtures';

describe('card number (SPEC §5 "Card lookup")', () => {
  it('is required, with one wording for both pages', () => {
    expect(cardNumberError('', 'Veuillez saisir un numéro de carte', LOOKUP)).toBe(
      'Veuillez saisir un numéro de carte',
    );
    expect(cardFormErrors({ cardNumber: '', day: null, month: null, year: null }, LOOKUP).cardNumber).toBe(
      'Veuillez saisir un numéro de carte',
    );
  });

  it('holds digits only', () => {
    for (const number of ['12a4', '1000-0000', '１２３', 'abc'])
      expect(cardNumberError(number, 'requis', LOOKUP)).toBe(
        'Le numéro de carte ne doit contenir que des chiffres.',
      );
    expect(cardNumberError('100000000001', 'requis', LOOKUP)).toBeNull();
    expect(cardNumberError('7', 'requis', LOOKUP)).toBeNull();
  });

  it('drops the spaces of the printed number, nothing else', () => {
    expect(normaliseCardNumber('1000 0000 0001')).toBe('100000000001');
    expect(normaliseCardNumber(' 12a ')).toBe('12a');
  });
});

describe('birth date (SPEC §5: sent as yyyy-mm-dd only when day, month and year make a date)', () => {
  it('assembles a complete date with two-digit day and month', () => {
    expect(birthDateOf({ day: '14', month: '5', year: '1990' })).toEqual({
      kind: 'date',
      value: '1990-05-14',
    });
    expect(birthDateOf({ day: '1', month: '12', year: '2001' })).toEqual({
      kind: 'date',
      value: '2001-12-01',
    });
  });

  it('sends nothing for an incomplete date', () => {
    expect(birthDateOf({ day: null, month: null, year: null })).toEqual({ kind: 'none' });
    expect(birthDateOf({ day: '14', month: '5', year: null })).toEqual({ kind: 'none' });
    expect(birthDateOf({ day: null, month: '5', year: '1990' })).toEqual({ kind: 'none' });
    expect(birthDateOf({ day: '14', month: null, year: '1990' })).toEqual({ kind: 'none' });
  });

  it('does not send a day that does not exist, and does not block the lookup for it (issue 26 §4)', () => {
    expect(birthDateOf({ day: '31', month: '2', year: '1990' })).toEqual({ kind: 'none' });
    expect(birthDateOf({ day: '29', month: '2', year: '2023' })).toEqual({ kind: 'none' });
    expect(birthDateOf({ day: '31', month: '4', year: '1990' })).toEqual({ kind: 'none' });
    expect(birthDateOf({ day: '29', month: '2', year: '2024' })).toEqual({
      kind: 'date',
      value: '2024-02-29',
    });
    expect(birthDateOf({ day: '0', month: '13', year: '1990' })).toEqual({ kind: 'none' });
    expect(
      cardFormErrors({ cardNumber: '100000000001', day: '31', month: '2', year: '1990' }, LOOKUP),
    ).toEqual({ cardNumber: null });
  });

  it('falls back to this year down to 110 years ago', () => {
    const list = fallbackBirthYears(new Date(2026, 10, 25));
    expect(list[0]).toBe(2026);
    expect(list.at(-1)).toBe(1916);
    expect(list).toContain(1990);
  });
});

describe('card state (SPEC §8)', () => {
  it('says deleted, blacklisted or valid; only a valid card is reloaded', () => {
    expect(cardStateText('SUPPRIME', CARD)).toBe('Carte supprimée.');
    expect(cardStateText('SUSPENDU', CARD)).toBe(
      'Cette carte est en liste noire, elle ne peut pas être utilisée.',
    );
    expect(cardStateText('VALIDE', CARD)).toBe('Carte valide.');
    expect(cardStateText('ACTIF', CARD)).toBe('Carte valide.');
    expect([isUsableCard('SUPPRIME'), isUsableCard('SUSPENDU'), isUsableCard('VALIDE')]).toEqual([
      false,
      false,
      true,
    ]);
  });
});

describe('contracts of the card', () => {
  const [monthly, booklet, dayPass] = card1.contrats as [
    (typeof card1.contrats)[0],
    (typeof card1.contrats)[0],
    (typeof card1.contrats)[0],
  ];

  it('give their period, or "Non consommé" when they end in 2099', () => {
    expect(contractPeriod(monthly, CONTRACTS)).toBe('Du 01/11/2026 au 30/11/2026');
    expect(contractPeriod(dayPass, CONTRACTS)).toBe('Non consommé');
  });

  it('count the trips left of a counted-down title only', () => {
    expect(contractTrips(monthly, CONTRACTS)).toBeNull();
    expect(contractTrips(booklet, CONTRACTS)).toBe('4 voyages restants');
    expect(contractTrips(dayPass, CONTRACTS)).toBe('1 voyage restant');
    expect(contractTrips({ typeTitre: 2, soldeJetons: 0 }, CONTRACTS)).toBe('0 voyage restant');
    expect(contractTrips({ typeTitre: 2, soldeJetons: null }, CONTRACTS)).toBe('0 voyage restant');
  });

  it('name the journey of an origin-destination title from the topology, by code without it', () => {
    const od = card6.contrats[0]!;
    expect(contractJourney(od, lines, stops, CONTRACTS)).toBe(
      'Ligne 2 Blois – Romorantin-Lanthenay, de Blois – Gare routière à Cheverny – Château',
    );
    expect(contractJourney(od, [], [], CONTRACTS)).toBe('Ligne L2, de BLO-GARE à CHV-CHAT');
    expect(contractJourney(monthly, lines, stops, CONTRACTS)).toBeNull();
  });

  it('say the same in English', () => {
    const od = card6.contrats[0]!;
    expect(contractJourney(od, [], [], enRechargement.contracts)).toBe('Line L2, from BLO-GARE to CHV-CHAT');
    expect(contractPeriod(dayPass, enRechargement.contracts)).toBe('Not used');
    expect(contractTrips(booklet, enRechargement.contracts)).toBe('4 trips left');
    expect(contractTrips(dayPass, enRechargement.contracts)).toBe('1 trip left');
  });
});

describe('days', () => {
  it('show as dd/MM/yyyy whatever the time zone', () => {
    expect(formatDay('2026-11-01')).toBe('01/11/2026');
    expect(formatDay('2099-12-31')).toBe('31/12/2099');
  });

  it('know their weekday, Monday first', () => {
    expect(weekdayOf('2026-11-23')).toBe(0);
    expect(weekdayOf('2026-11-29')).toBe(6);
    expect(isMonday('2026-11-30')).toBe(true);
    expect(isMonday('2026-11-25')).toBe(false);
  });
});

const chosen = (product: SellableProduct, quantity: number) => ({ ...product, quantity });

describe('products on offer (SPEC §5 "Reload and products")', () => {
  it('leave out the products priced 0 and start with nothing chosen', () => {
    const offered = offeredProducts([aboMois, duplicata, carnet]);
    expect(offered.map((p) => p.codeProduit)).toEqual(['ABO-MOIS', 'CARNET-10']);
    expect(offered.every((p) => p.quantity === 0 && p.locked === false)).toBe(true);
  });

  it('lock the others once one has a quantity, in a reload', () => {
    const products = withLocks([chosen(aboMois, 0), chosen(carnet, 2), chosen(passJour, 0)], true);
    expect(products.map((p) => p.locked)).toEqual([true, false, true]);
    expect(withLocks([chosen(aboMois, 0), chosen(carnet, 0)], true).map((p) => p.locked)).toEqual([
      false,
      false,
    ]);
  });

  it('keep each product whose lock does not change (its row is not drawn again)', () => {
    const [abo, car, pass] = withLocks([chosen(aboMois, 0), chosen(carnet, 0), chosen(passJour, 0)], true);
    const before = [abo!, car!, pass!];
    const after = withLocks([abo!, { ...car!, quantity: 1 }, pass!], true);
    expect(after.map((p) => p.locked)).toEqual([true, false, true]);
    expect(after[0]).not.toBe(before[0]);
    expect(withLocks(after, true)[0]).toBe(after[0]);
    expect(withLocks(before, true)).toEqual(before);
    expect(withLocks(before, true).every((p, i) => p === before[i])).toBe(true);
  });

  it('lock nothing when several titles may be bought together', () => {
    const products = withLocks([chosen(aboMois, 1), chosen(carnet, 2)], false);
    expect(products.map((p) => p.locked)).toEqual([false, false]);
  });

  it('allow 0 to 10 of a several-product, 0 or 1 of another, nothing of a locked one', () => {
    expect(allowedQuantity(chosen(carnet, 0), 4)).toBe(4);
    expect(allowedQuantity(chosen(carnet, 0), 12)).toBe(10);
    expect(allowedQuantity(chosen(carnet, 3), -1)).toBe(0);
    expect(allowedQuantity(chosen(carnet, 3), Number.NaN)).toBe(0);
    expect(allowedQuantity(chosen(aboMois, 0), 3)).toBe(1);
    expect(allowedQuantity(chosen(liberte, 0), 1)).toBe(0);
    expect(allowedQuantity({ ...chosen(carnet, 0), locked: true }, 2)).toBe(0);
  });

  it('total Σ (prixDdv ?? price) × quantity, to the cent', () => {
    expect(chosenTotal([chosen(carnet, 3), chosen(passJour, 0)])).toBe(39);
    expect(chosenTotal([chosen({ ...aboMois, prixDdv: 42.58 }, 1), chosen(passJour, 2)])).toBe(50.58);
    expect(chosenTotal([chosen({ ...carnet, price: 0.1 }, 3), chosen({ ...passJour, price: 0.2 }, 1)])).toBe(
      0.5,
    );
    // A title that is not for sale counts for nothing, whatever its quantity says.
    expect(chosenTotal([chosen(liberte, 1)])).toBe(0);
    expect(
      chosenProducts([chosen(carnet, 2), chosen(passJour, 0), chosen(liberte, 1)]).map((p) => p.id),
    ).toEqual([106]);
  });
});

describe('start-of-validity choices', () => {
  it('one per month from ddvMin to ddvMax, named in French', () => {
    expect(monthOptions(aboMois.ddvMin, aboMois.ddvMax)).toEqual([
      { id: '2026-11-01', label: 'novembre 2026' },
      { id: '2026-12-01', label: 'décembre 2026' },
      { id: '2027-01-01', label: 'janvier 2027' },
    ]);
    // A range starting mid-month starts the first choice on ddvMin.
    expect(monthOptions('2026-11-25', '2026-12-24').map((o) => o.id)).toEqual(['2026-11-25', '2026-12-01']);
  });

  it('one per year, the first starting on ddvMin', () => {
    expect(yearOptions('2026-11-25', '2027-01-01')).toEqual([
      { id: '2026-11-25', label: '2026' },
      { id: '2027-01-01', label: '2027' },
    ]);
  });

  it('show the choice that holds the start of validity', () => {
    const months = monthOptions('2026-11-01', '2027-01-01');
    expect(optionOf(months, '2026-12-01')).toBe('2026-12-01');
    expect(optionOf(months, '2026-12-17')).toBe('2026-12-01');
    expect(optionOf(months, '2026-10-01')).toBe('2026-11-01');
    expect(optionOf(yearOptions('2026-11-25', '2027-01-01'), '2026-11-25')).toBe('2026-11-25');
  });
});
