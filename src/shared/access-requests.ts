// Access requests (SPEC §3 "Request", "Request data item", "Form", "Field", "List", "Document upload";
// §4 request status; §5 "Access request creation", "Processing form"; §7 "Access requests"; §9): the shapes
// of the form service and the rules both the portal and the emulator apply.

/** A_CONFIRMER on creation (the processing page only fills that status); the others follow the PUT. */
export type RequestStatus = 'A_CONFIRMER' | 'A_TRAITER' | 'VALIDEE' | 'REFUSEE' | 'CARTE_DISPONIBLE';

/** Type of a request data item as the back office stores it. */
export type DataItemType = 'TEXTE' | 'EMAIL' | 'DATE' | 'ENTIER';

export interface RequestDataItem {
  dateCreation?: string;
  dateModification?: string;
  demandeId?: number;
  label: string;
  /** Name of the section the field belongs to. */
  section: string;
  tagExport: string | null;
  type: DataItemType;
  valeur: string;
  /** What is exported: the list item's valeurExport for lists, the ISO date for dates, else the value. */
  valExport: string;
}

export interface AccessRequest {
  id?: number;
  /** The e-mailed link's key: /demandes/formulaire/{guid}. */
  guid?: string;
  demandeurNom: string;
  demandeurPrenom: string;
  demandeurEmail: string;
  demandeurPointRetraitInfo?: string | null;
  demandeurPointRetraitLabel?: string | null;
  formulaireId: number;
  nomFormulaire?: string;
  statut?: RequestStatus;
  dateCreation?: string;
  dateModification?: string;
  renouvellement?: boolean;
  donneesDeDemandes: RequestDataItem[];
}

export const FIELD_TYPES = ['Texte', 'Numérique', 'Email', 'Fichier', 'Liste', 'Date'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export interface FormField {
  id: number;
  nom: string;
  label: string;
  type: FieldType;
  requis: boolean;
  /** 1: full width, 0: half width. */
  taille: 0 | 1;
  position: number;
  tagExport?: string | null;
  /** List of choices (type Liste). */
  listeId?: number | null;
}

export interface FormSection {
  position: number;
  nom: string;
  description?: string | null;
  champs: FormField[];
}

export interface Form {
  id: number;
  nom: string;
  description?: string | null;
  /** Withdrawal (pick-up point) list; the creation form then asks for a point. */
  listeIdRetrait?: number | null;
  /** A renewal form: its success text is the renewal variant. */
  renouvellement?: boolean;
  sections?: FormSection[];
}

export interface ListItem {
  label: string;
  info?: string | null;
  valeurExport: string;
}

export interface ChoiceList {
  donneeDeListes: ListItem[];
}

export interface DocumentData {
  /** File contents, base64 without the data: prefix. */
  donnees: string;
  donneesContentType: string;
}

/** POST /formulaire/api/demande/{demandId}/document body (SPEC §7). */
export interface DocumentUpload {
  documentDTO: DocumentData;
  champDTO: FormField;
  /** Name of the section of the field. */
  section: string;
}

/** SPEC §9: a request link is valid 24 h. */
export const LINK_VALIDITY_MS = 24 * 60 * 60 * 1000;

/** SPEC §5/§9: PDF, JPG or PNG files under 10 MB, the megabyte being 1024 × 1024 bytes (as the
 * browsers and file managers of the customers count it): 10 485 760 bytes is already too large. */
export const FILE_SIZE_LIMIT_BYTES = 10 * 1024 * 1024;
/** The one rule the portal and the back office apply: strictly under the limit. */
export const isUnderFileSizeLimit = (bytes: number) => bytes < FILE_SIZE_LIMIT_BYTES;
export const ACCEPTED_FILE_TYPES: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
};

/** SPEC §5 "Access request creation": names 255, e-mail 254. */
export const CREATION_LIMITS = { name: 255, email: 254 } as const;

/** SPEC §5 "Processing form": max lengths by export tag; any other tag (or none) 255. */
export const EXPORT_TAG_MAX_LENGTHS: Readonly<Record<string, number>> = {
  TITAN_NOM: 36,
  TITAN_PRENOM: 50,
  TITAN_EMAIL: 127,
  TITAN_RAISON_SOCIAL: 50,
  TITAN_NUMERO_DE_VOIE: 10,
  TITAN_TYPE_DE_VOIE: 10,
  TITAN_VOIE: 35,
  TITAN_CODE_POSTAL: 5,
  TITAN_VILLE: 36,
  TITAN_TELEPHONE_FIXE: 16,
  TITAN_TELEPHONE_PORTABLE: 16,
  TITAN_LIEU_DIT: 35,
  TITAN_POINT_REMISE: 35,
  TITAN_POINT_GEOGRAPHIQUE: 35,
};
export const DEFAULT_MAX_LENGTH = 255;
/** SPEC §5: e-mail fields max 254; dates JJ/MM/AAAA, 10 characters. */
export const EMAIL_MAX_LENGTH = 254;
export const DATE_MAX_LENGTH = 10;

export function maxLengthForTag(tag: string | null | undefined): number {
  return (tag && EXPORT_TAG_MAX_LENGTHS[tag]) || DEFAULT_MAX_LENGTH;
}

/** The longest a field's value may be: e-mails 254 and dates 10 whatever their tag, else by tag. */
export function maxLengthOf(field: Pick<FormField, 'type' | 'tagExport'>): number {
  if (field.type === 'Date') return DATE_MAX_LENGTH;
  const byTag = maxLengthForTag(field.tagExport);
  return field.type === 'Email' ? Math.min(byTag, EMAIL_MAX_LENGTH) : byTag;
}

const DATE = /^(0\d|[12]\d|3[01])\/(0\d|1[0-2])\/(\d{4})$/;

/** SPEC §5: JJ/MM/AAAA (day 00-31, month 00-12) becomes yyyy-mm-dd; anything else becomes ''. */
export function toIsoDate(text: string): string {
  const match = DATE.exec(text.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
}

/** The data item type the back office stores for a field type. */
export function dataItemTypeOf(type: FieldType): DataItemType {
  if (type === 'Email') return 'EMAIL';
  if (type === 'Date') return 'DATE';
  if (type === 'Numérique') return 'ENTIER';
  return 'TEXTE';
}

/** GET (bearer as usual): a self-hosted ALTCHA proof-of-work challenge; the widget's answer is the
 * tokenCaptcha of POST /formulaire/api/demande. */
export const CAPTCHA_CHALLENGE_PATH = '/formulaire/api/captcha/challenge';
