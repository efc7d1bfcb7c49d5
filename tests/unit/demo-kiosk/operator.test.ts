// Issue 25 §2 on the demo kiosk: its /pont/ endpoint lets the operator's channels through with the same
// checks as the kiosk's, to main's real operator access (scrypt PIN hash) and actions; the operator log is
// written in the demo kiosk's data dir; « Redémarrer » answers that the demo kiosk does not restart.
import { readFileSync } from 'node:fs';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoKiosk, type DemoKiosk } from '../../../src/demo-kiosk';
import { BRIDGE_REFUSALS } from '../../../src/demo-kiosk/bridge-shim';
import { DEMO_RESTART_RESULT } from '../../../src/demo-kiosk/operator';
import { OPERATOR_LOG_FILE } from '../../../src/main/operator';
import { hashPin } from '../../../src/main/operator/pin-hash';

const PIN = '2580';
let kiosk: DemoKiosk;

beforeAll(async () => {
  const renderer = mkdtempSync(join(tmpdir(), 'rendu-demo-'));
  writeFileSync(join(renderer, 'index.html'), '<!doctype html><html><head></head></html>');
  kiosk = await startDemoKiosk({
    rendererDir: renderer,
    port: 0,
    backofficeUrl: 'http://127.0.0.1:9/',
    deviceId: 'BORNE-DEMO-01',
    deviceSecret: 'x'.repeat(64),
    // The lowest cost main accepts keeps the test quick; the script uses a real kiosk's.
    operator: { pinHash: await hashPin(PIN, { N: 2 ** 14, r: 8, p: 1 }), appVersion: '1.2.3' },
  });
});
afterAll(() => kiosk?.close());

const call = (channel: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${kiosk.origin}/pont/${channel}`, {
    method: 'POST',
    headers: { origin: kiosk.origin, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('demo kiosk operator screen', () => {
  it('exposes the operator part in /pont.js', async () => {
    const script = await (await fetch(`${kiosk.origin}/pont.js`)).text();
    expect(script).toContain('"unlock":"operator:unlock"');
    expect(script).toContain('operator: Object.freeze({');
  });

  it('refuses an operator call from another origin, of another type or too long, before main', async () => {
    const other = await call('operator:unlock', { payload: { pin: PIN } }, { origin: 'http://127.0.0.1:1' });
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ ok: false, message: BRIDGE_REFUSALS.origin });
    const text = await call('operator:unlock', { payload: { pin: PIN } }, { 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
    const long = await call('operator:unlock', { payload: { pin: 'x'.repeat(70_000) } });
    expect(long.status).toBe(413);
    const unknown = await call('operator:inconnu', {});
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ ok: false, message: BRIDGE_REFUSALS.channel });
  });

  it('opens with the demo PIN, shows the overview, restarts nothing and logs each action', async () => {
    const wrong = await (await call('operator:unlock', { payload: { pin: '0000' } })).json();
    expect(wrong).toMatchObject({ answer: { ok: false } });
    const unlocked = await (await call('operator:unlock', { payload: { pin: PIN } })).json();
    expect(unlocked).toMatchObject({ answer: { ok: true } });
    const overview = await (await call('operator:overview', {})).json();
    expect(overview).toMatchObject({
      answer: { ok: true, overview: { versions: { app: '1.2.3', configVersion: 'demo' } } },
    });
    const restart = await (await call('operator:restart', {})).json();
    expect(restart).toEqual({ answer: { ok: true, message: DEMO_RESTART_RESULT.message } });
    // Still answering: nothing was stopped.
    expect((await call('kiosk:info', {})).status).toBe(200);
    const log = readFileSync(join(kiosk.device.dataDir, OPERATOR_LOG_FILE), 'utf8');
    expect(log).toContain('restart');
    expect(log).toContain(DEMO_RESTART_RESULT.note);
  });
});
