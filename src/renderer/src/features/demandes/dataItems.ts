// The request's donneesDeDemandes from the filled form (SPEC §3 "Request data item", §5 "Processing
// form"): sections and fields in position order, empty values left out, files sent apart as documents.
import {
  dataItemTypeOf,
  toIsoDate,
  type Form,
  type FormField,
  type FormSection,
  type ListItem,
  type RequestDataItem,
} from '@shared/access-requests';

/** Field id → typed value (the chosen label for lists). */
export type FieldValues = Readonly<Record<number, string>>;
/** List id → its items. */
export type ChoiceLists = Readonly<Record<number, readonly ListItem[]>>;

const byPosition = <T extends { position: number }>(a: T, b: T) => a.position - b.position;

/** The form's sections and their fields, each sorted by position. */
export function sortedSections(form: Form): FormSection[] {
  return [...(form.sections ?? [])]
    .sort(byPosition)
    .map((section) => ({ ...section, champs: [...(section.champs ?? [])].sort(byPosition) }));
}

/** What is exported for a value: the list item's valeurExport, the ISO date, else the value itself. */
export function exportedValue(field: FormField, value: string, lists: ChoiceLists): string {
  if (field.type === 'Liste') {
    const items = field.listeId != null ? (lists[field.listeId] ?? []) : [];
    return items.find((item) => item.label === value)?.valeurExport ?? '';
  }
  if (field.type === 'Date') return toIsoDate(value);
  return value;
}

export function buildDataItems(
  sections: readonly FormSection[],
  values: FieldValues,
  lists: ChoiceLists,
): RequestDataItem[] {
  const items: RequestDataItem[] = [];
  for (const section of sections) {
    for (const field of section.champs) {
      if (field.type === 'Fichier') continue;
      const valeur = (values[field.id] ?? '').trim();
      if (!valeur) continue;
      items.push({
        label: field.label,
        section: section.nom,
        tagExport: field.tagExport ?? null,
        type: dataItemTypeOf(field.type),
        valeur,
        valExport: exportedValue(field, valeur, lists),
      });
    }
  }
  return items;
}
