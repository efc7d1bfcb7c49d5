// SPEC §5 "Processing form": what a field accepts as it is typed, and its error once touched.
import { maxLengthOf, toIsoDate, type FormField } from '@shared/access-requests';
import type { Catalog } from '../../i18n/catalog';
import type { frDemandes } from '../../i18n/fr/demandes';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the input keeps of a keystroke: digits only for numbers, never more than the field's limit. */
export function normalizeInput(field: Pick<FormField, 'type' | 'tagExport'>, raw: string): string {
  const kept = field.type === 'Numérique' ? raw.replace(/\D/g, '') : raw;
  return kept.slice(0, maxLengthOf(field));
}

/** The field's error for its typed value (files are checked by fileRules); null when acceptable. */
export function fieldError(field: FormField, raw: string, t: Catalog<typeof frDemandes>): string | null {
  const value = raw.trim();
  if (!value) return field.requis ? t.fieldRequired : null;
  const max = maxLengthOf(field);
  if (value.length > max) return t.tooLong(max);
  switch (field.type) {
    case 'Numérique':
      return /^\d+$/.test(value) ? null : t.digitsOnly;
    case 'Email':
      return EMAIL.test(value) ? null : t.emailInvalid;
    case 'Date':
      return toIsoDate(value) ? null : t.dateInvalid;
    default:
      return null;
  }
}
