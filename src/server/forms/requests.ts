// Access requests in memory: by numeric id (uploads, PUT) and by the e-mailed link's guid, with the
// documents uploaded for their file fields.
import { randomUUID } from 'node:crypto';
import { LINK_VALIDITY_MS, type AccessRequest } from '../../shared/access-requests';

export interface StoredDocument {
  id: number;
  champId: number;
  label: string;
  section: string;
  contentType: string;
  bytes: Buffer;
  dateCreation: string;
}

/** What the upload answers: the document without its bytes. */
export interface DocumentInfo {
  id: number;
  demandeId: number;
  champId: number;
  label: string;
  section: string;
  donneesContentType: string;
  taille: number;
  dateCreation: string;
}

export interface StoredRequest extends AccessRequest {
  id: number;
  guid: string;
  statut: NonNullable<AccessRequest['statut']>;
  dateCreation: string;
}

export type NewRequest = Omit<StoredRequest, 'id' | 'guid' | 'statut' | 'dateCreation' | 'dateModification'>;

export const REQUEST_NOT_FOUND = 'Cette demande est introuvable ou son lien a expiré.';

export class RequestStore {
  private readonly byId = new Map<number, StoredRequest>();
  private readonly byGuid = new Map<string, StoredRequest>();
  private readonly documents = new Map<number, Map<number, StoredDocument>>();
  private nextId = 1001;
  private nextDocumentId = 1;

  constructor(private readonly now: () => Date) {}

  create(request: NewRequest): StoredRequest {
    const stored: StoredRequest = {
      ...request,
      id: this.nextId++,
      // 122 random bits: the link cannot be guessed.
      guid: randomUUID(),
      statut: 'A_CONFIRMER',
      dateCreation: this.now().toISOString(),
    };
    this.byId.set(stored.id, stored);
    this.byGuid.set(stored.guid, stored);
    this.documents.set(stored.id, new Map());
    return stored;
  }

  /** A request whose link is still valid (24 h after creation, by the server's clock). */
  live(key: { guid: string } | { id: number }): StoredRequest | undefined {
    const request = 'guid' in key ? this.byGuid.get(key.guid) : this.byId.get(key.id);
    if (!request) return undefined;
    const age = this.now().getTime() - Date.parse(request.dateCreation);
    return age <= LINK_VALIDITY_MS ? request : undefined;
  }

  /** Emulator control: the link of this request becomes 25 h old. */
  expire(guid: string): StoredRequest | undefined {
    const request = this.byGuid.get(guid);
    if (request)
      request.dateCreation = new Date(this.now().getTime() - LINK_VALIDITY_MS - 60 * 60 * 1000).toISOString();
    return request;
  }

  documentsOf(requestId: number): ReadonlyMap<number, StoredDocument> {
    return this.documents.get(requestId) ?? new Map();
  }

  /** Stores the document of a file field; a later upload for the same field replaces it. */
  attach(requestId: number, document: Omit<StoredDocument, 'id' | 'dateCreation'>): DocumentInfo {
    const stored: StoredDocument = {
      ...document,
      id: this.nextDocumentId++,
      dateCreation: this.now().toISOString(),
    };
    this.documents.get(requestId)?.set(stored.champId, stored);
    return {
      id: stored.id,
      demandeId: requestId,
      champId: stored.champId,
      label: stored.label,
      section: stored.section,
      donneesContentType: stored.contentType,
      taille: stored.bytes.length,
      dateCreation: stored.dateCreation,
    };
  }
}
