// The card a cart line is for: one this session looked up (contract §1: verified, birth date included),
// and still usable.
import type { CardHolder } from '../../shared/reload';
import type { SessionStore } from '../state/session-store';
import { BadRequest, NotFound } from '../validation';
import { CARD_NOT_FOUND, checkUsable } from './lookup';
import type { ReloadContext } from './offer';

export const CARD_NOT_VERIFIED = 'Veuillez d’abord rechercher cette carte.';

export function sessionCard(
  store: SessionStore,
  ctx: ReloadContext,
  sessionId: string,
  numero: string,
): CardHolder {
  if (!store.session(sessionId).verifiedCards.has(numero)) throw new BadRequest(CARD_NOT_VERIFIED);
  const holder = ctx.cards.holder(numero, ctx.today());
  if (!holder) throw new NotFound(CARD_NOT_FOUND);
  checkUsable(holder);
  return holder;
}
