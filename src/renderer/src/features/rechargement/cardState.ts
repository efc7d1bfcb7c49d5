// A card's state (SPEC §3 "Card holder", §8): deleted and blacklisted cards are shown, never reloaded.
import { CARD_STATES } from '@shared/reload';
import type { Catalog } from '../../i18n/catalog';
import type { frRechargement } from '../../i18n/fr/rechargement';

export function isUsableCard(etat: string): boolean {
  return etat !== CARD_STATES.deleted && etat !== CARD_STATES.suspended;
}

export function cardStateText(etat: string, t: Catalog<typeof frRechargement.card>): string {
  if (etat === CARD_STATES.deleted) return t.deleted;
  if (etat === CARD_STATES.suspended) return t.blacklisted;
  return t.valid;
}
