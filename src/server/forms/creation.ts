// SPEC §5 "Access request creation": names up to 255, a simple e-mail address up to 254, a visible
// form, and a pick-up point of that form's withdrawal list when it has one (its info taken from the list).
import { CREATION_LIMITS } from '../../shared/access-requests';
import { BadRequest, integer, record, text } from '../validation';
import { listOf, openForm } from './catalogue';
import type { NewRequest } from './requests';

/** local@domain.tld, no spaces: the "simple address" of SPEC §5. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A trimmed, non-empty text of at most `max` characters. */
function requiredText(value: unknown, field: string, missing: string, tooLong: string, max: number): string {
  if (value === undefined || value === null) throw new BadRequest(missing);
  const trimmed = text(value, field).trim();
  if (!trimmed) throw new BadRequest(missing);
  if (trimmed.length > max) throw new BadRequest(tooLong);
  return trimmed;
}

function pickUpPoint(listId: number | null | undefined, value: unknown) {
  const given = value === undefined || value === null ? '' : text(value, 'demandeurPointRetraitLabel').trim();
  if (!listId) {
    if (given) throw new BadRequest('Ce formulaire ne propose pas de point de retrait.');
    return { demandeurPointRetraitLabel: null, demandeurPointRetraitInfo: null };
  }
  if (!given) throw new BadRequest('Veuillez choisir un point de retrait.');
  const point = listOf(listId)?.donneeDeListes.find((item) => item.label === given);
  if (!point) throw new BadRequest('Ce point de retrait n’existe pas : choisissez-en un de la liste.');
  return { demandeurPointRetraitLabel: point.label, demandeurPointRetraitInfo: point.info ?? null };
}

export function checkedCreation(body: unknown): NewRequest {
  const fields = record(body);
  const demandeurNom = requiredText(
    fields.demandeurNom,
    'demandeurNom',
    'Veuillez saisir votre nom.',
    `Votre nom ne doit pas dépasser ${CREATION_LIMITS.name} caractères.`,
    CREATION_LIMITS.name,
  );
  const demandeurPrenom = requiredText(
    fields.demandeurPrenom,
    'demandeurPrenom',
    'Veuillez saisir votre prénom.',
    `Votre prénom ne doit pas dépasser ${CREATION_LIMITS.name} caractères.`,
    CREATION_LIMITS.name,
  );
  const demandeurEmail = requiredText(
    fields.demandeurEmail,
    'demandeurEmail',
    'Veuillez saisir votre adresse e-mail.',
    `Votre adresse e-mail ne doit pas dépasser ${CREATION_LIMITS.email} caractères.`,
    CREATION_LIMITS.email,
  );
  if (!EMAIL_PATTERN.test(demandeurEmail)) throw new BadRequest('Votre adresse e-mail n’est pas valide.');
  if (fields.formulaireId === undefined || fields.formulaireId === null)
    throw new BadRequest('Veuillez choisir l’objet de votre demande.');
  const form = openForm(integer(fields.formulaireId, 'formulaireId'));
  if (!form) throw new BadRequest('Ce formulaire n’existe pas ou n’accepte plus de demande.');
  const items = fields.donneesDeDemandes;
  if (items !== undefined && items !== null) {
    if (!Array.isArray(items)) throw new BadRequest('Le champ « donneesDeDemandes » doit être une liste.');
    if (items.length > 0)
      throw new BadRequest(
        'Le détail de la demande se saisit avec le lien envoyé par e-mail, pas à sa création.',
      );
  }
  return {
    demandeurNom,
    demandeurPrenom,
    demandeurEmail,
    ...pickUpPoint(form.listeIdRetrait, fields.demandeurPointRetraitLabel),
    formulaireId: form.id,
    nomFormulaire: form.nom,
    renouvellement: form.renouvellement ?? false,
    donneesDeDemandes: [],
  };
}
