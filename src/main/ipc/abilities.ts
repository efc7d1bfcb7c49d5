// kiosk:abilities: what the kiosk may sell now, as the readiness service last decided it. Takes no payload
// and asks no device (the readiness checks on its own timer), so the page may poll it. A device without
// readiness checks (the counter: an agent sees the printer and the terminal) answers a refusal.
import type { KioskAbilities } from '../../shared/kiosk-bridge';
import type { HandlerContext, KioskDeps, KioskHandler } from './kiosk-deps';
import { createNoPayloadHandler } from './no-payload';

export const ABILITIES_PAYLOAD_REFUSED_MESSAGE =
  'Demande d’état de la borne invalide : aucun paramètre n’est attendu.';
export const NO_READINESS_MESSAGE =
  'Ce poste ne contrôle pas son imprimante ni son terminal avant de vendre.';
export const ABILITIES_FAILURE_MESSAGE = 'L’état de la borne est indisponible.';

export function createAbilitiesHandler(
  deps: Pick<KioskDeps, 'abilities'>,
  context: HandlerContext,
): KioskHandler {
  return createNoPayloadHandler<KioskAbilities>(
    {
      channel: 'kiosk:abilities',
      payloadRefused: ABILITIES_PAYLOAD_REFUSED_MESSAGE,
      failure: ABILITIES_FAILURE_MESSAGE,
      failureLog: 'l’état de la borne a échoué',
      read: () => (deps.abilities ? deps.abilities() : { ok: false, message: NO_READINESS_MESSAGE }),
    },
    context,
  );
}
