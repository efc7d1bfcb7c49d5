// SPEC §5 "Access request creation": names required (255), e-mail required (254, simple pattern), a
// subject, a pick-up point when the subject has a withdrawal list, and the captcha solved.
import { CREATION_LIMITS, type Form } from '@shared/access-requests';
import { frAddress } from '../../i18n/fr/address';
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

const FIELD_LABELS: Record<CreationField, string> = {
  nom: frAddress.lastname,
  prenom: frAddress.firstname,
  email: t.email,
};

/** What the request still lacks, named as the form labels it, in the form's order. */
export function creationMissing({ values, form, pickupPoint, captchaToken }: CreationDraft): string[] {
  const missing = (Object.keys(CREATION_RULES) as CreationField[])
    .filter((field) => CREATION_RULES[field](values[field]) !== null)
    .map((field) => FIELD_LABELS[field]);
  if (form === null) missing.push(t.subject);
  if (needsPickupPoint(form) && !pickupPoint) missing.push(t.pickupPoint);
  if (!captchaToken) missing.push(t.captchaLegend);
  return missing;
}

/** Whether 'Valider la demande d'accès' may be pressed. */
export function creationReady(draft: CreationDraft): boolean {
  return creationMissing(draft).length === 0;
}
