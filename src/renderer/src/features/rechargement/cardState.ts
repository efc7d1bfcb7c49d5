// A card's state (SPEC §3 "Card holder", §8): deleted and blacklisted cards are shown, never reloaded.
import { CARD_STATES } from '@shared/reload';
import { frRechargement } from '../../i18n/fr/rechargement';

export function isUsableCard(etat: string): boolean {
  return etat !== CARD_STATES.deleted && etat !== CARD_STATES.suspended;
}

export function cardStateText(etat: string): string {
  if (etat === CARD_STATES.deleted) return frRechargement.card.deleted;
  if (etat === CARD_STATES.suspended) return frRechargement.card.blacklisted;
  return frRechargement.card.valid;
}
