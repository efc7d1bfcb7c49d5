// kiosk:reload: the renderer asks for its page to be reloaded after a delay (SPEC §9: 5000 ms when
// services are unavailable). One reload pending at a time: requests that arrive while one is scheduled
// (a retry loop, several failing calls at once, a burst of reload(0)) are answered without scheduling
// another. The handler owns the timer, so "pending" lasts until the reload really happened, whatever the
// delay and however long the burst takes to arrive.
import { INVALID_PAYLOAD } from '../../shared/kiosk-bridge';
import type { HandlerContext, KioskDeps, KioskHandler, KioskRefusal } from './kiosk-deps';
import { isAllowedSender, SENDER_REFUSED_MESSAGE } from './sender-check';
import { checkInteger, checkPayloadSize, safely, type Validation } from './validation';

export const MAX_RELOAD_DELAY_MS = 60_000;

export const RELOAD_FAILURE_MESSAGE = 'Le rechargement de la page n’a pas pu être programmé.';

export function validateReloadDelay(payload: unknown): Validation<number> {
  return safely(() => {
    const reason =
      checkPayloadSize(payload) ??
      checkInteger(payload, 'delayMs', { min: 0, max: MAX_RELOAD_DELAY_MS, unit: 'millisecondes' });
    return reason === undefined ? { ok: true, value: payload as number } : { ok: false, reason };
  });
}

export function createReloadHandler(deps: Pick<KioskDeps, 'reload'>, context: HandlerContext): KioskHandler {
  let scheduled = false;
  const reloadNow = () => {
    // Cleared first: the reloaded page may ask again, and a failed reload must not block later ones.
    scheduled = false;
    try {
      deps.reload();
    } catch (error) {
      // In a timer callback a throw would be an uncaught exception in main: reported instead.
      context.log('kiosk:reload : le rechargement a échoué', error);
    }
  };
  return async (sender, payload): Promise<KioskRefusal | undefined> => {
    if (!isAllowedSender(sender, context.allowedOrigin)) {
      context.log('kiosk:reload refusé : origine non autorisée', sender);
      return { ok: false, message: SENDER_REFUSED_MESSAGE };
    }
    const checked = validateReloadDelay(payload);
    if (!checked.ok) {
      context.log(`kiosk:reload refusé : ${checked.reason}`);
      return INVALID_PAYLOAD.reload(checked.reason);
    }
    if (scheduled) return undefined;
    try {
      context.timers.setTimeout(reloadNow, checked.value);
      scheduled = true;
      return undefined;
    } catch (error) {
      context.log('kiosk:reload : le rechargement n’a pas pu être programmé', error);
      return { ok: false, message: RELOAD_FAILURE_MESSAGE };
    }
  };
}
