// The device's services built from the configuration: the Caisse-AP driver gets the configured quiet time;
// the payment service tells the kiosk's telemetry each journaled line.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDeviceConfig } from '../../../src/main/config/load';
import { createSimulatorDriver } from '../../../src/main/payment';
import { openPaymentService, terminalDriver } from '../../../src/main/services';
import { startCaisseApTerminal, type CaisseApTerminal } from '../../support/caisse-ap-terminal';

let terminal: CaisseApTerminal | undefined;
afterEach(async () => {
  await terminal?.close();
  terminal = undefined;
});

function configWith(argv: string[]) {
  const result = loadDeviceConfig({
    stored: { layer: {}, errors: [] },
    env: {},
    argv,
    hostname: 'borne-gare',
    randomSecret: () => 'g'.repeat(64),
  });
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.config;
}

describe('terminalDriver', () => {
  it('ends an answer that never completes after terminal.quietSeconds', async () => {
    terminal = await startCaisseApTerminal();
    // A terminal that sends no card number (AA) and keeps the connection open.
    terminal.script({ kind: 'approve', omit: ['AA'] });
    const driver = terminalDriver(
      configWith([
        '--terminal.driver=caisse-ap',
        `--terminal.host=${terminal.host}`,
        `--terminal.port=${terminal.port}`,
        '--terminal.quietSeconds=1',
      ]),
    );
    const started = Date.now();
    const result = await driver.pay({
      idempotencyKey: 'k-1',
      amountCents: 1250,
      currency: 'EUR',
      label: 'Commande n° 10001',
    });
    const elapsed = Date.now() - started;
    expect(result).toEqual({ status: 'approved', reference: '100001', message: 'Paiement accepté.' });
    expect(elapsed).toBeGreaterThanOrEqual(1_000);
    expect(elapsed).toBeLessThan(4_000);
  });
});

describe('openPaymentService', () => {
  it('tells the journal’s listener each line once written; a failing listener never fails the payment', async () => {
    const userDataDir = mkdtempSync(join(tmpdir(), 'services-'));
    const driver = createSimulatorDriver({ delayMs: 0 });
    const lines: string[] = [];
    const setup = await openPaymentService({
      config: configWith(['--mode=kiosk']),
      backofficeUrl: 'http://127.0.0.1:9/',
      userDataDir,
      // The back office takes the signed report.
      fetch: () => Promise.resolve(new Response('{"status":"PAYEE"}', { status: 200 })),
      driver,
      onJournalEntry(entry) {
        lines.push(`${entry.type} ${entry.key}`);
        throw new Error('compteur en panne');
      },
    });
    const outcome = await setup.service.start({
      orderId: 'C-1',
      amountCents: 230,
      currency: 'EUR',
      label: 'Ticket',
      idempotencyKey: 'k-1',
      saleKinds: ['reload'],
    });
    setup.delivery.stop();
    expect(outcome.status).toBe('approved');
    expect(lines).toEqual(['attempt k-1', 'outcome k-1', 'delivered k-1']);
    expect(setup.journal.state().payments.get('k-1')?.result?.status).toBe('approved');
  });
});
