// The six kiosk channels' handlers, built once per window from main's services. Plain TypeScript:
// registerKioskIpc plugs them into Electron, the kiosk e2e runs call them directly.
import { KIOSK_CHANNELS } from '../../shared/kiosk-bridge';
import { createAbilitiesHandler } from './abilities';
import { createCancelPaymentHandler } from './cancel-payment';
import { createInfoHandler } from './info';
import type { HandlerContext, KioskDeps, KioskHandlerOptions, KioskHandlers } from './kiosk-deps';
import { createPrintReceiptHandler } from './print-receipt';
import { createReloadHandler } from './reload';
import { normaliseAllowedOrigin } from './sender-check';
import { createStartPaymentHandler } from './start-payment';

/** Throws at setup (never on a message) when allowedOrigin is not a bare origin. */
export function createKioskHandlers(deps: KioskDeps, options: KioskHandlerOptions): KioskHandlers {
  const context: HandlerContext = {
    allowedOrigin: normaliseAllowedOrigin(options.allowedOrigin),
    log: options.log ?? ((message, detail) => console.error(message, detail ?? '')),
    timers: options.timers ?? { setTimeout: (callback, ms) => setTimeout(callback, ms) },
  };
  return {
    [KIOSK_CHANNELS.startPayment]: createStartPaymentHandler(deps, context),
    [KIOSK_CHANNELS.cancelPayment]: createCancelPaymentHandler(deps, context),
    [KIOSK_CHANNELS.printReceipt]: createPrintReceiptHandler(deps, context),
    [KIOSK_CHANNELS.reload]: createReloadHandler(deps, context),
    [KIOSK_CHANNELS.info]: createInfoHandler(deps, context),
    [KIOSK_CHANNELS.abilities]: createAbilitiesHandler(deps, context),
  };
}
