// `window.kiosk` as the preload exposes it, installed in the page before the app starts (an init script):
// the same methods, frozen, each a call to main. How a call reaches the stand-in of main differs by
// driver: a Playwright binding (the e2e tests, kiosk.ts), or a same-origin POST that the driver answers
// itself (bench/cdp-kiosk.ts, which runs without DevTools' Runtime domain and so without bindings).
import type { KIOSK_CHANNELS, OPERATOR_CHANNELS } from '../../../src/shared/kiosk-bridge';
import type { TILL_CHANNELS } from '../../../src/shared/till-bridge';

/** The Playwright binding the e2e kiosk's calls go through. */
export const KIOSK_BINDING = '__kioskInvoke';

/** The path the benches' kiosk POSTs its calls to ({ channel, payload }), answered { value } or { error }. */
export const KIOSK_BRIDGE_PATH = '/__banc/pont-borne';

export interface KioskWindowOptions {
  channels: typeof KIOSK_CHANNELS;
  operatorChannels: typeof OPERATOR_CHANNELS | null;
  /** A counter's till (`window.kiosk.till`); absent elsewhere. */
  tillChannels?: typeof TILL_CHANNELS | null;
  transport: { binding: string } | { post: string };
}

/** Runs in the page (handed to an init script): self-contained. */
export function installKioskWindow({
  channels,
  operatorChannels,
  tillChannels,
  transport,
}: KioskWindowOptions): void {
  const invoke =
    'binding' in transport
      ? (window as unknown as Record<string, (c: string, p?: unknown) => Promise<never>>)[transport.binding]!
      : async (channel: string, payload?: unknown): Promise<never> => {
          const response = await fetch(transport.post, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ channel, payload }),
          });
          const answer = (await response.json()) as { value?: never; error?: string };
          if (answer.error !== undefined) throw new Error(answer.error);
          return answer.value as never;
        };
  const operator = operatorChannels
    ? Object.freeze({
        unlock: (request: unknown) => invoke(operatorChannels.unlock, request),
        status: () => invoke(operatorChannels.status),
        overview: () => invoke(operatorChannels.overview),
        checkTerminal: () => invoke(operatorChannels.checkTerminal),
        leave: () => invoke(operatorChannels.leave),
        testPrint: () => invoke(operatorChannels.testPrint),
        reprintLast: () => invoke(operatorChannels.reprintLast),
        reloadConfiguration: () => invoke(operatorChannels.reloadConfiguration),
        restart: () => invoke(operatorChannels.restart),
        settlePayment: (request: unknown) => invoke(operatorChannels.settlePayment, request),
      })
    : undefined;
  const till = tillChannels
    ? Object.freeze({
        status: () => invoke(tillChannels.status),
        open: (request: unknown) => invoke(tillChannels.open, request),
        close: (request: unknown) => invoke(tillChannels.close, request),
        reprint: (request: unknown) => invoke(tillChannels.reprint, request),
        recordProviderSale: (request: unknown) => invoke(tillChannels.recordProviderSale, request),
      })
    : undefined;
  Object.defineProperty(window, 'kiosk', {
    value: Object.freeze({
      startPayment: (request: unknown) => invoke(channels.startPayment, request),
      cancelPayment: (request: unknown) => invoke(channels.cancelPayment, request),
      printReceipt: (receipt: unknown) => invoke(channels.printReceipt, receipt),
      reload: (delayMs: number) => invoke(channels.reload, delayMs),
      info: () => invoke(channels.info),
      abilities: () => invoke(channels.abilities),
      ...(operator ? { operator } : {}),
      ...(till ? { till } : {}),
    }),
  });
}
