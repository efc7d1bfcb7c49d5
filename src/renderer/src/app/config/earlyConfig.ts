// The back office's configuration, asked for before React, the store and the API client exist: /home
// cannot paint its tiles without the modules, and waiting for the whole entry to run first made token →
// configuration a waterfall behind it. Plain fetch, no axios (the client loads later, see api/http.ts).
// Only what succeeds counts here: any other answer is asked again by the config saga through the API
// client, which owns the 401 refresh and the error texts (SPEC §4 "Authentication").
import type { Module, Personnalisation, Preferences, TokenAnswer } from '@shared/backoffice';
import { MODULES_PATH, PERSONNALISATION_PATH, PREFERENCES_PATH, TOKEN_PATH } from '@shared/http';
import { localStore, STORAGE_KEYS } from '../../platform/storage';

/** What came back: a part is absent when its request did not succeed (the saga asks it again). */
export interface EarlyAnswers {
  /** False when no token could be had: the authentication failed (SPEC §4), nothing else was asked. */
  authenticated: boolean;
  preferences?: Preferences;
  personnalisation?: Personnalisation;
  modules?: Module[];
}

type Fetch = typeof fetch;

const accept = { Accept: 'application/json' };

async function json<T>(fetcher: Fetch, path: string, token?: string): Promise<T | undefined> {
  try {
    const headers = token ? { ...accept, Authorization: `Bearer ${token}` } : accept;
    const response = await fetcher(path, { headers });
    return response.ok ? ((await response.json()) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** The stored token, or a new one (stored as the API client stores it); null when none could be had. */
async function obtainToken(fetcher: Fetch): Promise<string | null> {
  const stored = localStore.get(STORAGE_KEYS.token);
  if (stored) return stored;
  const answer = await json<TokenAnswer>(fetcher, TOKEN_PATH);
  if (typeof answer?.id_token !== 'string' || answer.id_token === '') return null;
  localStore.set(STORAGE_KEYS.token, answer.id_token);
  return answer.id_token;
}

/** Starts the token request (when none is stored), then the three configuration requests together;
 * settles once every one has answered. */
export async function requestConfiguration(fetcher: Fetch = fetch): Promise<EarlyAnswers> {
  const token = await obtainToken(fetcher);
  if (token === null) return { authenticated: false };
  const [preferences, personnalisation, modules] = await Promise.all([
    json<Preferences>(fetcher, PREFERENCES_PATH, token),
    json<Personnalisation>(fetcher, PERSONNALISATION_PATH, token),
    json<Module[]>(fetcher, MODULES_PATH, token),
  ]);
  return { authenticated: true, preferences, personnalisation, modules };
}
