// SPEC §5 "Access request creation": names required (255), e-mail required (254, simple pattern), a
// subject, a pick-up point when the subject has a withdrawal list, and the captcha solved. The texts are
// the customer's language's (the catalogues given).
import { CREATION_LIMITS, type Form } from '@shared/access-requests';
import type { Catalog } from '../../i18n/catalog';
import { frAddress } from '../../i18n/fr/address';
import { frDemandes } from '../../i18n/fr/demandes';

export type CreationField = 'nom' | 'prenom' | 'email';
export type CreationValues = Record<CreationField, string>;
type DemandesText = Catalog<typeof frDemandes>;
type Check = (value: string) => string | null;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function creationRules(t: DemandesText): Record<CreationField, Check> {
  const text =
    (required: string, max: number): Check =>
    (raw) => {
      const value = raw.trim();
      if (!value) return required;
      return value.length > max ? t.tooLong(max) : null;
    };
  return {
    nom: text(t.lastnameRequired, CREATION_LIMITS.name),
    prenom: text(t.firstnameRequired, CREATION_LIMITS.name),
    email: (raw) =>
      text(t.emailRequired, CREATION_LIMITS.email)(raw) ?? (EMAIL.test(raw.trim()) ? null : t.emailInvalid),
  };
}

/** Whether the chosen form asks for a pick-up point. */
export const needsPickupPoint = (form: Form | null | undefined): boolean =>
  typeof form?.listeIdRetrait === 'number';

export interface CreationDraft {
  values: CreationValues;
  form: Form | null;
  pickupPoint: string | null;
  captchaToken: string | null;
}

/** What the request still lacks, named as the form labels it, in the form's order. */
export function creationMissing(
  { values, form, pickupPoint, captchaToken }: CreationDraft,
  t: DemandesText,
  address: Catalog<typeof frAddress>,
): string[] {
  const rules = creationRules(t);
  const labels: Record<CreationField, string> = {
    nom: address.lastname,
    prenom: address.firstname,
    email: t.email,
  };
  const missing = (Object.keys(rules) as CreationField[])
    .filter((field) => rules[field](values[field]) !== null)
    .map((field) => labels[field]);
  if (form === null) missing.push(t.subject);
  if (needsPickupPoint(form) && !pickupPoint) missing.push(t.pickupPoint);
  if (!captchaToken) missing.push(t.captchaLegend);
  return missing;
}

/** Whether 'Valider la demande d’accès' may be pressed (whatever the language of what is missing). */
export function creationReady(draft: CreationDraft): boolean {
  return creationMissing(draft, frDemandes, frAddress).length === 0;
}
