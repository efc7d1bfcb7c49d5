// scripts/test-electron.ts: without the Electron binary, one French line and success, nothing run; with it,
// main rebuilt then Playwright on the Electron config (under xvfb-run on a Linux server without display).
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runElectronTests, type ElectronTestsDeps } from '../../../scripts/test-electron';

const NOT_RUN =
  'Tests Electron non lancés : aucun binaire Electron sur cette machine (rien d’exécutable dans node_modules/electron/dist) ; ils tournent sur les machines où Electron est installé.';

const tempDir = () => mkdtempSync(join(tmpdir(), 'test-electron-'));

/** A project whose electron package names its binary; `withBinary`: the binary is there too. */
function project(withBinary: boolean): string {
  const root = tempDir();
  const electron = join(root, 'node_modules', 'electron');
  mkdirSync(join(electron, 'dist'), { recursive: true });
  writeFileSync(join(electron, 'path.txt'), 'electron');
  if (withBinary) writeFileSync(join(electron, 'dist', 'electron'), '');
  return root;
}

function harness(root: string, options: Partial<ElectronTestsDeps> & { statuses?: number[] } = {}) {
  const lines: string[] = [];
  const runs: string[] = [];
  const statuses = [...(options.statuses ?? [])];
  const deps: ElectronTestsDeps = {
    projectRoot: root,
    env: {},
    platform: 'linux',
    args: [],
    ...options,
    log: (line) => lines.push(line),
    run(command, args) {
      runs.push([command, ...args].join(' '));
      return statuses.shift() ?? 0;
    },
  };
  return { status: () => runElectronTests(deps), lines, runs };
}

describe('runElectronTests', () => {
  it('without the electron package: the one line, success, nothing built or run', () => {
    const run = harness(tempDir());
    expect(run.status()).toBe(0);
    expect(run.lines).toEqual([NOT_RUN]);
    expect(run.runs).toEqual([]);
  });

  it('with the package but not its binary (never downloaded): the same line', () => {
    const run = harness(project(false));
    expect(run.status()).toBe(0);
    expect(run.lines).toEqual([NOT_RUN]);
    expect(run.runs).toEqual([]);
  });

  it('names the folder it looked in when ELECTRON_OVERRIDE_DIST_PATH moves it', () => {
    const root = project(true);
    const run = harness(root, { env: { ELECTRON_OVERRIDE_DIST_PATH: join(root, 'ailleurs') } });
    expect(run.status()).toBe(0);
    expect(run.lines).toEqual([
      'Tests Electron non lancés : aucun binaire Electron sur cette machine (rien d’exécutable dans ailleurs) ; ils tournent sur les machines où Electron est installé.',
    ]);
    const outside = tempDir();
    const elsewhere = harness(root, { env: { ELECTRON_OVERRIDE_DIST_PATH: outside } });
    elsewhere.status();
    expect(elsewhere.lines).toEqual([
      `Tests Electron non lancés : aucun binaire Electron sur cette machine (rien d’exécutable dans ${outside}) ; ils tournent sur les machines où Electron est installé.`,
    ]);
    expect(run.runs).toEqual([]);
  });

  it('with the binary and a display: main rebuilt, then Playwright on the Electron config with the arguments given', () => {
    const run = harness(project(true), {
      env: { DISPLAY: ':0' },
      args: ['tests/electron/kiosk.spec.ts'],
      statuses: [0, 3],
    });
    expect(run.status()).toBe(3);
    expect(run.lines).toEqual([]);
    expect(run.runs).toEqual([
      'npx electron-vite build',
      'npx playwright test --config playwright.electron.config.ts tests/electron/kiosk.spec.ts',
    ]);
  });

  it('a failed build stops before Playwright, with its status', () => {
    const run = harness(project(true), { env: { DISPLAY: ':0' }, statuses: [2] });
    expect(run.status()).toBe(2);
    expect(run.runs).toEqual(['npx electron-vite build']);
  });

  it('a Linux server without display runs Playwright under xvfb-run when it is installed', () => {
    const bin = tempDir();
    writeFileSync(join(bin, 'xvfb-run'), '#!/bin/sh\n');
    chmodSync(join(bin, 'xvfb-run'), 0o755);
    const run = harness(project(true), { env: { PATH: bin } });
    expect(run.status()).toBe(0);
    expect(run.runs).toEqual([
      'npx electron-vite build',
      'xvfb-run -a -s -screen 0 1080x1920x24 npx playwright test --config playwright.electron.config.ts',
    ]);
    // Not where a display exists, nor on another system.
    const withDisplay = harness(project(true), { env: { PATH: bin, WAYLAND_DISPLAY: 'wayland-0' } });
    withDisplay.status();
    expect(withDisplay.runs[1]).toBe('npx playwright test --config playwright.electron.config.ts');
    const windows = harness(project(true), { env: { PATH: bin }, platform: 'win32' });
    windows.status();
    expect(windows.runs[1]).toBe('npx playwright test --config playwright.electron.config.ts');
  });

  it('without xvfb-run it runs Playwright directly (which then says the display is missing)', () => {
    const run = harness(project(true), { env: { PATH: tempDir() } });
    run.status();
    expect(run.runs[1]).toBe('npx playwright test --config playwright.electron.config.ts');
  });
});

describe('npm run test:electron without an Electron binary', () => {
  it('prints the one line and exits 0', () => {
    const root = resolve(import.meta.dirname, '../../..');
    // An empty dist folder: no binary, on this machine as on one that has it.
    const emptyDist = tempDir();
    const result = spawnSync('npm', ['run', '-s', 'test:electron'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: emptyDist },
    });
    expect(result.stdout).toBe(
      `Tests Electron non lancés : aucun binaire Electron sur cette machine (rien d’exécutable dans ${emptyDist}) ; ils tournent sur les machines où Electron est installé.\n`,
    );
    expect(result.status).toBe(0);
  });
});
