// The renderer is bundled with the app and served from a privileged custom scheme (DESIGN "Where the
// renderer loads from"); back-office paths under that scheme are forwarded to the configured server,
// so the renderer uses the same relative URLs as on the web.
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { BACKOFFICE_PREFIXES } from '../shared/http';

export const APP_SCHEME = 'app';
export const APP_HOST = 'portail';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

export interface AppProtocolOptions {
  rendererDir: string;
  backofficeUrl: string;
  fetch: (request: Request) => Promise<Response>;
}

function isBackofficePath(pathname: string): boolean {
  return (
    BACKOFFICE_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || pathname.startsWith('/content/')
  );
}

export function createAppProtocolHandler({ rendererDir, backofficeUrl, fetch }: AppProtocolOptions) {
  const root = normalize(rendererDir);
  return async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.host !== APP_HOST) return new Response('Hôte inconnu', { status: 404 });
    if (isBackofficePath(url.pathname)) {
      const target = new URL(url.pathname + url.search, backofficeUrl);
      const body =
        request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
      return fetch(new Request(target, { method: request.method, headers: request.headers, body }));
    }
    // Files of the bundled renderer; every other path is a route of the single-page app.
    const file = normalize(join(root, decodeURIComponent(url.pathname)));
    if (!file.startsWith(root + sep) && file !== root) return new Response('Chemin refusé', { status: 404 });
    const ext = extname(file);
    if (ext) {
      try {
        return new Response(await readFile(file), {
          headers: { 'content-type': TYPES[ext] ?? 'application/octet-stream' },
        });
      } catch {
        return new Response('Fichier introuvable', { status: 404 });
      }
    }
    return new Response(await readFile(join(root, 'index.html')), {
      headers: { 'content-type': TYPES['.html']! },
    });
  };
}
