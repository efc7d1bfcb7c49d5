// The configuration at start-up (app/config/configSaga): the previous visit's modules and look first, then
// the early answers, a part they lack asked through the API client, and the fresh pair kept for next time.
import { describe, expect, it } from 'vitest';
import { runSaga } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { AxiosError, type AxiosAdapter } from 'axios';
import type { Module, Personnalisation, Preferences } from '@shared/backoffice';
import { createApiClient } from '../../../src/renderer/src/api/client';
import { setHttpClient } from '../../../src/renderer/src/api/http';
import { readCachedConfig, writeCachedConfig } from '../../../src/renderer/src/app/config/configCache';
import { EARLY_CONFIG, loadConfiguration } from '../../../src/renderer/src/app/config/configSaga';
import { configSlice, lookOf } from '../../../src/renderer/src/app/config/configSlice';
import type { EarlyAnswers } from '../../../src/renderer/src/app/config/earlyConfig';

const tile = (id: string): Module => ({
  id,
  title: id,
  description: '',
  buttonLabel: 'Aller',
  image: { url: `/${id}.svg`, alt: '' },
});
const FRESH = [tile('VPC'), tile('RESERVATION')];
const KEPT = [tile('DEMANDES')];
const preferences = {
  logo: { url: '/logo.svg', alt: 'Ligéo' },
  footer: { shopName: 'Agence', lines: [], links: [] },
  allowedOrigins: ['https://www.reseau.example.fr'],
} as unknown as Preferences;
const personnalisation: Personnalisation = { produitsVendablesReservation: [] };

/** The API client against a fake back office: records the paths asked, answers from `answers`. */
function client(answers: Record<string, unknown> = {}) {
  const asked: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    asked.push(config.url ?? '');
    if (config.url === '/api/jwttoken/generate')
      return { data: { id_token: 'jeton' }, status: 200, statusText: 'OK', headers: {}, config };
    const data = answers[config.url ?? ''];
    if (data === undefined) throw new AxiosError('Hors ligne', 'ERR_NETWORK', config);
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  setHttpClient(createApiClient({ providerUrls: () => [], onAuthFailure: () => undefined }, { adapter }));
  return asked;
}

/** Runs the saga against the config slice; `early` as main.tsx hands it (absent: all through the client). */
function start(early?: Promise<EarlyAnswers>) {
  const actions: UnknownAction[] = [];
  let config = configSlice.reducer(undefined, { type: 'init' });
  const task = runSaga(
    {
      dispatch: (action: UnknownAction) => {
        actions.push(action);
        config = configSlice.reducer(config, action);
      },
      getState: () => ({ config }),
      context: early ? { [EARLY_CONFIG]: early } : {},
    },
    loadConfiguration,
  );
  return {
    types: () => actions.map((action) => action.type),
    config: () => config,
    done: () => task.toPromise(),
  };
}

const complete: EarlyAnswers = { authenticated: true, preferences, personnalisation, modules: FRESH };

describe('configuration at start-up', () => {
  it('takes all the early answers at once, asks nothing more, keeps the fresh pair for the next visit', async () => {
    const asked = client();
    const run = start(Promise.resolve(complete));
    await run.done();
    expect(run.types()).toEqual([
      'config/preferencesRequested',
      'config/modulesRequested',
      'config/preferencesLoaded',
      'config/personnalisationLoaded',
      'config/modulesLoaded',
    ]);
    expect(asked).toEqual([]);
    expect(run.config()).toMatchObject({
      preferences,
      modules: FRESH,
      personnalisation,
      look: lookOf(preferences),
    });
    expect(readCachedConfig()).toEqual({ modules: FRESH, look: lookOf(preferences) });
  });

  it('paints the previous visit’s modules and look at once, then the fresh answers replace them', async () => {
    writeCachedConfig({ modules: KEPT, look: lookOf(preferences) });
    client();
    let answer!: (answers: EarlyAnswers) => void;
    const run = start(new Promise((resolve) => (answer = resolve)));
    expect(run.types()[0]).toBe('config/cachedConfigShown');
    // Display only: the preferences every decision reads are still to come.
    expect(run.config()).toMatchObject({ modules: KEPT, look: lookOf(preferences), preferences: null });
    expect(run.config().modulesStatus).toBe('loading');
    answer(complete);
    await run.done();
    expect(run.config()).toMatchObject({ modules: FRESH, modulesStatus: 'loaded', preferences });
  });

  it('asks through the API client what the early requests could not get', async () => {
    const asked = client({
      '/api/preferences': preferences,
      '/gatewaybackoffice/api/parametre/agence/personnalisation': personnalisation,
    });
    const run = start(Promise.resolve({ authenticated: true, modules: FRESH }));
    await run.done();
    expect(asked).toEqual([
      '/api/jwttoken/generate',
      '/api/preferences',
      '/gatewaybackoffice/api/parametre/agence/personnalisation',
    ]);
    expect(run.config()).toMatchObject({
      preferences,
      personnalisation,
      modules: FRESH,
      modulesStatus: 'loaded',
    });
  });

  it('without early requests (tests, or a page that did not start them), everything through the client', async () => {
    const asked = client({
      '/api/preferences': preferences,
      '/gatewaybackoffice/api/parametre/agence/personnalisation': personnalisation,
      '/api/modules/list': FRESH,
    });
    const run = start();
    await run.done();
    expect(asked).toContain('/api/modules/list');
    expect(asked).toContain('/api/preferences');
    expect(run.config()).toMatchObject({ modules: FRESH, preferencesStatus: 'loaded' });
  });

  it('no token: the authentication failure of SPEC §4, the kept tiles withdrawn, nothing kept', async () => {
    writeCachedConfig({ modules: KEPT, look: lookOf(preferences) });
    const asked = client();
    const run = start(Promise.resolve({ authenticated: false }));
    await run.done();
    expect(run.types().slice(-3)).toEqual([
      'app/authFailed',
      'config/preferencesFailed',
      'config/modulesFailed',
    ]);
    expect(asked).toEqual([]);
    expect(run.config()).toMatchObject({
      modules: null,
      modulesStatus: 'failed',
      preferencesStatus: 'failed',
    });
    expect(readCachedConfig()?.modules).toEqual(KEPT);
  });

  it('the modules failing for good withdraw the kept tiles and keep nothing new', async () => {
    writeCachedConfig({ modules: KEPT, look: lookOf(preferences) });
    const asked = client();
    const run = start(Promise.resolve({ authenticated: true, preferences, personnalisation }));
    await run.done();
    expect(asked).toContain('/api/modules/list');
    expect(run.config()).toMatchObject({ modules: null, modulesStatus: 'failed', preferences });
    expect(readCachedConfig()?.modules).toEqual(KEPT);
  });
});
