// The device's services built from the configuration: the Caisse-AP driver gets the configured quiet time.
import { afterEach, describe, expect, it } from 'vitest';
import { loadDeviceConfig } from '../../../src/main/config/load';
import { terminalDriver } from '../../../src/main/services';
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
