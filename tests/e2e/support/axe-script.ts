// axe-core as a script of the pages' own origin: each worker's emulator serves it (worker-server-process.ts)
// and support/axe.ts has a page load it with a <script> element, which the portal's CSP (script-src 'self')
// lets in. Sent as an expression through the DevTools protocol instead, its 580 KB crossed the pipe
// and were parsed on every page checked: twice the browser's CPU for the same axe in the page.
import axe from 'axe-core';
import type { FastifyInstance } from 'fastify';

export const AXE_SCRIPT_PATH = '/__e2e/axe-core.js';

/** The emulator's route for it (ListenOptions.beforeListen, as the bench adds its floor page). */
export async function serveAxeScript(server: FastifyInstance): Promise<void> {
  server.get(AXE_SCRIPT_PATH, (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(axe.source),
  );
}
