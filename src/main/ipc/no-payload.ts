// The shape of the channels that take no payload and answer what main knows (kiosk:info,
// kiosk:abilities): the sender checked, any payload refused, a failure answered as a refusal.
import type { HandlerContext, KioskHandler, KioskRefusal } from './kiosk-deps';
import { isAllowedSender, SENDER_REFUSED_MESSAGE } from './sender-check';

export interface NoPayloadChannel<T> {
  channel: string;
  /** French, for a payload sent anyway. */
  payloadRefused: string;
  /** French, for the page; `failureLog` for main's log. */
  failure: string;
  failureLog: string;
  read(): T | KioskRefusal;
}

export function createNoPayloadHandler<T>(spec: NoPayloadChannel<T>, context: HandlerContext): KioskHandler {
  return async (sender, payload): Promise<T | KioskRefusal> => {
    if (!isAllowedSender(sender, context.allowedOrigin)) {
      context.log(`${spec.channel} refusé : origine non autorisée`, sender);
      return { ok: false, message: SENDER_REFUSED_MESSAGE };
    }
    if (payload !== undefined) {
      context.log(`${spec.channel} refusé : paramètre inattendu`);
      return { ok: false, message: spec.payloadRefused };
    }
    try {
      return spec.read();
    } catch (error) {
      context.log(`${spec.channel} : ${spec.failureLog}`, error);
      return { ok: false, message: spec.failure };
    }
  };
}
