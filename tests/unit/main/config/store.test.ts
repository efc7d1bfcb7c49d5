import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// electron-store reads app paths and listens on ipcMain; the real `electron` package cannot load here.
vi.mock('electron', () => {
  const electron = {
    app: { getPath: () => tmpdir(), getVersion: () => '0.1.0' },
    ipcMain: { on: vi.fn() },
    shell: {},
  };
  return { ...electron, default: electron };
});

const { readStoredConfig } = await import('../../../../src/main/config/store');

function folder() {
  return mkdtempSync(join(tmpdir(), 'portail-config-'));
}

describe('stored configuration (electron-store)', () => {
  it('reads the settings an operator wrote in config.json', () => {
    const cwd = folder();
    writeFileSync(
      join(cwd, 'config.json'),
      JSON.stringify({ mode: 'kiosk', printer: { interface: 'tcp://10.0.0.5:9100' }, deviceId: 'borne-7' }),
    );
    const stored = readStoredConfig({ cwd });
    expect(stored).toEqual({
      layer: { mode: 'kiosk', printer: { interface: 'tcp://10.0.0.5:9100' }, deviceId: 'borne-7' },
      path: join(cwd, 'config.json'),
      errors: [],
    });
  });

  it('is empty when there is no file, and writes nothing back', () => {
    const cwd = folder();
    expect(readStoredConfig({ cwd }).layer).toEqual({});
    expect(existsSync(join(cwd, 'config.json'))).toBe(false);
  });

  it('reports a broken file instead of replacing it', () => {
    const cwd = folder();
    writeFileSync(join(cwd, 'config.json'), '{ "mode": ');
    const stored = readStoredConfig({ cwd });
    expect(stored.layer).toEqual({});
    expect(stored.errors).toHaveLength(1);
    expect(stored.errors[0]).toMatch(
      /^Configuration invalide : « config\.json » n’est pas un fichier JSON lisible \(/,
    );
    expect(readFileSync(join(cwd, 'config.json'), 'utf8')).toBe('{ "mode": ');
  });
});
