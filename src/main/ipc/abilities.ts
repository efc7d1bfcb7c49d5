// kiosk:abilities: what the kiosk may sell now, as the readiness service last decided it. Takes no payload
// and asks no device (the readiness checks on its own timer), so the page may poll it. A device without
// readiness checks (the counter: an agent sees the printer and the terminal) answers a refusal.
import type { KioskAbilities } from '../../shared/kiosk-bridge';
import type { HandlerContext, KioskDeps, KioskHandler, KioskRefusal } from './kiosk-deps';
import { isAllowedSender, SENDER_REFUSED_MESSAGE } from './sender-check';

export const ABILITIES_PAYLOAD_REFUSED_MESSAGE =
  'Demande d’état de la borne invalide : aucun paramètre n’est attendu.';
export const NO_READINESS_MESSAGE =
  'Ce poste ne contrôle pas son imprimante ni son terminal avant de vendre.';
export const ABILITIES_FAILURE_MESSAGE = 'L’état de la borne est indisponible.';

export function createAbilitiesHandler(
  deps: Pick<KioskDeps, 'abilities'>,
  context: HandlerContext,
): KioskHandler {
  return async (sender, payload): Promise<KioskAbilities | KioskRefusal> => {
    if (!isAllowedSender(sender, context.allowedOrigin)) {
      context.log('kiosk:abilities refusé : origine non autorisée', sender);
      return { ok: false, message: SENDER_REFUSED_MESSAGE };
    }
    if (payload !== undefined) {
      context.log('kiosk:abilities refusé : paramètre inattendu');
      return { ok: false, message: ABILITIES_PAYLOAD_REFUSED_MESSAGE };
    }
    if (!deps.abilities) return { ok: false, message: NO_READINESS_MESSAGE };
    try {
      return deps.abilities();
    } catch (error) {
      context.log('kiosk:abilities : l’état de la borne a échoué', error);
      return { ok: false, message: ABILITIES_FAILURE_MESSAGE };
    }
  };
}
