// « Recharger la configuration » in main: the device configuration read again through the real loader;
// invalid, the running one stays; valid, it becomes the live one, the secret drawn at the start kept, and
// what only a restart applies is named.
import { describe, expect, it, vi } from 'vitest';
import { loadDeviceConfig } from '../../../../src/main/config/load';
import { createLiveConfig, restartNeeded } from '../../../../src/main/operator/config-reload';

function loaderOf(layer: Record<string, unknown>, secrets: string[]) {
  return () =>
    loadDeviceConfig({
      stored: { layer, errors: [] },
      env: {},
      argv: [],
      hostname: 'borne-01',
      randomSecret: () => secrets.shift() ?? 'z'.repeat(40),
    });
}

function started(layer: Record<string, unknown>, secrets = ['a'.repeat(40), 'b'.repeat(40)]) {
  const load = loaderOf(layer, secrets);
  const first = load();
  if (!first.ok) throw new Error(first.errors.join('\n'));
  const log = vi.fn();
  return { live: createLiveConfig(first.config, load, log), log };
}

describe('configuration reload', () => {
  it('invalid: the running configuration stays, the errors answered and logged', () => {
    const layer: Record<string, unknown> = { mode: 'kiosk', configVersion: 'v1' };
    const { live, log } = started(layer);
    const before = live.current();
    layer.idleWarningMs = 5;
    layer.configVersion = 'v2';
    const answer = live.reload();
    expect(answer.ok).toBe(false);
    expect(answer.ok ? [] : answer.errors.join(' ')).toContain('idleWarningMs');
    expect(live.current()).toBe(before);
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/^Configuration rechargée invalide, l’ancienne reste en service : /),
    );
  });

  it('a loader that throws counts as invalid', () => {
    const { live } = started({ mode: 'kiosk' });
    const before = live.current();
    const throwing = createLiveConfig(
      before,
      () => {
        throw new Error('config.json illisible');
      },
      () => undefined,
    );
    expect(throwing.reload()).toEqual({ ok: false, errors: ['config.json illisible'] });
    expect(throwing.current()).toBe(before);
  });

  it('valid: becomes the live one, with the secret drawn at the start; live settings need no restart', () => {
    const layer: Record<string, unknown> = { mode: 'kiosk', configVersion: 'v1' };
    const { live } = started(layer);
    layer.configVersion = 'v2';
    layer.idleTimeoutMs = 120_000;
    layer.station = 'BLO-GARE';
    layer.terminal = { readerSide: 'left' };
    expect(live.reload()).toEqual({ ok: true, version: 'v2', restartNeeded: [] });
    expect(live.current()).toMatchObject({
      configVersion: 'v2',
      idleTimeoutMs: 120_000,
      station: 'BLO-GARE',
      deviceSecret: 'a'.repeat(40),
    });
    expect(live.current().terminal.readerSide).toBe('left');
  });

  it('names what only a restart applies', () => {
    const layer: Record<string, unknown> = { mode: 'kiosk' };
    const { live } = started(layer);
    layer.printer = { width: 42 };
    layer.terminal = { port: 9999 };
    layer.camera = true;
    layer.telemetryIntervalMs = 120_000;
    layer.telemetryEndpoint = 'http://127.0.0.1:4318';
    expect(live.reload()).toEqual({
      ok: true,
      version: null,
      restartNeeded: ['imprimante', 'terminal de paiement', 'caméra', 'télémétrie'],
    });
  });

  it('restartNeeded: nothing for the same configuration', () => {
    const { live } = started({ mode: 'kiosk' });
    expect(restartNeeded(live.current(), { ...live.current() })).toEqual([]);
    expect(restartNeeded(live.current(), { ...live.current(), mode: 'counter' })).toEqual(['mode']);
  });
});
