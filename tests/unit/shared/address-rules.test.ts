import { describe, expect, it } from 'vitest';
import { ADDRESS_RULES, validateAddress } from '../../../src/shared/address-rules';
import type { AddressForm } from '../../../src/shared/payment';

const valid: AddressForm = {
  gender: 'MME',
  lastname: "D'Artagnan-Lefèvre",
  firstname: 'Zoé',
  phone: '+33254000000',
  secondPhone: '',
  email: 'zoe.lefevre@exemple.fr',
  address: '12, place de la Gare',
  addressComplement: '',
  countryCode: '250',
  postalCode: '41000',
  town: 'Blois',
};

const long = (n: number) => 'a'.repeat(n);

describe('address form rules (SPEC §5)', () => {
  it('accepts a complete French address with accents and punctuation', () => {
    expect(validateAddress(valid)).toEqual({});
  });

  it.each([
    ['gender', '', 'Veuillez choisir une civilité.'],
    ['gender', 'MLLE', 'Veuillez choisir une civilité.'],
    ['lastname', '', 'Veuillez saisir un nom.'],
    ['lastname', '   ', 'Veuillez saisir un nom.'],
    ['lastname', long(31), 'Le nom n’est pas valide (maximum 30 caractères).'],
    ['lastname', 'Dupont3', 'Le nom n’est pas valide.'],
    ['firstname', '', 'Veuillez saisir un prénom.'],
    ['firstname', long(31), 'Le prénom n’est pas valide (maximum 30 caractères).'],
    ['firstname', 'J@n', 'Le prénom n’est pas valide.'],
    ['phone', '0'.repeat(21), 'Le numéro n’est pas valide (maximum 20 caractères).'],
    ['phone', '02 54 00', 'Le numéro n’est pas valide.'],
    ['phone', '33+254', 'Le numéro n’est pas valide.'],
    ['secondPhone', 'abc', 'Le numéro n’est pas valide.'],
    ['email', '', 'Veuillez saisir une adresse e-mail.'],
    ['email', `${long(112)}@exemple.fr`, 'L’adresse e-mail n’est pas valide (maximum 120 caractères).'],
    ['email', 'zoe.exemple.fr', 'L’adresse e-mail n’est pas valide.'],
    ['email', 'zoe@exemple', 'L’adresse e-mail n’est pas valide.'],
    ['address', '', 'Veuillez saisir une adresse.'],
    ['address', long(51), 'L’adresse n’est pas valide (maximum 50 caractères).'],
    ['address', '12 rue du Port #3', 'L’adresse n’est pas valide.'],
    ['addressComplement', long(51), 'L’adresse n’est pas valide (maximum 50 caractères).'],
    ['addressComplement', 'Bât. <B>', 'L’adresse n’est pas valide.'],
    ['countryCode', '', 'Veuillez choisir un pays.'],
    ['postalCode', '', 'Veuillez saisir un code postal.'],
    ['postalCode', '41/000', 'Le code postal n’est pas valide.'],
    ['town', '', 'Veuillez saisir une ville.'],
    ['town', long(51), 'La ville n’est pas valide (maximum 50 caractères).'],
    // Issue 10: the town took any character, and the order summary echoed it.
    ['town', '<img src=x onerror=alert(1)>', 'La ville n’est pas valide.'],
    ['town', '<ville>Blois</ville>', 'La ville n’est pas valide.'],
    ['town', 'Blois; Tours', 'La ville n’est pas valide.'],
    ['town', 'Blois\nTours', 'La ville n’est pas valide.'],
  ] as const)('%s = %j → %s', (field, value, message) => {
    expect(ADDRESS_RULES[field](value)).toBe(message);
    expect(validateAddress({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('accepts the street characters in a town, and the parentheses of a few official names', () => {
    // Every name of the postal-code base is checked in tests/unit/server/postal-codes.test.ts.
    expect(ADDRESS_RULES.town('Saint-Gervais-la-Forêt')).toBeNull();
    expect(ADDRESS_RULES.town('Château-Chinon (Ville)')).toBeNull();
    expect(ADDRESS_RULES.town("Castillon (Canton d'Arthez-de-Béarn)")).toBeNull();
    expect(ADDRESS_RULES.town("L'Île-Bouchard")).toBeNull();
    expect(ADDRESS_RULES.town('Paris 15e, Saint-Lambert.')).toBeNull();
  });

  it('accepts both civilities, and a country code with spaces around it', () => {
    expect(ADDRESS_RULES.gender('MR')).toBeNull();
    expect(ADDRESS_RULES.gender('MME')).toBeNull();
    expect(ADDRESS_RULES.countryCode(' 250 ')).toBeNull();
    expect(ADDRESS_RULES.countryCode('2500')).toBe('Veuillez choisir un pays.');
  });

  it('keeps optional fields optional', () => {
    expect(validateAddress({ ...valid, phone: '', secondPhone: '', addressComplement: '' })).toEqual({});
  });

  it('accepts the limits exactly', () => {
    expect(ADDRESS_RULES.lastname(long(30))).toBeNull();
    expect(ADDRESS_RULES.phone('+' + '1'.repeat(19))).toBeNull();
    expect(ADDRESS_RULES.town(long(50))).toBeNull();
  });

  it('does not apply the 5-digit French postal code rule (SPEC: the conditional is not applied)', () => {
    expect(ADDRESS_RULES.postalCode('SW1A 1AA')).toBeNull();
    expect(ADDRESS_RULES.postalCode('4100')).toBeNull();
  });

  it('treats a missing or non-string value as empty', () => {
    expect(validateAddress({})).toMatchObject({
      lastname: 'Veuillez saisir un nom.',
      town: 'Veuillez saisir une ville.',
    });
    expect(validateAddress({ ...valid, email: 42 as unknown as string }).email).toBe(
      'Veuillez saisir une adresse e-mail.',
    );
  });
});
