// /emulateur/borne (issue 25 §4): the demo kiosk in a frame at 1080 × 1920 scaled to fit, the receipts
// its loopback printer took (text and QR codes as images), and buttons that make the terminal refuse or
// the paper run out. Plain HTML and one script of our own; the policy frames the demo origin only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { isJsonType, JSON_HEADERS } from '../answer-headers';
import { requestOrigin } from '../origin';
import { DEMO_ACTIONS, type DemoAction, type DemoKioskLink } from './link';

export const DEMO_PAGE_PATH = '/emulateur/borne';
const SCRIPT_PATH = '/emulateur/borne.js';
const STYLE_PATH = '/emulateur/borne.css';
const RECEIPTS_PATH = '/emulateur/borne/recus';
const ACTIONS_PATH = '/emulateur/borne/actions';
/** At most this many receipts in the panel, the latest first. */
const SHOWN_RECEIPTS = 20;

/** What each button says once its change is made (role="status" on the page). */
export const ACTION_DONE: Record<DemoAction, string> = {
  'terminal-refuse': 'Le terminal refusera le prochain paiement.',
  'papier-epuise': 'L’imprimante n’a plus de papier.',
  'papier-remis': 'Le papier est remis dans l’imprimante.',
};

const REFUSED = {
  origin: 'Requête refusée : origine non autorisée.',
  type: 'Requête refusée : le corps doit être du JSON (application/json).',
  action: 'Action inconnue.',
} as const;

/** The page's policy: its own script and style, the demo kiosk's origin as the one frame. */
export function demoPagePolicy(demoOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${demoOrigin}`,
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export function demoPage(demoOrigin: string): string {
  return `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Borne de démonstration – émulateur du back office</title>
    <link rel="stylesheet" href="/externe/page.css" />
    <link rel="stylesheet" href="${STYLE_PATH}" />
    <script src="${SCRIPT_PATH}" defer></script>
  </head>
  <body>
    <main class="borne-demo">
      <h1>Borne de démonstration</h1>
      <div class="borne-demo__ecran" data-borne-ecran>
        <iframe title="Écran de la borne (1080 × 1920)" src="${demoOrigin}/home" width="1080" height="1920"></iframe>
      </div>
      <div class="borne-demo__panneau">
        <section aria-labelledby="pannes">
          <h2 id="pannes">Pannes à simuler</h2>
          <p>La borne fait tourner les vrais traitements de l’application ; ces boutons changent ce que son terminal et son imprimante lui répondent.</p>
          <div class="borne-demo__boutons">
            <button type="button" data-action="terminal-refuse">Le terminal refuse</button>
            <button type="button" data-action="papier-epuise">Plus de papier</button>
            <button type="button" data-action="papier-remis">Papier remis</button>
          </div>
          <p role="status" data-borne-etat></p>
        </section>
        <section aria-labelledby="recus" aria-live="polite">
          <h2 id="recus">Reçus imprimés</h2>
          <div data-borne-recus><p>Aucun reçu imprimé.</p></div>
        </section>
      </div>
    </main>
  </body>
</html>`;
}

interface ReceiptView {
  lines: string[];
  qrCodes: { data: string; image: string }[];
}

async function receiptViews(link: DemoKioskLink): Promise<ReceiptView[]> {
  const receipts = link.receipts().slice(-SHOWN_RECEIPTS).reverse();
  return Promise.all(
    receipts.map(async (receipt) => ({
      lines: receipt.lines,
      qrCodes: await Promise.all(
        receipt.qrCodes.map(async (data) => ({
          data,
          image: await QRCode.toDataURL(data, { errorCorrectionLevel: 'M', margin: 4, width: 160 }),
        })),
      ),
    })),
  );
}

function json(reply: FastifyReply, status: number, body: unknown) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .headers({ ...JSON_HEADERS, 'Cache-Control': 'no-store' })
    .send(body);
}

/** A control call from this very page: same origin (present and exact), JSON, a known action. */
function checkedAction(
  request: FastifyRequest,
): { action: DemoAction } | { status: number; message: string } {
  if (request.headers.origin !== requestOrigin(request)) return { status: 403, message: REFUSED.origin };
  if (!isJsonType(request.headers['content-type'])) return { status: 415, message: REFUSED.type };
  const body = request.body as { action?: unknown } | null;
  const action = typeof body === 'object' && body !== null ? body.action : undefined;
  if (typeof action !== 'string' || !(DEMO_ACTIONS as readonly string[]).includes(action))
    return { status: 400, message: REFUSED.action };
  return { action: action as DemoAction };
}

export function registerDemoKioskPage(app: FastifyInstance, link: DemoKioskLink): void {
  const assets = join(import.meta.dirname, '..', 'assets', 'emulateur');
  const script = readFileSync(join(assets, 'borne.js'), 'utf8');
  const style = readFileSync(join(assets, 'borne.css'), 'utf8');
  app.get(DEMO_PAGE_PATH, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', demoPagePolicy(link.origin))
      .header('Cache-Control', 'no-store')
      .send(demoPage(link.origin)),
  );
  app.get(SCRIPT_PATH, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('X-Content-Type-Options', 'nosniff').send(script),
  );
  app.get(STYLE_PATH, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('X-Content-Type-Options', 'nosniff').send(style),
  );
  app.get(RECEIPTS_PATH, async (_request, reply) => json(reply, 200, await receiptViews(link)));
  app.post(ACTIONS_PATH, { bodyLimit: 1024 }, async (request, reply) => {
    const checked = checkedAction(request);
    if ('status' in checked) return json(reply, checked.status, { messageError: checked.message });
    await link.act(checked.action);
    return json(reply, 200, { message: ACTION_DONE[checked.action] });
  });
}
