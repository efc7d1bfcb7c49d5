// Which kiosk variant a processing form gets (no document can be attached on the kiosk).
import type { FormSection } from '@shared/access-requests';

const documentFields = (sections: readonly FormSection[]) =>
  sections.flatMap((s) => s.champs).filter((f) => f.type === 'Fichier');

/** A required document: the form cannot be sent from the kiosk (the back office checks them). */
export function needsDocuments(sections: readonly FormSection[]): boolean {
  return documentFields(sections).some((f) => f.requis);
}

export function hasDocuments(sections: readonly FormSection[]): boolean {
  return documentFields(sections).length > 0;
}
