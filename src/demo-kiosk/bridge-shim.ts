// The demo kiosk's bridge: /pont.js defines `window.kiosk` in the page, as the preload does in Electron,
// and each method posts to /pont/<channel>, where main's real handlers answer. The endpoint checks what
// an HTTP call can forge that an IPC message cannot: its Origin (exactly the demo kiosk's), its content
// type (JSON: a cross-site form cannot send it without a preflight), its size and its channel. The
// operator's channels pass the same checks, and exist only when the demo kiosk has its operator screen.
import type { IncomingMessage } from 'node:http';
import {
  KIOSK_CHANNELS,
  OPERATOR_CHANNELS,
  type KioskChannel,
  type OperatorChannel,
} from '../shared/kiosk-bridge';
import type { KioskHandlers } from '../main/ipc';
import type { OperatorHandlers } from '../main/ipc/operator';

/** Main's handlers behind the shim: the kiosk's, and the operator's on a demo kiosk with a PIN. */
export type BridgeHandlers = KioskHandlers & Partial<OperatorHandlers>;

export const BRIDGE_SCRIPT_PATH = '/pont.js';
export const BRIDGE_PREFIX = '/pont/';
/** Above the largest receipt main accepts; main checks each payload's own limits after this. */
export const MAX_BRIDGE_BODY_BYTES = 64 * 1024;

export const BRIDGE_REFUSALS = {
  origin: 'Appel refusé : origine non autorisée.',
  contentType: 'Appel refusé : le corps doit être du JSON (application/json).',
  size: 'Appel refusé : corps trop volumineux.',
  channel: 'Appel refusé : canal inconnu.',
  body: 'Appel refusé : corps JSON invalide (attendu : un objet avec « payload »).',
  method: 'Appel refusé : seule la méthode POST est acceptée.',
} as const;

export interface BridgeAnswer {
  status: number;
  body: { answer?: unknown } | { ok: false; message: string };
}

const CHANNELS = new Set<string>([...Object.values(KIOSK_CHANNELS), ...Object.values(OPERATOR_CHANNELS)]);

/** The script the kiosk's page loads before its bundle: the six methods of the contract, frozen, and the
 * operator's part when the demo kiosk has its operator screen (as the preload adds it on a kiosk with a
 * PIN). */
export function bridgeScript(operator: boolean): string {
  return `// Demo kiosk only (emulator): window.kiosk over HTTP, as the preload exposes it in Electron.
(() => {
  'use strict';
  const channels = ${JSON.stringify(KIOSK_CHANNELS)};
  const operatorChannels = ${JSON.stringify(operator ? OPERATOR_CHANNELS : null)};
  const invoke = async (channel, payload) => {
    const response = await fetch('${BRIDGE_PREFIX}' + channel, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload === undefined ? {} : { payload }),
    });
    const body = await response.json();
    return response.ok ? body.answer : body;
  };
  Object.defineProperty(window, 'kiosk', {
    value: Object.freeze({
      startPayment: (request) => invoke(channels.startPayment, request),
      cancelPayment: (request) => invoke(channels.cancelPayment, request),
      printReceipt: (receipt) => invoke(channels.printReceipt, receipt),
      // Main accepted the delay (undefined) or refused it: only the page can reload itself.
      reload: async (delayMs) => {
        const answer = await invoke(channels.reload, delayMs);
        if (answer === undefined) setTimeout(() => location.reload(), delayMs);
        return answer;
      },
      info: () => invoke(channels.info),
      abilities: () => invoke(channels.abilities),
      ...(operatorChannels
        ? {
            operator: Object.freeze({
              unlock: (request) => invoke(operatorChannels.unlock, request),
              status: () => invoke(operatorChannels.status),
              overview: () => invoke(operatorChannels.overview),
              checkTerminal: () => invoke(operatorChannels.checkTerminal),
              leave: () => invoke(operatorChannels.leave),
              testPrint: () => invoke(operatorChannels.testPrint),
              reprintLast: () => invoke(operatorChannels.reprintLast),
              reloadConfiguration: () => invoke(operatorChannels.reloadConfiguration),
              restart: () => invoke(operatorChannels.restart),
              settlePayment: (request) => invoke(operatorChannels.settlePayment, request),
            }),
          }
        : {}),
    }),
  });
})();
`;
}

const refused = (status: number, message: string): BridgeAnswer => ({
  status,
  body: { ok: false, message },
});

/** The media type of a Content-Type header, lower case, without its parameters. */
function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Reads at most `limit` bytes; null once the body is longer (the rest is not read). */
export async function readLimited(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function payloadOf(raw: Buffer): { payload: unknown } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const keys = Object.keys(parsed);
  if (keys.some((key) => key !== 'payload')) return null;
  return { payload: (parsed as { payload?: unknown }).payload };
}

/**
 * One call of the shim. `channel` is the path after /pont/. The sender given to main's handler is the
 * demo origin's page: an HTTP call carries no frame, so the exact Origin check stands for main's frame
 * check, and the demo kiosk's pages may only be framed by the emulator (frame-ancestors).
 */
export async function answerBridgeCall(
  request: IncomingMessage,
  channel: string,
  origin: string,
  handlers: BridgeHandlers,
): Promise<BridgeAnswer> {
  if (request.method !== 'POST') return refused(405, BRIDGE_REFUSALS.method);
  if (request.headers.origin !== origin) return refused(403, BRIDGE_REFUSALS.origin);
  if (mediaType(request.headers['content-type']) !== 'application/json')
    return refused(415, BRIDGE_REFUSALS.contentType);
  // A known channel with a handler: the operator's are unknown on a demo kiosk without its screen.
  const handler = CHANNELS.has(channel) ? handlers[channel as KioskChannel | OperatorChannel] : undefined;
  if (!handler) return refused(404, BRIDGE_REFUSALS.channel);
  const raw = await readLimited(request, MAX_BRIDGE_BODY_BYTES);
  if (raw === null) return refused(413, BRIDGE_REFUSALS.size);
  const body = payloadOf(raw);
  if (body === null) return refused(400, BRIDGE_REFUSALS.body);
  const answer = await handler({ url: `${origin}/`, isMainFrame: true }, body.payload);
  return { status: 200, body: answer === undefined ? {} : { answer } };
}
