// The demo kiosk's origin: the built kiosk renderer (out/renderer, the one Electron loads over app://),
// the bridge shim, and the back-office paths forwarded to the emulator with the device's id, as main's
// app:// protocol forwards them (src/main/appProtocol.ts). Served on 127.0.0.1 only.
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { backofficeBase, forwardTarget, isForwardedPath, safeDecodedPath } from '../main/appPaths';
import { absoluteBundleUrls } from '../main/appProtocol';
import { RENDERER_CONTENT_TYPES as TYPES } from '../shared/content-types';
import { OPERATOR_CHANNELS } from '../shared/kiosk-bridge';
import { DEVICE_ID_HEADER } from '../shared/terminal-outcome';
import type { ConnectionError, FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';
import { answerClientError, MAX_HEADER_BYTES } from '../server/client-errors';
import { UPLOAD_BODY_LIMIT } from '../server/forms/documents';
import { checkedHttpLimits, type HttpLimits } from '../server/http-limits';
import { guardHttpServer } from '../server/http-server';
import {
  answerBridgeCall,
  BRIDGE_PREFIX,
  BRIDGE_SCRIPT_PATH,
  bridgeScript,
  readLimited,
  type BridgeHandlers,
} from './bridge-shim';

/** Named once: the policy is a value built at start, set on every answer. */
const POLICY_HEADER = 'content-security-policy';

/** Headers of a forwarded answer that no longer hold once Node's fetch has decoded and re-framed it. */
const HOP_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection']);

export interface DemoServerOptions {
  rendererDir: string;
  port: number;
  backofficeUrl: string;
  /** The emulator's origin: the only page that may frame the demo kiosk (/emulateur/borne). */
  emulatorOrigin: string;
  deviceId: string;
  /** Main's handlers; given once the device is started with the server's origin. */
  handlers: () => BridgeHandlers;
  /** The emulator's limits by default (a slow client, connections per address): tests shorten them. */
  http?: HttpLimits;
}

/** The demo kiosk's page policy: the renderer's own origin only, framed by the emulator only. */
export function demoPolicy(emulatorOrigin: string): string {
  return [
    "default-src 'self'",
    "img-src 'self' data: blob:",
    "style-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "connect-src 'self'",
    "frame-src 'self'",
    "form-action 'self'",
    `frame-ancestors 'self' ${emulatorOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

/** index.html with the shim's script at the end of its head: a classic script, run while the page is
 * parsed, so `window.kiosk` exists before the bundle (a module, run after parsing) starts. */
export function withBridgeScript(html: string): string {
  return absoluteBundleUrls(html).replace(
    '</head>',
    `  <script src="${BRIDGE_SCRIPT_PATH}"></script>\n  </head>`,
  );
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer, policy: string) {
  res.writeHead(status, {
    'content-type': type,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    [POLICY_HEADER]: policy,
    'cache-control': 'no-store',
  });
  res.end(body);
}

/** The largest body the back office takes (a card request's document): a forwarded body past it is
 * refused here, before it is held in the emulator's memory, not after, by the back office. */
export const MAX_FORWARDED_BODY_BYTES = UPLOAD_BODY_LIMIT;
export const BODY_TOO_LARGE = 'Le corps de la requête est trop volumineux.';

export function createDemoServer(options: DemoServerOptions) {
  const root = normalize(options.rendererDir);
  const base = backofficeBase(options.backofficeUrl);
  const policy = demoPolicy(options.emulatorOrigin);
  let origin = '';
  const text = (res: ServerResponse, status: number, message: string) =>
    send(res, status, 'text/plain; charset=utf-8', message, policy);

  async function forward(request: IncomingMessage, res: ServerResponse, url: URL) {
    const target = forwardTarget(url.pathname, url.search, base);
    if (!target) return text(res, 404, 'Chemin refusé');
    const safe = request.method === 'GET' || request.method === 'HEAD';
    // Only the kiosk's own pages may change anything through it, as with main's app:// protocol.
    if (!safe && request.headers.origin !== undefined && request.headers.origin !== origin)
      return text(res, 403, 'Origine refusée');
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && !['host', 'origin', 'connection'].includes(name))
        headers.set(name, value);
    }
    // Set here, whatever the page sent: the back office offers the card terminal to this device only.
    headers.set(DEVICE_ID_HEADER, options.deviceId);
    const body = safe ? undefined : await readLimited(request, MAX_FORWARDED_BODY_BYTES);
    if (body === null) return text(res, 413, BODY_TOO_LARGE);
    const response = await fetch(target, {
      method: request.method,
      headers,
      body: body === undefined ? undefined : new Uint8Array(body),
      redirect: 'error',
    });
    const answer: Record<string, string | string[]> = {};
    response.headers.forEach((value, name) => {
      if (!HOP_HEADERS.has(name) && name !== 'set-cookie') answer[name] = value;
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) answer['set-cookie'] = cookies;
    // The demo kiosk's policy over whatever the back office sent (the page runs on this origin).
    answer[POLICY_HEADER] = policy;
    res.writeHead(response.status, answer);
    res.end(Buffer.from(await response.arrayBuffer()));
  }

  async function handle(request: IncomingMessage, res: ServerResponse) {
    // Another Host is another site's name pointing here (DNS rebinding): not the demo kiosk's origin.
    if (`http://${request.headers.host ?? ''}` !== origin) return text(res, 421, 'Hôte inconnu');
    const url = new URL(request.url ?? '/', origin);
    const path = safeDecodedPath(url.pathname);
    if (path === null) return text(res, 404, 'Chemin refusé');
    if (path.startsWith(BRIDGE_PREFIX)) {
      const answer = await answerBridgeCall(
        request,
        path.slice(BRIDGE_PREFIX.length),
        origin,
        options.handlers(),
      );
      return send(res, answer.status, 'application/json; charset=utf-8', JSON.stringify(answer.body), policy);
    }
    if (path === BRIDGE_SCRIPT_PATH) {
      const operator = options.handlers()[OPERATOR_CHANNELS.unlock] !== undefined;
      return send(res, 200, TYPES['.js']!, bridgeScript(operator), policy);
    }
    if (isForwardedPath(url.pathname)) return forward(request, res, url);
    if (request.method !== 'GET' && request.method !== 'HEAD') return text(res, 405, 'Méthode refusée');
    const file = normalize(join(root, path));
    if (!file.startsWith(root + sep) && file !== root) return text(res, 404, 'Chemin refusé');
    const ext = extname(file);
    if (ext && ext !== '.html') {
      try {
        return send(res, 200, TYPES[ext] ?? 'application/octet-stream', await readFile(file), policy);
      } catch {
        return text(res, 404, 'Fichier introuvable');
      }
    }
    // Every other path is a route of the single-page app.
    const html = await readFile(join(root, 'index.html'), 'utf8');
    return send(res, 200, TYPES['.html']!, withBridgeScript(html), policy);
  }

  const limits = checkedHttpLimits(options.http);
  // The emulator's own limits: without them a client sending a header line a minute held a
  // connection for 5 minutes, and one address could open as many as it liked.
  const server: Server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.timeoutCheckMs,
      maxHeaderSize: MAX_HEADER_BYTES,
    },
    (request, res) => {
      handle(request, res).catch(() => {
        if (!res.headersSent) text(res, 502, 'Le back office ne répond pas.');
        else res.destroy();
      });
    },
  );
  guardHttpServer(server, limits);
  // What Node answers itself (too slow, malformed), in French as the emulator does; nothing to log.
  const quiet = { log: { debug: () => undefined } } as unknown as FastifyInstance;
  server.on('clientError', (error: ConnectionError, socket: Socket) =>
    answerClientError.call(quiet, error, socket),
  );

  return {
    /** Listens on 127.0.0.1 and answers the demo kiosk's origin. */
    async listen(): Promise<string> {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen({ host: '127.0.0.1', port: options.port }, () => {
          server.off('error', reject);
          resolve();
        });
      });
      const address = server.address();
      if (!address || typeof address !== 'object') throw new Error('Adresse d’écoute inconnue.');
      origin = `http://127.0.0.1:${address.port}`;
      return origin;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
