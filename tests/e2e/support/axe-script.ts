// axe-core as a script of the pages' own origin: each worker's emulator serves it (worker-server-process.ts)
// and support/axe.ts has a page load it with a <script> element, which the portal's CSP (script-src 'self')
// lets in. Sent as an expression through the DevTools protocol instead, it crossed the pipe and was
// parsed on every page checked: twice the browser's CPU for the same axe in the page.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';

export const AXE_SCRIPT_PATH = '/__e2e/axe-core.js';

/** axe-core's minified build (580 KB): the same code as `axe.source`, its readable build (1.3 MB), which
 * each page checked parsed afresh (a new browser context has no code cache). Loaded and run once in a
 * fresh context, 400 ms of CPU against 500. */
export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The emulator's route for it (ListenOptions.beforeListen, as the bench adds its floor page). */
export async function serveAxeScript(server: FastifyInstance): Promise<void> {
  server.get(AXE_SCRIPT_PATH, (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(AXE_SOURCE),
  );
}
