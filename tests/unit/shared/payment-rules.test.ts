// Payment rules shared by the back office and the portal (payment.ts, money.ts, reload.ts): the card
// provider's holder and hidden fields, the refund message, goods collected at the agency, euros typed by
// an agent, calendar validity types.
import { describe, expect, it } from 'vitest';
import { parseTypedEuros } from '../../../src/shared/money';
import {
  collectedAtAgency,
  payboxFormFields,
  payboxHolder,
  refundMessage,
  type OrderSummary,
} from '../../../src/shared/payment';
import { isCalendarValidity } from '../../../src/shared/reload';

describe('payboxHolder', () => {
  it('takes the holder from porteur or email, given once as a text', () => {
    expect(payboxHolder({ porteur: 'a@b.fr' })).toBe('a@b.fr');
    expect(payboxHolder({ email: 'a@b.fr' })).toBe('a@b.fr');
    expect(payboxHolder({ porteur: 'a@b.fr', email: '' })).toBe('a@b.fr');
    expect(payboxHolder({ porteur: null, email: 'a@b.fr' })).toBe('a@b.fr');
  });

  it('gives null when neither, both or not a text came', () => {
    expect(payboxHolder({})).toBeNull();
    expect(payboxHolder({ porteur: '', email: null })).toBeNull();
    expect(payboxHolder({ porteur: 'a@b.fr', email: 'c@d.fr' })).toBeNull();
    expect(payboxHolder({ porteur: 42 })).toBeNull();
  });
});

describe('payboxFormFields', () => {
  const parameters = {
    site: '1999888',
    rang: '32',
    identifiant: '107904482',
    total: '1250',
    devise: '978',
    idCommande: '17',
    retour: 'Mt:M;Ref:R;Auto:A;Erreur:E',
    hash: 'SHA512',
    time: '2026-11-25T10:00:00+01:00',
    hmac: 'ABC',
    panierXml: '',
    email: 'a@b.fr',
  } as unknown as Parameters<typeof payboxFormFields>[0];

  it('lists the given fields in the provider’s order, the holder once, empty ones left out', () => {
    expect(payboxFormFields(parameters)).toEqual([
      ['PBX_SITE', '1999888'],
      ['PBX_RANG', '32'],
      ['PBX_IDENTIFIANT', '107904482'],
      ['PBX_TOTAL', '1250'],
      ['PBX_DEVISE', '978'],
      ['PBX_CMD', '17'],
      ['PBX_PORTEUR', 'a@b.fr'],
      ['PBX_RETOUR', 'Mt:M;Ref:R;Auto:A;Erreur:E'],
      ['PBX_HASH', 'SHA512'],
      ['PBX_TIME', '2026-11-25T10:00:00+01:00'],
      ['PBX_HMAC', 'ABC'],
    ]);
  });

  it('gives null without a holder or with two', () => {
    expect(payboxFormFields({ ...parameters, email: undefined })).toBeNull();
    expect(payboxFormFields({ ...parameters, porteur: 'c@d.fr' })).toBeNull();
  });
});

describe('refundMessage', () => {
  it('says where the amount goes back, card or PayPal', () => {
    expect(refundMessage('12,50 €', false)).toBe(
      'Votre paiement de 12,50 € a bien été reçu, mais les places de ce trajet ont été vendues entre-temps : ' +
        'aucun billet n’a été émis. Ce montant vous sera remboursé sur votre carte d’ici quelques jours.',
    );
    expect(refundMessage('8,00 €', true)).toBe(
      'Votre paiement de 8,00 € a bien été reçu, mais les places de ce trajet ont été vendues entre-temps : ' +
        'aucun billet n’a été émis. Ce montant vous sera remboursé sur votre compte PayPal d’ici quelques jours.',
    );
  });
});

describe('collectedAtAgency', () => {
  const summary = (retraitAgence: boolean | undefined, shippingPrice: number) =>
    ({ retraitAgence, order: { shippingPrice } }) as unknown as Pick<OrderSummary, 'retraitAgence' | 'order'>;

  it('is true only when the back office says so and charged no shipping', () => {
    expect(collectedAtAgency(summary(true, 0))).toBe(true);
    expect(collectedAtAgency(summary(true, 4.9))).toBe(false);
    expect(collectedAtAgency(summary(false, 0))).toBe(false);
    expect(collectedAtAgency(summary(undefined, 0))).toBe(false);
  });
});

describe('parseTypedEuros', () => {
  it.each([
    ['20', 2000],
    ['20,5', 2050],
    ['20,50', 2050],
    ['20.05', 2005],
    ['1 250,00', 125000],
    ['1\u202f250,00', 125000],
    ['1\u00a0250', 125000],
    [' 0,01 ', 1],
    ['999999,99', 99999999],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseTypedEuros(text)).toBe(cents);
  });

  it.each(['', 'abc', '20,505', '-5', '1234567', '20,', ',50', '20 €'])('refuses %j', (text) => {
    expect(parseTypedEuros(text)).toBeNull();
  });
});

describe('isCalendarValidity', () => {
  it('is true for types 3 and 6 only', () => {
    expect([1, 2, 3, 4, 5, 6, 7].filter(isCalendarValidity)).toEqual([3, 6]);
  });
});
