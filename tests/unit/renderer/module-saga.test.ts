import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runSaga, stdChannel, type Saga } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Module, Preferences } from '@shared/backoffice';
import { homeOpened, moduleChosen } from '../../../src/renderer/src/app/modules/moduleActions';
import { chooseModule, openHome, storedLockedModule } from '../../../src/renderer/src/app/modules/moduleSaga';
import { moduleHref } from '../../../src/renderer/src/app/modules/moduleHref';
import * as navigation from '../../../src/renderer/src/app/navigation';
import { initialAppState } from '../../../src/renderer/src/app/appSlice';
import { preferencesFailed, preferencesLoaded } from '../../../src/renderer/src/app/config/configSlice';
import type { Platform } from '../../../src/renderer/src/platform/bridge';

vi.mock('../../../src/renderer/src/app/navigation', () => ({
  navigate: vi.fn(),
  leaveTo: vi.fn(),
  openInNewTab: vi.fn(),
  goBack: vi.fn(),
}));

const preferences = {
  allowedOrigins: ['https://www.reseau.example.fr', 'http://127.0.0.1:5180'],
} as Preferences;

async function run<A>(saga: Saga<[A]>, action: A, platform: Platform = 'web') {
  const dispatched: unknown[] = [];
  await runSaga(
    {
      dispatch: (a) => dispatched.push(a),
      getState: () => ({ config: { preferences }, app: { ...initialAppState, platform } }),
    },
    saga,
    action,
  ).toPromise();
  return dispatched;
}

const tile = (extra: Partial<Module>): Module => ({
  id: 'X',
  title: 'Tuile',
  description: '',
  buttonLabel: 'Aller',
  image: { url: '', alt: '' },
  ...extra,
});

beforeEach(() => vi.clearAllMocks());

describe('tile click (SPEC §2 Home)', () => {
  it('external with newTab opens a new window', async () => {
    await run(
      chooseModule,
      moduleChosen(
        tile({ external: { url: 'https://www.reseau.example.fr/plan', newTab: true, iframe: false } }),
      ),
    );
    expect(navigation.openInNewTab).toHaveBeenCalledWith('https://www.reseau.example.fr/plan');
    expect(navigation.navigate).not.toHaveBeenCalled();
  });

  it('external with iframe goes to /iframe with the url', async () => {
    const url = 'http://127.0.0.1:5180/fournisseur/transactions-cb/index.html?a=1&b=2';
    await run(chooseModule, moduleChosen(tile({ external: { url, newTab: false, iframe: true } })));
    expect(navigation.navigate).toHaveBeenCalledWith(`/iframe?url=${encodeURIComponent(url)}`);
  });

  it('other external goes to that url', async () => {
    await run(
      chooseModule,
      moduleChosen(
        tile({ external: { url: 'https://www.reseau.example.fr/tpass', newTab: false, iframe: false } }),
      ),
    );
    expect(navigation.leaveTo).toHaveBeenCalledWith('https://www.reseau.example.fr/tpass');
  });

  it('on a kiosk, every allowlisted external tile opens in the frame screen: no window, no leaving', async () => {
    for (const [newTab, iframe] of [
      [true, false],
      [false, false],
      [false, true],
    ] as const) {
      const url = 'https://www.reseau.example.fr/plan';
      await run(chooseModule, moduleChosen(tile({ external: { url, newTab, iframe } })), 'kiosk');
      expect(navigation.navigate).toHaveBeenLastCalledWith(`/iframe?url=${encodeURIComponent(url)}`);
    }
    expect(navigation.navigate).toHaveBeenCalledTimes(3);
    expect(navigation.openInNewTab).not.toHaveBeenCalled();
    expect(navigation.leaveTo).not.toHaveBeenCalled();
  });

  it('at the counter, a site that would replace the app shows in the frame screen; newTab opens a window', async () => {
    const url = 'https://www.reseau.example.fr/plan';
    await run(
      chooseModule,
      moduleChosen(tile({ external: { url, newTab: false, iframe: false } })),
      'counter',
    );
    expect(navigation.navigate).toHaveBeenLastCalledWith(`/iframe?url=${encodeURIComponent(url)}`);
    await run(
      chooseModule,
      moduleChosen(tile({ external: { url, newTab: false, iframe: true } })),
      'counter',
    );
    expect(navigation.navigate).toHaveBeenCalledTimes(2);
    expect(navigation.leaveTo).not.toHaveBeenCalled();
    // The window main hands to the system browser (https, allowlisted origins only).
    await run(
      chooseModule,
      moduleChosen(tile({ external: { url, newTab: true, iframe: false } })),
      'counter',
    );
    expect(navigation.openInNewTab).toHaveBeenCalledWith(url);
  });

  it('internal goes to the module route with the tab from sousFonction', async () => {
    await run(chooseModule, moduleChosen(tile({ id: 'RESERVATION', sousFonction: '1' })));
    expect(navigation.navigate).toHaveBeenCalledWith('/reservation?tab=1');
  });

  it('refuses an external url outside the allowlist, whatever its look', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const url of [
      'https://www.reseau.example.fr.pirate.example/plan',
      'javascript:alert(1)',
      'https://evil.example/',
    ]) {
      await run(chooseModule, moduleChosen(tile({ external: { url, newTab: true, iframe: false } })));
      await run(chooseModule, moduleChosen(tile({ external: { url, newTab: false, iframe: false } })));
      await run(chooseModule, moduleChosen(tile({ external: { url, newTab: false, iframe: true } })));
    }
    expect(navigation.openInNewTab).not.toHaveBeenCalled();
    expect(navigation.leaveTo).not.toHaveBeenCalled();
    expect(navigation.navigate).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(9);
    error.mockRestore();
  });
});

describe('a tile with both newTab and iframe (SPEC §2 order: newTab first)', () => {
  const url = 'https://www.reseau.example.fr/plan';
  const both = tile({ external: { url, newTab: true, iframe: true } });

  it('opens a new window on the web, and its link names that window', async () => {
    await run(chooseModule, moduleChosen(both));
    expect(navigation.openInNewTab).toHaveBeenCalledWith(url);
    expect(navigation.navigate).not.toHaveBeenCalled();
    expect(moduleHref(both, 'web')).toBe(url);
  });

  it('stays in the frame screen on a kiosk and at the counter, and the link says so', async () => {
    for (const platform of ['kiosk', 'counter'] as const) {
      await run(chooseModule, moduleChosen(both), platform);
      expect(navigation.navigate).toHaveBeenLastCalledWith(`/iframe?url=${encodeURIComponent(url)}`);
      expect(moduleHref(both, platform)).toBe(`/iframe?url=${encodeURIComponent(url)}`);
    }
    expect(navigation.openInNewTab).not.toHaveBeenCalled();
    expect(navigation.leaveTo).not.toHaveBeenCalled();
  });

  it("every tile's link points where its click goes, on every platform", async () => {
    const seen = () => {
      const frame = vi.mocked(navigation.navigate).mock.lastCall?.[0];
      const window = vi.mocked(navigation.openInNewTab).mock.lastCall?.[0];
      const leave = vi.mocked(navigation.leaveTo).mock.lastCall?.[0];
      return frame ?? window ?? leave;
    };
    for (const platform of ['web', 'kiosk', 'counter'] as const)
      for (const newTab of [false, true])
        for (const iframe of [false, true]) {
          vi.clearAllMocks();
          const module = tile({ external: { url, newTab, iframe } });
          await run(chooseModule, moduleChosen(module), platform);
          expect([platform, newTab, iframe, seen()]).toEqual([
            platform,
            newTab,
            iframe,
            moduleHref(module, platform),
          ]);
        }
  });
});

describe('a tile pressed before the fresh preferences came (the previous visit’s tiles)', () => {
  const url = 'https://www.reseau.example.fr/plan';
  const plan = tile({ external: { url, newTab: true, iframe: false } });

  /** The saga with the preferences still loading; `then` is what the config saga puts next. */
  async function pressedWhileLoading(then: UnknownAction) {
    const config: { preferences: Preferences | null; preferencesStatus: string } = {
      preferences: null,
      preferencesStatus: 'loading',
    };
    const channel = stdChannel();
    const task = runSaga(
      {
        channel,
        dispatch: (a: UnknownAction) => channel.put(a),
        getState: () => ({ config, app: { ...initialAppState, platform: 'web' } }),
      },
      chooseModule,
      moduleChosen(plan),
    );
    await Promise.resolve();
    expect(navigation.openInNewTab).not.toHaveBeenCalled();
    if (preferencesLoaded.match(then))
      Object.assign(config, { preferences: then.payload, preferencesStatus: 'loaded' });
    else config.preferencesStatus = 'failed';
    channel.put(then);
    await task.toPromise();
  }

  it('waits for them, then opens what they allow', async () => {
    await pressedWhileLoading(preferencesLoaded(preferences));
    expect(navigation.openInNewTab).toHaveBeenCalledWith(url);
  });

  it('refuses when they never come (no origin allowed)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await pressedWhileLoading(preferencesFailed());
    expect(navigation.openInNewTab).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Adresse non autorisée'));
    error.mockRestore();
  });
});

describe('?module= lock', () => {
  it('locks onto the module, remembers it for the session and redirects there', async () => {
    const dispatched = await run(openHome, homeOpened({ module: 'VPC' }));
    expect(dispatched).toEqual([{ type: 'app/moduleLocked', payload: 'VPC' }]);
    expect(navigation.navigate).toHaveBeenCalledWith('/vpc', { replace: true });
    expect(storedLockedModule()).toBe('VPC');
  });

  it('an unknown module logs, does not lock and stays home', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const dispatched = await run(openHome, homeOpened({ module: 'NIMPORTE' }));
    expect(dispatched).toEqual([]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('NIMPORTE'));
    expect(navigation.navigate).toHaveBeenCalledWith('/home', { replace: true });
    expect(storedLockedModule()).toBeNull();
    error.mockRestore();
  });

  it('no module query does nothing', async () => {
    expect(await run(openHome, homeOpened({ module: null }))).toEqual([]);
    expect(navigation.navigate).not.toHaveBeenCalled();
  });
});
