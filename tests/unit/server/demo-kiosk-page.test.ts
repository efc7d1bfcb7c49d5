// Issue 25 §4: /emulateur/borne frames the demo kiosk's origin and no other, lists the receipts its
// printer took (QR codes as PNG images), and its control endpoint acts only for the page's own origin,
// in JSON, with a known action. The demo kiosk is a recording stand-in here (src/demo-kiosk is e2e's).
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DemoAction, DemoKioskLink } from '../../../src/server/demo-kiosk/link';
import { server } from './helpers';

const DEMO_ORIGIN = 'http://127.0.0.1:5999';
/** light-my-request's Host: the page's own origin as the emulator reads it. */
const OWN_ORIGIN = 'http://localhost';

let app: FastifyInstance;
afterEach(() => app?.close());

function link(): DemoKioskLink & { acted: DemoAction[] } {
  const acted: DemoAction[] = [];
  return {
    origin: DEMO_ORIGIN,
    acted,
    receipts: () => [
      { lines: ['Commande n° 10001', 'Total 2,10 €'], qrCodes: [] },
      { lines: ['Commande n° 10002'], qrCodes: ['TKT-0001'] },
    ],
    act: async (action) => {
      acted.push(action);
    },
  };
}

const post = (body: string, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/emulateur/borne/actions', payload: body, headers });

describe('/emulateur/borne', () => {
  it('frames the demo origin only, in French, with its own script and no inline one', async () => {
    app = await server({ demoKiosk: link() });
    const page = await app.inject({ method: 'GET', url: '/emulateur/borne' });
    expect(page.statusCode).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    expect(policy.split('; ')).toContain(`frame-src ${DEMO_ORIGIN}`);
    expect(policy.split('; ')).toContain("script-src 'self'");
    expect(policy.split('; ')).toContain("frame-ancestors 'none'");
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain(
      `<iframe title="Écran de la borne (1080 × 1920)" src="${DEMO_ORIGIN}/home" width="1080" height="1920">`,
    );
    for (const label of ['Le terminal refuse', 'Plus de papier', 'Papier remis'])
      expect(page.body).toContain(`>${label}</button>`);
    expect(page.body).not.toMatch(/<script>(?!<)/);
  });

  it('is not served when no demo kiosk runs beside the emulator', async () => {
    app = await server();
    const action = await post('{"action":"papier-epuise"}', {
      'content-type': 'application/json',
      origin: OWN_ORIGIN,
    });
    expect(action.statusCode).toBe(404);
  });

  it('lists the receipts, the latest first, each QR code as a PNG image of its payload', async () => {
    app = await server({ demoKiosk: link() });
    const answer = await app.inject({ method: 'GET', url: '/emulateur/borne/recus' });
    const receipts = answer.json() as { lines: string[]; qrCodes: { data: string; image: string }[] }[];
    expect(receipts.map((r) => r.lines[0])).toEqual(['Commande n° 10002', 'Commande n° 10001']);
    expect(receipts[0]!.qrCodes).toHaveLength(1);
    expect(receipts[0]!.qrCodes[0]!.data).toBe('TKT-0001');
    expect(receipts[0]!.qrCodes[0]!.image).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/);
  });

  it('acts for its own origin in JSON, and refuses another origin, no origin, an unknown action', async () => {
    const demo = link();
    app = await server({ demoKiosk: demo });
    const json = { 'content-type': 'application/json' };
    const done = await post('{"action":"papier-epuise"}', { ...json, origin: OWN_ORIGIN });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'L’imprimante n’a plus de papier.' });

    const foreign = await post('{"action":"papier-remis"}', { ...json, origin: DEMO_ORIGIN });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ messageError: 'Requête refusée : origine non autorisée.' });
    const none = await post('{"action":"papier-remis"}', json);
    expect(none.statusCode).toBe(403);
    const unknown = await post('{"action":"reboot"}', { ...json, origin: OWN_ORIGIN });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ messageError: 'Action inconnue.' });
    expect(demo.acted).toEqual(['papier-epuise']);
  });
});
