// Meaning of Caisse-AP answers: echo checks, approval fields, refusal reasons, acknowledgements.
import { describe, expect, it } from 'vitest';
import type { CaisseApField } from '../../../../src/main/payment/caisse-ap/codec';
import {
  debitRequest,
  INTERMEDIATE,
  interpretAnswer,
  isCompleteAnswer,
} from '../../../../src/main/payment/caisse-ap/protocol';
import { maskCardNumber } from '../../../../src/main/payment/terminal-result';
import { isMaskedPan } from '../../../../src/shared/masked-pan';

const SETTINGS = { protocolVersion: '0300', protocolId: '012345678901', posNumber: '07' };
const SENT = debitRequest({ idempotencyKey: 'k', amountCents: 5, currency: 'EUR', label: 'x' }, SETTINGS);
const ECHO: CaisseApField[] = [
  ['CZ', '0300'],
  ['CA', '07'],
  ['CB', '000000000005'],
  ['CD', '0'],
  ['CE', '978'],
];
const UNKNOWN = {
  status: 'unknown',
  message:
    'Le résultat du paiement n’a pas pu être confirmé. Ne payez pas une seconde fois : le paiement est en cours de vérification.',
};

describe('debitRequest', () => {
  it('asks for a debit in euros, amount in cents on at least 2 digits, answer at the end', () => {
    // Built here, not only at the file's load: what a test runs is what a mutation run counts.
    const sent = debitRequest({ idempotencyKey: 'k', amountCents: 5, currency: 'EUR', label: 'x' }, SETTINGS);
    expect(sent).toEqual(SENT);
    expect(sent).toEqual([
      ['CZ', '0300'],
      ['CJ', '012345678901'],
      ['CA', '07'],
      ['CB', '05'],
      ['CD', '0'],
      ['CE', '978'],
      ['BA', '0'],
    ]);
  });

  it('sends the largest amount CB carries, all 12 digits', () => {
    const sent = debitRequest(
      { idempotencyKey: 'k', amountCents: 999_999_999_999, currency: 'EUR', label: '' },
      SETTINGS,
    );
    expect(sent).toContainEqual(['CB', '999999999999']);
  });

  it('refuses any currency but the euro', () => {
    expect(() =>
      debitRequest({ idempotencyKey: 'k', amountCents: 500, currency: 'USD' as 'EUR', label: '' }, SETTINGS),
    ).toThrow('Devise non prise en charge : USD');
  });

  it.each([0, -100, 12.5, 1_000_000_000_000])('refuses the amount %s', (amountCents) => {
    expect(() =>
      debitRequest({ idempotencyKey: 'k', amountCents, currency: 'EUR', label: '' }, SETTINGS),
    ).toThrow(`Montant invalide pour le terminal : ${amountCents}`);
  });
});

describe('interpretAnswer', () => {
  it('reads an approval with AC as reference and AA as the masked card number', () => {
    expect(
      interpretAnswer([...ECHO, ['AE', '10'], ['AC', 'A00395'], ['AA', '***********0674']], SENT),
    ).toEqual({
      result: {
        status: 'approved',
        reference: 'A00395',
        maskedPan: '***********0674',
        message: 'Paiement accepté.',
      },
    });
  });

  it('masks a card number a terminal sends in clear, keeping the last 4 digits', () => {
    expect(maskCardNumber('4970101234560003')).toBe('************0003');
    expect(interpretAnswer([...ECHO, ['AE', '10'], ['AA', '4970101234560003']], SENT)).toMatchObject({
      result: { maskedPan: '************0003' },
    });
  });

  it.each([
    ['in groups of 4', '4970 1000 0000 0003', '**** **** **** 0003'],
    ['with dashes', '4970-1000-0000-0003', '**** **** **** 0003'],
    ['with dots', '4970.1000.0000.0003', '**** **** **** 0003'],
    ['with two spaces between groups', '4970  1000  0000  0003', '**** **** **** 0003'],
    ['in groups of 4-6-5 (Amex)', '3782 822463 10005', '**** ****** *0005'],
    ['of 19 digits in groups', '6250 9410 0652 8599 003', '***************9003'],
    ['with blank ends', ' 4970100000000003 ', '************0003'],
  ])('masks a card number sent in clear %s', (_name, pan, masked) => {
    const meaning = interpretAnswer([...ECHO, ['AE', '10'], ['AC', 'A00395'], ['AA', pan]], SENT);
    expect(meaning).toEqual({
      result: { status: 'approved', reference: 'A00395', maskedPan: masked, message: 'Paiement accepté.' },
    });
  });

  it.each([
    ['# masks (the reference simulator)', '497010######0003', '497010******0003'],
    ['X masks in groups', 'XXXX XXXX XXXX 0003', '**** **** **** 0003'],
    ['masks with digits in the middle', '4970 **** 0000 0003', '**** **** **** 0003'],
    ['more than 6 leading digits', '4970100*****0003', '************0003'],
  ])('gives a masked form the page accepts for %s', (_name, pan, masked) => {
    expect(interpretAnswer([...ECHO, ['AE', '10'], ['AA', pan]], SENT)).toMatchObject({
      result: { maskedPan: masked },
    });
    expect(isMaskedPan(masked)).toBe(true);
  });

  it.each([
    ['a number with an expiry date', '4970100000000003 12/27'],
    ['a number of 20 digits', '49701000000000000003'],
    ['a number fully masked', '****************'],
    ['a number without its last 4 digits', '4970 1000 0000 ****'],
    ['letters', 'VISA 0003'],
  ])('leaves out what cannot be shown as a masked card number: %s', (_name, pan) => {
    const meaning = interpretAnswer([...ECHO, ['AE', '10'], ['AC', 'A00395'], ['AA', pan]], SENT);
    expect(meaning).toEqual({
      result: { status: 'approved', reference: 'A00395', message: 'Paiement accepté.' },
    });
  });

  it('never lets an AA value through that is not a masked card number (every value the codec reads)', () => {
    // Printable ASCII only (the codec refuses anything else), up to AA's 64 characters.
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const alphabet = '0123456789012345678901234567890123456789 -.*#Xx/A';
    for (let round = 0; round < 3000; round++) {
      let pan = '';
      for (let length = 1 + (next() % 24); length > 0; length--) pan += alphabet[next() % alphabet.length];
      const meaning = interpretAnswer([...ECHO, ['AE', '10'], ['AA', pan]], SENT);
      const masked = meaning === INTERMEDIATE ? undefined : meaning.result.maskedPan;
      if (masked !== undefined) expect([pan, isMaskedPan(masked)]).toEqual([pan, true]);
    }
  });

  it('treats AE 11 as an acknowledgement: the real answer follows', () => {
    expect(interpretAnswer([...ECHO, ['AE', '11']], SENT)).toBe(INTERMEDIATE);
  });

  it.each<[string, CaisseApField[], string]>([
    [
      'another amount',
      [...ECHO.filter(([t]) => t !== 'CB'), ['CB', '000000000500'], ['AE', '10']],
      'la réponse porte CB=000000000500 au lieu de 05',
    ],
    [
      'another POS number',
      [...ECHO.filter(([t]) => t !== 'CA'), ['CA', '01'], ['AE', '10']],
      'la réponse porte CA=01 au lieu de 07',
    ],
    [
      'a refund',
      [...ECHO.filter(([t]) => t !== 'CD'), ['CD', '1'], ['AE', '01'], ['AF', '04']],
      'la réponse porte CD=1 au lieu de 0',
    ],
    [
      'an approval without the amount',
      [...ECHO.filter(([t]) => t !== 'CB'), ['AE', '10']],
      "réponse d'acceptation sans CB",
    ],
    ['no AE', ECHO, 'réponse sans AE'],
    ['an unknown AE', [...ECHO, ['AE', '42']], 'AE inconnu : 42'],
  ])('answers unknown to an answer with %s', (_name, answer, problem) => {
    expect(interpretAnswer(answer, SENT)).toEqual({ result: UNKNOWN, problem });
  });

  it.each([
    ['a blank before the amount', 'CB', ' 5'],
    ['a blank after the amount', 'CB', '5 '],
    ['the amount in hexadecimal', 'CB', '0x5'],
    ['the POS number without its zero', 'CA', '7'],
  ])('answers unknown to an approval echoing %s', (_name, tag, echoed) => {
    const answer: CaisseApField[] = [...ECHO.filter(([t]) => t !== tag), [tag, echoed], ['AE', '10']];
    expect(interpretAnswer(answer, SENT)).toEqual({
      result: UNKNOWN,
      problem: `la réponse porte ${tag}=${echoed} au lieu de ${tag === 'CB' ? '05' : '07'}`,
    });
  });

  it('accepts a refusal that does not echo the request', () => {
    expect(
      interpretAnswer(
        [
          ['CZ', '0300'],
          ['AE', '01'],
          ['AF', '05'],
        ],
        SENT,
      ),
    ).toEqual({
      result: { status: 'declined', message: 'Paiement refusé : carte interdite.' },
    });
  });

  it.each([
    [undefined, 'declined', 'Paiement refusé par le terminal.'],
    ['99', 'declined', 'Paiement refusé par le terminal.'],
    [
      '02',
      'declined',
      'Paiement refusé : la banque demande une autorisation que le terminal n’a pas pu obtenir.',
    ],
    ['06', 'cancelled', 'Paiement annulé sur le terminal.'],
    // The reason is its first two digits: a terminal may add a detail after them.
    ['0412', 'declined', 'Paiement refusé par votre banque.'],
    ['09', 'error', 'Le terminal de paiement n’a pas accepté la demande. Aucun montant n’a été débité.'],
    ['11', 'cancelled', 'Paiement annulé sur le terminal.'],
  ])('reads AE 01 with AF %s as %s', (reason, status, message) => {
    const answer: CaisseApField[] = [...ECHO, ['AE', '01'], ...(reason ? [['AF', reason] as const] : [])];
    expect(interpretAnswer(answer, SENT)).toEqual({ result: { status, message } });
  });
});

describe('isCompleteAnswer', () => {
  const APPROVAL: CaisseApField[] = [...ECHO, ['AE', '10'], ['AC', '482913'], ['AA', '513254######6719']];

  it('completes an approval once its echoes, AC and AA are in, in any order', () => {
    expect(isCompleteAnswer(APPROVAL)).toBe(true);
    expect(isCompleteAnswer([APPROVAL[0]!, ...APPROVAL.slice(1).reverse()])).toBe(true);
    expect(isCompleteAnswer([...APPROVAL, ['CC', '001'], ['AI', 'A0000000421010']])).toBe(true);
  });

  it.each(['CA', 'CB', 'CD', 'CE', 'AC', 'AA'])('waits for %s of an approval', (tag) => {
    expect(isCompleteAnswer(APPROVAL.filter(([t]) => t !== tag))).toBe(false);
  });

  it('completes a failure once its reason AF is in, echoed or not', () => {
    expect(isCompleteAnswer([...ECHO, ['AE', '01']])).toBe(false);
    expect(isCompleteAnswer([...ECHO, ['AE', '01'], ['AF', '11']])).toBe(true);
    expect(
      isCompleteAnswer([
        ['CZ', '0300'],
        ['AE', '01'],
        ['AF', '09'],
      ]),
    ).toBe(true);
  });

  it('never completes an acknowledgement (AE 11), an unknown AE or a message without AE', () => {
    expect(isCompleteAnswer([...ECHO, ['AE', '11']])).toBe(false);
    expect(isCompleteAnswer([...ECHO, ['AE', '00'], ['AF', '11']])).toBe(false);
    expect(isCompleteAnswer([...ECHO, ['AC', '482913'], ['AA', '513254######6719']])).toBe(false);
  });
});
