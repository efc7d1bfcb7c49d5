// SPEC §5 "Address form": one set of rules for the renderer's form and the emulator's check.
import { DEFAULT_COUNTRY_CODE, type AddressForm } from './payment';

export { DEFAULT_COUNTRY_CODE };

export type AddressField = keyof AddressForm;

/** Letters (accents included), space and , . ' - */
const NAME = /^[A-Za-zÀ-ÖØ-öø-ÿŒœ ,.'-]+$/;
/** Letters, digits (accents included), space and , . ' - */
const STREET = /^[A-Za-z0-9À-ÖØ-öø-ÿŒœ ,.'-]+$/;
/** The street's characters and parentheses: a few official names have them ("Château-Chinon (Ville)"). */
const TOWN = /^[A-Za-z0-9À-ÖØ-öø-ÿŒœ ,.'()-]+$/;
const PHONE = /^\+?[0-9]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const POSTAL_CODE = /^[A-Za-z0-9 -]+$/;

export const ADDRESS_LIMITS = { name: 30, phone: 20, email: 120, address: 50, town: 50 } as const;

export const ADDRESS_MESSAGES = {
  gender: 'Veuillez choisir une civilité.',
  lastnameRequired: 'Veuillez saisir un nom.',
  lastnameTooLong: 'Le nom n’est pas valide (maximum 30 caractères).',
  lastnameInvalid: 'Le nom n’est pas valide.',
  firstnameRequired: 'Veuillez saisir un prénom.',
  firstnameTooLong: 'Le prénom n’est pas valide (maximum 30 caractères).',
  firstnameInvalid: 'Le prénom n’est pas valide.',
  phoneTooLong: 'Le numéro n’est pas valide (maximum 20 caractères).',
  phoneInvalid: 'Le numéro n’est pas valide.',
  emailRequired: 'Veuillez saisir une adresse e-mail.',
  emailTooLong: 'L’adresse e-mail n’est pas valide (maximum 120 caractères).',
  emailInvalid: 'L’adresse e-mail n’est pas valide.',
  addressRequired: 'Veuillez saisir une adresse.',
  addressTooLong: 'L’adresse n’est pas valide (maximum 50 caractères).',
  addressInvalid: 'L’adresse n’est pas valide.',
  countryRequired: 'Veuillez choisir un pays.',
  postalCodeRequired: 'Veuillez saisir un code postal.',
  postalCodeInvalid: 'Le code postal n’est pas valide.',
  townRequired: 'Veuillez saisir une ville.',
  townTooLong: 'La ville n’est pas valide (maximum 50 caractères).',
  townInvalid: 'La ville n’est pas valide.',
} as const;

type Check = (value: string) => string | null;

const text =
  (required: string | null, max: number, tooLong: string, pattern: RegExp, invalid: string): Check =>
  (raw) => {
    const value = raw.trim();
    if (!value) return required;
    if (value.length > max) return tooLong;
    return pattern.test(value) ? null : invalid;
  };

export type AddressMessages = Record<keyof typeof ADDRESS_MESSAGES, string>;

/** The rules with a set of messages: SPEC's French by default, the renderer's English twin when asked. */
export const addressRules = (m: AddressMessages): Record<AddressField, Check> => ({
  gender: (value) => (value === 'MME' || value === 'MR' ? null : m.gender),
  lastname: text(m.lastnameRequired, ADDRESS_LIMITS.name, m.lastnameTooLong, NAME, m.lastnameInvalid),
  firstname: text(m.firstnameRequired, ADDRESS_LIMITS.name, m.firstnameTooLong, NAME, m.firstnameInvalid),
  phone: text(null, ADDRESS_LIMITS.phone, m.phoneTooLong, PHONE, m.phoneInvalid),
  secondPhone: text(null, ADDRESS_LIMITS.phone, m.phoneTooLong, PHONE, m.phoneInvalid),
  email: text(m.emailRequired, ADDRESS_LIMITS.email, m.emailTooLong, EMAIL, m.emailInvalid),
  address: text(m.addressRequired, ADDRESS_LIMITS.address, m.addressTooLong, STREET, m.addressInvalid),
  addressComplement: text(null, ADDRESS_LIMITS.address, m.addressTooLong, STREET, m.addressInvalid),
  countryCode: (value) => (/^\d{1,3}$/.test(value.trim()) ? null : m.countryRequired),
  // SPEC: 5 digits were intended for France, but the conditional is effectively not applied.
  postalCode: text(m.postalCodeRequired, 10, m.postalCodeInvalid, POSTAL_CODE, m.postalCodeInvalid),
  // No markup: a town once took some, which the order summary echoed.
  town: text(m.townRequired, ADDRESS_LIMITS.town, m.townTooLong, TOWN, m.townInvalid),
});

export const ADDRESS_RULES = addressRules(ADDRESS_MESSAGES);

export const ADDRESS_FIELDS = Object.keys(ADDRESS_RULES) as AddressField[];

/** Every field's first error; an empty object when the form is valid. */
export function validateAddress(
  form: Partial<Record<AddressField, unknown>>,
): Partial<Record<AddressField, string>> {
  const errors: Partial<Record<AddressField, string>> = {};
  for (const field of ADDRESS_FIELDS) {
    const value = form[field];
    const error = ADDRESS_RULES[field](typeof value === 'string' ? value : '');
    if (error) errors[field] = error;
  }
  return errors;
}

/** Only the e-mail is asked on the kiosk (SPEC §1). */
export function validateEmail(email: string): string | null {
  return ADDRESS_RULES.email(email);
}
