// SPEC §5/§9: document fields take PDF, JPG or PNG files under 10 MB, and say so in their label.
import { ACCEPTED_FILE_TYPES, FILE_SIZE_LIMIT_BYTES, isUnderFileSizeLimit } from '@shared/access-requests';
import type { Catalog } from '../../i18n/catalog';
import type { frDemandes } from '../../i18n/fr/demandes';

type DemandesText = Catalog<typeof frDemandes>;
const NAMES = Object.values(ACCEPTED_FILE_TYPES);
export const MAX_MEGABYTES = FILE_SIZE_LIMIT_BYTES / (1024 * 1024);

/** The input's accept attribute: the MIME types and their usual extensions. */
export const FILE_ACCEPT = [...Object.keys(ACCEPTED_FILE_TYPES), '.pdf', '.jpg', '.jpeg', '.png'].join(',');

/** 'Justificatif de domicile (PDF, JPG ou PNG, moins de 10 Mo)' */
export const fileFieldLabel = (label: string, t: DemandesText) =>
  `${label} (${t.fileLimit(t.fileTypes(NAMES), MAX_MEGABYTES)})`;

export interface FileFacts {
  name: string;
  size: number;
  type: string;
}

/** Why a chosen file is refused, or null when it may be sent. */
export function fileProblem(file: FileFacts, t: DemandesText): string | null {
  if (!Object.hasOwn(ACCEPTED_FILE_TYPES, file.type)) return t.fileType(t.fileTypes(NAMES));
  return isUnderFileSizeLimit(file.size) ? null : t.fileTooLarge;
}
