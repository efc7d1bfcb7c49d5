// The renderer is bundled with the app and served from a privileged custom scheme (DESIGN "Where the
// renderer loads from"); back-office paths under that scheme are forwarded to the configured server,
// so the renderer uses the same relative URLs as on the web.
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { DEVICE_ID_HEADER } from '../shared/terminal-outcome';
import { backofficeBase, forwardTarget, isForwardedPath, safeDecodedPath } from './appPaths';
import { OUT_OF_SERVICE_PATH, outOfServiceResponse } from './out-of-service/page';
import { RENDERER_CONTENT_TYPES as TYPES } from '../shared/content-types';
import { APP_HOST, APP_ORIGIN } from '../shared/http';

// One definition with the emulator, which accepts this origin on the calls main forwards.
export { APP_HOST, APP_ORIGIN, APP_SCHEME } from '../shared/http';

export interface AppProtocolOptions {
  rendererDir: string;
  backofficeUrl: string;
  fetch: (request: Request) => Promise<Response>;
  /** Sent as DEVICE_ID_HEADER on every forwarded call: the back office offers the terminal to it. */
  deviceId: string;
  /**
   * The configured policy (security/csp.ts), sent beside the fixed one with every page and forwarded
   * answer; a function when it may grow (origins read later from the back office's preferences).
   */
  contentSecurityPolicy: string | (() => string);
  /** Awaited before a page of the app is served, so that it carries the completed policy. */
  beforePage?: () => Promise<unknown>;
}

/** Methods that change nothing: the only ones another origin may send through the app. */
const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Security headers of every document-capable answer: the bundled pages and everything forwarded from the
 * back office, whatever its type says (an SVG, XHTML or XML document, or one with no type at all, would
 * otherwise run its script as app://portail and pass the IPC sender check).
 */
function withSecurityHeaders(
  headersInit: ConstructorParameters<typeof Headers>[0],
  configuredPolicy: string,
): Headers {
  const security: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
  };
  // Two policies, both enforced (a resource must satisfy each). This first one, fixed, no configuration
  // can loosen: scripts only from the bundle's /assets/ (never from the back-office paths forwarded under
  // the same origin) and the compilation of WebAssembly (the QR code reader; never eval()), no plugins, no
  // <base>. The second one is the configured policy.
  security['content-security-policy'] =
    "script-src app://portail/assets/ 'wasm-unsafe-eval'; object-src 'none'; base-uri 'none'";
  const headers = new Headers(headersInit);
  for (const [name, value] of Object.entries(security)) headers.set(name, value);
  headers.append('content-security-policy', configuredPolicy);
  return headers;
}

/**
 * electron-vite builds the renderer with relative URLs ('./assets/x.js', made for file://). app:// answers
 * index.html at every route, so under /vpc/itemlist they would point to /vpc/assets/: made absolute here,
 * a reload on a nested route (watchdog, kiosk reload) finds the bundle again.
 */
export function absoluteBundleUrls(html: string): string {
  return html.replace(/(\s(?:src|href)=["'])\.\//g, '$1/');
}

export function createAppProtocolHandler(options: AppProtocolOptions) {
  const { rendererDir, fetch, deviceId } = options;
  const root = normalize(rendererDir);
  const base = backofficeBase(options.backofficeUrl);
  const policy = () =>
    typeof options.contentSecurityPolicy === 'string'
      ? options.contentSecurityPolicy
      : options.contentSecurityPolicy();
  const html = async (content: () => Promise<string>) => {
    await options.beforePage?.();
    return new Response(absoluteBundleUrls(await content()), {
      headers: withSecurityHeaders({ 'content-type': TYPES['.html']! }, policy()),
    });
  };
  const refused = (status: number, text: string) =>
    new Response(text, {
      status,
      headers: withSecurityHeaders({ 'content-type': 'text/plain; charset=utf-8' }, policy()),
    });

  async function forward(request: Request, url: URL): Promise<Response> {
    const target = forwardTarget(url.pathname, url.search, base);
    if (!target) return refused(404, 'Chemin refusé');
    // A page of another origin (a framed site) must not post to the back office as the app: the
    // renderer's own calls carry app://portail, or no Origin at all.
    const origin = request.headers.get('origin');
    if (!SAFE_METHODS.has(request.method) && origin !== null && origin !== APP_ORIGIN)
      return refused(403, 'Origine refusée');
    const body = SAFE_METHODS.has(request.method) ? undefined : await request.arrayBuffer();
    const headers = new Headers(request.headers);
    // Set by main, whatever the renderer sent: the back office offers the card terminal to this device only.
    headers.set(DEVICE_ID_HEADER, deviceId);
    // A redirect would take the call (and its bearer token) to a URL nobody checked: refused.
    const response = await fetch(
      new Request(target, { method: request.method, headers, body, redirect: 'error' }),
    );
    // fetch has already undone a compressed answer (issue 27 §7: the back office compresses JSON): its
    // encoding and length describe bytes the renderer no longer gets, and Chromium would decode it twice.
    const answered = new Headers(response.headers);
    if (answered.has('content-encoding')) {
      answered.delete('content-encoding');
      answered.delete('content-length');
    }
    // Whatever the back office answered runs under app://portail: it gets the app's policies.
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: withSecurityHeaders(answered, policy()),
    });
  }

  return async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.host !== APP_HOST) return refused(404, 'Hôte inconnu');
    const path = safeDecodedPath(url.pathname);
    if (path === null) return refused(404, 'Chemin refusé');
    if (isForwardedPath(url.pathname)) return forward(request, url);
    if (url.pathname === OUT_OF_SERVICE_PATH) return outOfServiceResponse();
    // Files of the bundled renderer; every other path is a route of the single-page app.
    const file = normalize(join(root, path));
    if (!file.startsWith(root + sep) && file !== root) return refused(404, 'Chemin refusé');
    const ext = extname(file);
    if (ext) {
      try {
        if (ext === '.html') return await html(() => readFile(file, 'utf8'));
        const content = await readFile(file);
        return new Response(content, {
          headers: {
            'content-type': TYPES[ext] ?? 'application/octet-stream',
            'x-content-type-options': 'nosniff',
          },
        });
      } catch {
        return refused(404, 'Fichier introuvable');
      }
    }
    return html(() => readFile(join(root, 'index.html'), 'utf8'));
  };
}
