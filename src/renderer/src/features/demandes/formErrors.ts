// Every field's error in the processing form (SPEC §5): typed values by their rules, files by the
// refusal of the last choice or, for a required field, by their absence.
import type { FormSection } from '@shared/access-requests';
import type { Catalog } from '../../i18n/catalog';
import type { frDemandes } from '../../i18n/fr/demandes';
import { fieldError } from './fieldRules';
import type { FileFacts } from './fileRules';

export interface FilledForm {
  values: Readonly<Record<number, string>>;
  files: Readonly<Record<number, FileFacts>>;
  fileErrors: Readonly<Record<number, string>>;
}

/** Field id → its error; empty when the form may be sent. */
export function formErrors(
  sections: readonly FormSection[],
  filled: FilledForm,
  t: Catalog<typeof frDemandes>,
): Record<number, string> {
  const errors: Record<number, string> = {};
  for (const section of sections) {
    for (const field of section.champs) {
      const error =
        field.type === 'Fichier'
          ? (filled.fileErrors[field.id] ?? (field.requis && !filled.files[field.id] ? t.fileRequired : null))
          : fieldError(field, filled.values[field.id] ?? '', t);
      if (error) errors[field.id] = error;
    }
  }
  return errors;
}
