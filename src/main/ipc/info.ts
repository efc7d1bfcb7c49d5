// kiosk:info: the device's id, mode, versions and idle settings. Takes no payload.
import type { DeviceInfo } from '../../shared/kiosk-bridge';
import type { HandlerContext, KioskDeps, KioskHandler } from './kiosk-deps';
import { createNoPayloadHandler } from './no-payload';

export const INFO_PAYLOAD_REFUSED_MESSAGE =
  'Demande d’informations invalide : aucun paramètre n’est attendu.';
export const INFO_FAILURE_MESSAGE = 'Les informations de l’appareil sont indisponibles.';

export function createInfoHandler(deps: Pick<KioskDeps, 'info'>, context: HandlerContext): KioskHandler {
  return createNoPayloadHandler<DeviceInfo>(
    {
      channel: 'kiosk:info',
      payloadRefused: INFO_PAYLOAD_REFUSED_MESSAGE,
      failure: INFO_FAILURE_MESSAGE,
      failureLog: 'les informations de l’appareil ont échoué',
      read: () => deps.info(),
    },
    context,
  );
}
