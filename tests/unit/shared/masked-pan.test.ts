import { describe, expect, it } from 'vitest';
import { isMaskedPan } from '../../../src/shared/masked-pan';

describe('masked card number', () => {
  it.each([
    '**** **** **** 0003',
    'XXXX XXXX XXXX 0003',
    'xxxx-xxxx-xxxx-0003',
    '************0003',
    '***************0003',
    '497010******0003',
    '4970 10** **** 0003',
    '••••0003',
    '•••• 0003',
  ])('accepts %s', (text) => {
    expect(isMaskedPan(text)).toBe(true);
  });

  it.each([
    ["a full card number (the card page's test card, not Luhn-valid)", '4970100000000003'],
    ['a full 16-digit card number (Luhn-valid)', '4111111111111111'],
    ['a full card number in groups of 4', '4970 1000 0000 0003'],
    ['a full card number with dashes', '4970-1000-0000-0003'],
    ['a full 13-digit card number (Luhn-valid)', '4222222222222'],
    ['a full Mastercard number (Luhn-valid)', '5555555555554444'],
    ['a full card number with dots', '4970.1000.0000.0003'],
    ['a full card number in full-width digits', '４９７０１０００００００００００３'],
    ['the last 4 digits alone', '0003'],
    ['digits between masks', '**** 1234 **** 0003'],
    ['more than 6 leading digits', '4970100*****0003'],
    ['13 digits with one mask', '4970100000000*0003'],
    ['only 3 last digits', '**** **** **** 003'],
    ['5 last digits', '************00031'],
    ['fewer than 4 mask characters', '497010***0003'],
    ['no digits at all', '****************'],
    ['two spaces in a row', '****  **** **** 0003'],
    ['a leading space', ' **** **** 0003'],
    ['more than 19 characters', '***** **** **** 0003'],
    ['other mask characters', '#### #### #### 0003'],
    ['an empty text', ''],
  ])('refuses %s', (_name, text) => {
    expect(isMaskedPan(text)).toBe(false);
  });
});
