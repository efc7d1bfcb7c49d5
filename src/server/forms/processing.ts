// SPEC §5 "Processing form": every data item of the PUT checked against the request's form (its
// section and label, type, export tag, max length by tag, dates, numbers, list values), then every
// required field present (a required file field needs its uploaded document).
import {
  dataItemTypeOf,
  maxLengthOf,
  toIsoDate,
  type FormField,
  type RequestDataItem,
} from '../../shared/access-requests';
import type { SeededForm } from '../fixtures/forms';
import { BadRequest, record, text } from '../validation';
import { fieldsOf, listOf, type PlacedField } from './catalogue';
import { EMAIL_PATTERN } from './creation';
import type { StoredDocument, StoredRequest } from './requests';

export type CheckedItem = Pick<
  RequestDataItem,
  'label' | 'section' | 'tagExport' | 'type' | 'valeur' | 'valExport'
>;

const DIGITS = /^\d+$/;
/** yyyy-mm-dd with the ranges toIsoDate lets through (SPEC §5: day 00-31, month 00-12). */
const ISO_DATE = /^\d{4}-(0\d|1[0-2])-(0\d|[12]\d|3[01])$/;

/** Why the value does not fit the field, or null. */
function valueError(
  field: FormField,
  valeur: string,
  valExport: string,
  hasDocument: boolean,
): string | null {
  const name = `Le champ « ${field.label} »`;
  const max = maxLengthOf(field);
  const exported = field.type === 'Liste' ? valExport : valeur;
  if (exported.length > max) return `${name} ne doit pas dépasser ${max} caractères.`;
  switch (field.type) {
    case 'Date':
      return ISO_DATE.test(valExport) && (valeur === valExport || toIsoDate(valeur) === valExport)
        ? null
        : `${name} doit être une date JJ/MM/AAAA, exportée en AAAA-MM-JJ.`;
    case 'Liste': {
      const items = field.listeId ? (listOf(field.listeId)?.donneeDeListes ?? []) : [];
      return items.some((item) => item.label === valeur && item.valeurExport === valExport)
        ? null
        : `La valeur du champ « ${field.label} » ne fait pas partie de sa liste.`;
    }
    case 'Numérique':
      if (!DIGITS.test(valeur)) return `${name} doit être un nombre (chiffres seulement).`;
      break;
    case 'Email':
      if (!EMAIL_PATTERN.test(valeur)) return `${name} doit être une adresse e-mail valide.`;
      break;
    case 'Fichier':
      if (!hasDocument) return `Le fichier du champ « ${field.label} » n’a pas été envoyé.`;
      break;
    case 'Texte':
      break;
  }
  return valExport === valeur ? null : `${name} doit exporter sa propre valeur.`;
}

function checkedItem(
  value: unknown,
  index: number,
  placed: ReadonlyMap<string, PlacedField>,
  documents: ReadonlyMap<number, StoredDocument>,
): { item: CheckedItem; field: FormField } {
  const item = record(value, `donneesDeDemandes[${index}]`);
  const label = text(item.label, 'label');
  const section = text(item.section, 'section');
  const found = placed.get(`${section}\u0000${label}`);
  if (!found)
    throw new BadRequest(
      `La donnée « ${label} » (section « ${section} ») ne correspond à aucun champ de ce formulaire.`,
    );
  const { field } = found;
  const type = dataItemTypeOf(field.type);
  if (item.type !== type) throw new BadRequest(`Le champ « ${label} » doit être de type ${type}.`);
  const tagExport = field.tagExport ?? null;
  const givenTag = item.tagExport === undefined || item.tagExport === '' ? null : item.tagExport;
  if (givenTag !== null && givenTag !== tagExport)
    throw new BadRequest(`Le champ « ${label} » s’exporte sous l’étiquette ${tagExport ?? 'vide (aucune)'}.`);
  const valeur = text(item.valeur, 'valeur');
  const valExport = text(item.valExport, 'valExport');
  if (!valeur.trim())
    throw new BadRequest(`Le champ « ${label} » est vide : une valeur vide ne s’envoie pas.`);
  const error = valueError(field, valeur, valExport, documents.has(field.id));
  if (error) throw new BadRequest(error);
  return { item: { label, section, tagExport, type, valeur, valExport }, field };
}

export function checkedProcessing(
  body: unknown,
  request: StoredRequest,
  form: SeededForm,
  documents: ReadonlyMap<number, StoredDocument>,
): CheckedItem[] {
  const fields = record(body);
  if (
    (fields.id !== undefined && fields.id !== request.id) ||
    (fields.guid !== undefined && fields.guid !== request.guid)
  )
    throw new BadRequest('Le corps de la requête ne correspond pas à la demande appelée.');
  const values = fields.donneesDeDemandes;
  if (!Array.isArray(values)) throw new BadRequest('Le champ « donneesDeDemandes » doit être une liste.');
  const all = fieldsOf(form);
  if (values.length > all.length)
    throw new BadRequest('La demande contient plus de données que son formulaire n’a de champs.');
  const placed = new Map(all.map((entry) => [`${entry.section}\u0000${entry.field.label}`, entry]));
  const seen = new Set<number>();
  const items = values.map((value, index) => {
    const { item, field } = checkedItem(value, index, placed, documents);
    if (seen.has(field.id)) throw new BadRequest(`Le champ « ${field.label} » est envoyé deux fois.`);
    seen.add(field.id);
    return item;
  });
  for (const { field } of all) {
    if (!field.requis) continue;
    if (field.type === 'Fichier' && !documents.has(field.id))
      throw new BadRequest(`Veuillez joindre le fichier « ${field.label} ».`);
    if (field.type !== 'Fichier' && !seen.has(field.id))
      throw new BadRequest(`Le champ « ${field.label} » est obligatoire.`);
  }
  return items;
}
