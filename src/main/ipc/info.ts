// kiosk:info: the device's id, mode, versions and idle settings. Takes no payload.
import type { DeviceInfo } from '../../shared/kiosk-bridge';
import type { HandlerContext, KioskDeps, KioskHandler, KioskRefusal } from './kiosk-deps';
import { isAllowedSender, SENDER_REFUSED_MESSAGE } from './sender-check';

export const INFO_PAYLOAD_REFUSED_MESSAGE =
  'Demande d’informations invalide : aucun paramètre n’est attendu.';
export const INFO_FAILURE_MESSAGE = 'Les informations de l’appareil sont indisponibles.';

export function createInfoHandler(deps: Pick<KioskDeps, 'info'>, context: HandlerContext): KioskHandler {
  return async (sender, payload): Promise<DeviceInfo | KioskRefusal> => {
    if (!isAllowedSender(sender, context.allowedOrigin)) {
      context.log('kiosk:info refusé : origine non autorisée', sender);
      return { ok: false, message: SENDER_REFUSED_MESSAGE };
    }
    if (payload !== undefined) {
      context.log('kiosk:info refusé : paramètre inattendu');
      return { ok: false, message: INFO_PAYLOAD_REFUSED_MESSAGE };
    }
    try {
      return deps.info();
    } catch (error) {
      context.log('kiosk:info : les informations de l’appareil ont échoué', error);
      return { ok: false, message: INFO_FAILURE_MESSAGE };
    }
  };
}
