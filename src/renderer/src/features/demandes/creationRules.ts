// SPEC §5 "Access request creation": names required (255), e-mail required (254, simple pattern), a
// subject, a pick-up point when the subject has a withdrawal list, and the captcha solved.
import { CREATION_LIMITS, type Form } from '@shared/access-requests';
import { frDemandes } from '../../i18n/fr/demandes';

export type CreationField = 'nom' | 'prenom' | 'email';
export type CreationValues = Record<CreationField, string>;

const t = frDemandes;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text =
  (required: string, max: number) =>
  (raw: string): string | null => {
    const value = raw.trim();
    if (!value) return required;
    return value.length > max ? t.tooLong(max) : null;
  };

export const CREATION_RULES: Record<CreationField, (value: string) => string | null> = {
  nom: text(t.lastnameRequired, CREATION_LIMITS.name),
  prenom: text(t.firstnameRequired, CREATION_LIMITS.name),
  email: (raw) =>
    text(t.emailRequired, CREATION_LIMITS.email)(raw) ?? (EMAIL.test(raw.trim()) ? null : t.emailInvalid),
};

/** Whether the chosen form asks for a pick-up point. */
export const needsPickupPoint = (form: Form | null | undefined): boolean =>
  typeof form?.listeIdRetrait === 'number';

export interface CreationDraft {
  values: CreationValues;
  form: Form | null;
  pickupPoint: string | null;
  captchaToken: string | null;
}

/** Whether 'Valider la demande d'accès' may be pressed. */
export function creationReady({ values, form, pickupPoint, captchaToken }: CreationDraft): boolean {
  const fieldsValid = (Object.keys(CREATION_RULES) as CreationField[]).every(
    (field) => CREATION_RULES[field](values[field]) === null,
  );
  return fieldsValid && form !== null && (!needsPickupPoint(form) || !!pickupPoint) && !!captchaToken;
}
