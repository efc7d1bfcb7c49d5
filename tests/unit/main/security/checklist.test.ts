// Items of Electron's security checklist (https://www.electronjs.org/docs/latest/tutorial/security) that
// are facts about the project rather than behaviours of one module: proved here on the sources, the
// installed Electron and the packaging configuration. The other items have their tests beside the code.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ORIGIN } from '../../../../src/main/appProtocol';
import { HOME_URL } from '../../../../src/main/startApp';

const root = join(import.meta.dirname, '../../../..');

function sourcesOf(folder: string): { path: string; text: string }[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(?:ts|tsx|html)$/.test(entry.name))
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path: relative(root, path), text: readFileSync(path, 'utf8') };
    });
}

/** Electron majors older than this one are out of support (Electron supports its latest three). */
const OLDEST_SUPPORTED_MAJOR = 45;

describe('Electron security checklist', () => {
  it('11: the renderer holds no <webview>, so no allowpopups either', () => {
    const sources = sourcesOf('src/renderer');
    expect(sources.length).toBeGreaterThan(10);
    expect(
      sources.filter(({ text }) => /<webview\b|allowpopups/i.test(text)).map(({ path }) => path),
    ).toEqual([]);
  });

  it('16: the Electron installed is the one declared, a supported major', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    const installed = (
      JSON.parse(readFileSync(join(root, 'node_modules/electron/package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    const declared = /^\^(\d+)\.\d+\.\d+$/.exec(manifest.devDependencies.electron ?? '');
    expect(declared, 'electron déclaré en ^majeure.mineure.correctif').not.toBeNull();
    const major = Number(installed.split('.')[0]);
    expect(major).toBe(Number(declared![1]));
    expect(major).toBeGreaterThanOrEqual(OLDEST_SUPPORTED_MAJOR);
  });

  it('18: nothing is loaded from file://: main and preload never load a file nor build a file: URL', () => {
    const sources = [...sourcesOf('src/main'), ...sourcesOf('src/preload')];
    const offending = sources.filter(({ text }) => /\bloadFile\s*\(|['"`]file:/.test(text));
    expect(offending.map(({ path }) => path)).toEqual([]);
    expect(HOME_URL.startsWith(`${APP_ORIGIN}/`)).toBe(true);
  });

  it('19: the packaging flips the fuses that scripts/package-smoke.ts then reads in the binary', () => {
    const config = readFileSync(join(root, 'electron-builder.yml'), 'utf8');
    const block = /^electronFuses:\n((?: {2}\w+: \w+\n)+)/m.exec(config);
    expect(block).not.toBeNull();
    const fuses = Object.fromEntries(
      block![1]!
        .trim()
        .split('\n')
        .map((line) => line.trim().split(': ')),
    );
    expect(fuses).toEqual({
      runAsNode: 'false',
      enableNodeOptionsEnvironmentVariable: 'false',
      enableNodeCliInspectArguments: 'false',
      onlyLoadAppFromAsar: 'true',
      grantFileProtocolExtraPrivileges: 'false',
    });
    const smoke = readFileSync(join(root, 'scripts/package-smoke.ts'), 'utf8');
    for (const fuse of [
      'RunAsNode, false',
      'EnableNodeOptionsEnvironmentVariable, false',
      'EnableNodeCliInspectArguments, false',
      'OnlyLoadAppFromAsar, true',
      'GrantFileProtocolExtraPrivileges, false',
    ])
      expect(smoke).toContain(`[FuseV1Options.${fuse}]`);
  });
});
