// SPEC §5/§9: document fields take PDF, JPG or PNG files under 10 MB, and say so in their label.
import { ACCEPTED_FILE_TYPES, FILE_SIZE_LIMIT_BYTES, isUnderFileSizeLimit } from '@shared/access-requests';
import { frDemandes } from '../../i18n/fr/demandes';

const t = frDemandes;
const names = Object.values(ACCEPTED_FILE_TYPES);
/** 'PDF, JPG ou PNG' */
export const ACCEPTED_NAMES = `${names.slice(0, -1).join(', ')} ou ${names.at(-1)}`;
export const MAX_MEGABYTES = FILE_SIZE_LIMIT_BYTES / (1024 * 1024);

/** The input's accept attribute: the MIME types and their usual extensions. */
export const FILE_ACCEPT = [...Object.keys(ACCEPTED_FILE_TYPES), '.pdf', '.jpg', '.jpeg', '.png'].join(',');

/** 'Justificatif de domicile (PDF, JPG ou PNG, moins de 10 Mo)' */
export const fileFieldLabel = (label: string) => `${label} (${t.fileLimit(ACCEPTED_NAMES, MAX_MEGABYTES)})`;

export interface FileFacts {
  name: string;
  size: number;
  type: string;
}

/** Why a chosen file is refused, or null when it may be sent. */
export function fileProblem(file: FileFacts): string | null {
  if (!Object.hasOwn(ACCEPTED_FILE_TYPES, file.type)) return t.fileType(ACCEPTED_NAMES);
  return isUnderFileSizeLimit(file.size) ? null : t.fileTooLarge;
}
