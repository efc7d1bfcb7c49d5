// The seeded forms and lists as the form service shows them: visible forms only, sections and fields
// sorted by position (the seed is not in order on purpose).
import type { ChoiceList, Form, FormField, FormSection } from '../../shared/access-requests';
import { formLists } from '../fixtures/form-lists';
import { forms, type SeededForm } from '../fixtures/forms';

const byPosition = <T extends { position: number }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.position - b.position);

function sortedSections(form: SeededForm): FormSection[] {
  return byPosition(form.sections).map((section) => ({ ...section, champs: byPosition(section.champs) }));
}

/** What the service answers for a form: without the seed's flag, with its sections when asked. */
export function formView(form: SeededForm, withSections: boolean): Form {
  const shown: Form = {
    id: form.id,
    nom: form.nom,
    description: form.description ?? null,
    listeIdRetrait: form.listeIdRetrait ?? null,
    renouvellement: form.renouvellement ?? false,
  };
  return withSections ? { ...shown, sections: sortedSections(form) } : shown;
}

export function visibleForms(): Form[] {
  return forms.filter((form) => form.visible).map((form) => formView(form, false));
}

/** A form open to requests (visible), by id. */
export function openForm(id: number): SeededForm | undefined {
  return forms.find((form) => form.id === id && form.visible);
}

export function listOf(id: number): ChoiceList | undefined {
  return formLists.get(id);
}

export interface PlacedField {
  field: FormField;
  /** Name of the section holding the field. */
  section: string;
}

/** Every field of the form with its section, in display order. */
export function fieldsOf(form: SeededForm): PlacedField[] {
  return sortedSections(form).flatMap((section) =>
    section.champs.map((field) => ({ field, section: section.nom })),
  );
}
