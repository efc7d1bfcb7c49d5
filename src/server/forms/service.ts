// The form service's state, one per server: requests and their documents, the outbox, the captcha.
import type { ResolvedOptions } from '../options';
import { Captcha } from './captcha';
import { Outbox } from './outbox';
import { RequestStore, REQUEST_NOT_FOUND, type StoredRequest } from './requests';
import { idParameter } from './form-routes';

export const ALREADY_PROCESSING = 'La demande est déjà en cours de traitement.';

export interface FormsService {
  requests: RequestStore;
  outbox: Outbox;
  captcha: Captcha;
  now: () => Date;
  /** Visitor sessions (token jti) that opened each request's e-mailed link. */
  openedBy: Map<number, Set<string>>;
}

export function createFormsService(options: ResolvedOptions): FormsService {
  return {
    requests: new RequestStore(options.now),
    outbox: new Outbox(options.now),
    captcha: new Captcha(options.captchaSecret, options.captchaWork, options.now),
    now: options.now,
    openedBy: new Map(),
  };
}

export type Refusal = { status: 404 | 409; body: { messageError: string } };

/** Remembers that this visitor session read the request through its link (GET /demande/{guid}). */
export function markOpened(service: FormsService, requestId: number, sessionId: string): void {
  const sessions = service.openedBy.get(requestId) ?? new Set<string>();
  sessions.add(sessionId);
  service.openedBy.set(requestId, sessions);
}

/**
 * The request named by the path's numeric id when it may still be filled (live link, A_CONFIRMER) by this
 * visitor session. Ids are sequential, so only a session that opened the e-mailed link (the guid) may
 * upload or send: anyone else gets the same 404 as for an unknown id.
 */
export function fillableRequest(
  service: FormsService,
  rawId: unknown,
  sessionId: string,
): StoredRequest | Refusal {
  const id = idParameter(rawId);
  const request = id === null ? undefined : service.requests.live({ id });
  if (!request || !service.openedBy.get(request.id)?.has(sessionId))
    return { status: 404, body: { messageError: REQUEST_NOT_FOUND } };
  if (request.statut !== 'A_CONFIRMER') return { status: 409, body: { messageError: ALREADY_PROCESSING } };
  return request;
}

export const isRefusal = (value: StoredRequest | Refusal): value is Refusal =>
  'status' in value && 'body' in value;
