// Issue 16 "PWA": the service worker and the manifest belong to the web build only. The Electron
// renderer comes with its app (app://portail) and is updated with it: its build has neither, and the
// renderer registers none under the bridge (tests/unit/renderer/pwa-stable.test.ts, e2e pwa.spec.ts).
import { describe, expect, it } from 'vitest';
import type { PluginOption } from 'vite';
import electronConfig from '../../../electron.vite.config';
import webConfig from '../../../vite.web.config';

const pluginNames = (plugins: PluginOption[] | undefined): string[] =>
  (plugins ?? [])
    .flat(Infinity as 1)
    .filter(
      (plugin): plugin is { name: string } => !!plugin && typeof plugin === 'object' && 'name' in plugin,
    )
    .map((plugin) => plugin.name);

const isPwa = (name: string) => name.startsWith('vite-plugin-pwa');

describe('where the PWA is built', () => {
  it('the web build generates the worker and the manifest', () => {
    expect(pluginNames(webConfig.plugins).filter(isPwa)).not.toEqual([]);
  });

  it('the Electron renderer build has none of it', () => {
    const renderer = (electronConfig as { renderer?: { plugins?: PluginOption[] } }).renderer;
    const names = pluginNames(renderer?.plugins);
    expect(names).not.toEqual([]); // read for real: React's plugins are there
    expect(names.filter(isPwa)).toEqual([]);
  });
});
