// SPEC §7 "Document upload", §5/§9: a PDF, JPG or PNG file under 10 MB, in base64, for a file field
// of the request's form; its first bytes must be those of the declared type.
import {
  ACCEPTED_FILE_TYPES,
  FILE_SIZE_LIMIT_BYTES,
  isUnderFileSizeLimit,
  type FormField,
} from '../../shared/access-requests';
import type { SeededForm } from '../fixtures/forms';
import { BadRequest, integer, record, text } from '../validation';
import { fieldsOf } from './catalogue';

export const FILE_TOO_LARGE = 'Fichier trop volumineux';
export const REFUSED_TYPE = 'Seuls les fichiers PDF, JPG et PNG sont acceptés.';

/** The upload route's body limit: the largest file taken (one byte under 10 MB) in base64 (4 characters
 * per 3 bytes) plus the JSON around it. */
export const UPLOAD_BODY_LIMIT = Math.ceil((FILE_SIZE_LIMIT_BYTES - 1) / 3) * 4 + 64 * 1024;

/** Answered 413 with FILE_TOO_LARGE. */
export class FileTooLarge extends Error {}

/** Signatures ("magic numbers") of the accepted types. */
const MAGIC: Readonly<Record<string, readonly number[]>> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export interface CheckedUpload {
  field: FormField;
  section: string;
  contentType: string;
  bytes: Buffer;
}

/** Bytes a valid base64 text decodes to, from its length and padding. */
const decodedLength = (data: string) =>
  (data.length / 4) * 3 - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);

function fileBytes(data: string, contentType: string): Buffer {
  if (data.startsWith('data:'))
    throw new BadRequest('Le fichier s’envoie en base64 seul, sans le préfixe « data: ».');
  if (data.length % 4 !== 0 || !BASE64.test(data))
    throw new BadRequest('Le contenu du fichier n’est pas un base64 valide.');
  if (!isUnderFileSizeLimit(decodedLength(data))) throw new FileTooLarge(FILE_TOO_LARGE);
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length === 0) throw new BadRequest('Le fichier est vide.');
  const magic = MAGIC[contentType]!;
  if (bytes.length < magic.length || magic.some((byte, index) => bytes[index] !== byte))
    throw new BadRequest(
      `Le contenu du fichier n’est pas celui d’un fichier ${ACCEPTED_FILE_TYPES[contentType]}, comme son type l’annonce.`,
    );
  return bytes;
}

export function checkedUpload(body: unknown, form: SeededForm): CheckedUpload {
  const fields = record(body);
  const document = record(fields.documentDTO, 'documentDTO');
  const champ = record(fields.champDTO, 'champDTO');
  const section = text(fields.section, 'section');
  const champId = integer(champ.id, 'champDTO.id');
  const placed = fieldsOf(form).find((entry) => entry.field.id === champId);
  if (!placed || placed.field.type !== 'Fichier')
    throw new BadRequest('Ce champ n’est pas un champ de fichier du formulaire de cette demande.');
  if (placed.section !== section)
    throw new BadRequest(`Le champ « ${placed.field.label} » appartient à la section « ${placed.section} ».`);
  const contentType = text(document.donneesContentType, 'donneesContentType').trim().toLowerCase();
  if (!Object.hasOwn(ACCEPTED_FILE_TYPES, contentType)) throw new BadRequest(REFUSED_TYPE);
  const bytes = fileBytes(text(document.donnees, 'donnees'), contentType);
  return { field: placed.field, section, contentType, bytes };
}
