// The sites the portal works with are published by the back office in its preferences (card and wallet
// providers, mobile-ticket API, sites it may frame or open). Main reads them itself, with a machine token
// of its own, never from the renderer, and adds their parsed origins to the navigation allowlist and to
// the app's CSP. Shapes and sizes are checked before anything is used. Unreachable at start: only the
// configured origins count, and the next page load tries again (the portal reloads itself 5 s after a
// failure of the back office, so the page that finally works carries the completed policy).
import { PREFERENCES_PATH, TOKEN_PATH } from '../../shared/http';
import type { AppOrigins } from './origins';

export const PREFERENCES_TIMEOUT_MS = 5_000;
const MAX_TOKEN_BYTES = 16 * 1024;
const MAX_PREFERENCES_BYTES = 256 * 1024;
const MAX_URL_LENGTH = 2_048;
const MAX_ALLOWED_ORIGINS = 50;
/** A bearer token is printable ASCII without spaces (it goes into a header). */
const TOKEN = /^[\x21-\x7e]{1,8192}$/;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The preferences' fields that name another site. */
export const PROVIDER_URL_FIELDS = [
  'paymentProviderUrl',
  'paymentProviderMobileUrl',
  'walletProviderUrl',
  'mobileTicketUrl',
] as const;

export type PreferenceOrigins =
  { ok: true; origins: string[]; refused: string[] } | { ok: false; reason: string };

export interface PreferenceOriginsOptions {
  /** The back office's base URL (appPaths.backofficeBase). */
  backoffice: URL;
  fetch: typeof fetch;
  timeoutMs?: number;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The body as text, or null when it is larger than `max` bytes (never read past that). */
async function readLimited(response: Response, max: number): Promise<string | null> {
  if (Number(response.headers.get('content-length')) > max) return null;
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

type Read = { ok: true; value: unknown } | { ok: false; reason: string };

async function getJson(
  options: PreferenceOriginsOptions,
  path: string,
  headers: Record<string, string>,
  max: number,
): Promise<Read> {
  const url = new URL(path.slice(1), options.backoffice);
  let response: Response;
  try {
    response = await options.fetch(url.href, {
      headers: { accept: 'application/json', ...headers },
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs ?? PREFERENCES_TIMEOUT_MS),
    });
  } catch (error) {
    return {
      ok: false,
      reason: `${path} injoignable (${error instanceof Error ? error.message : String(error)})`,
    };
  }
  if (!response.ok) return { ok: false, reason: `${path} a répondu ${response.status}` };
  let text: string | null;
  try {
    text = await readLimited(response, max);
  } catch {
    return { ok: false, reason: `${path} : réponse interrompue` };
  }
  if (text === null) return { ok: false, reason: `${path} : réponse de plus de ${max / 1024} Kio` };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reason: `${path} : réponse qui n’est pas du JSON` };
  }
}

/**
 * The origin a published URL names, if it may be trusted: https, or plain http on this machine when the
 * back office itself is the emulator on this machine (its provider stand-ins listen beside it). Relative
 * URLs are the back office's own.
 */
function acceptedOrigin(text: string, backoffice: URL): string | null {
  let url: URL;
  try {
    url = new URL(text, backoffice);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol === 'https:') return url.origin;
  const localEmulator = backoffice.protocol === 'http:' && LOOPBACK_HOSTS.has(backoffice.hostname);
  return url.protocol === 'http:' && localEmulator && LOOPBACK_HOSTS.has(url.hostname) ? url.origin : null;
}

/** The texts of the preferences that name sites, or why the preferences cannot be used. */
function publishedUrls(preferences: unknown): { ok: true; texts: string[] } | { ok: false; reason: string } {
  if (!isPlainObject(preferences)) return { ok: false, reason: 'les préférences ne sont pas un objet' };
  const isUrlText = (value: unknown): value is string =>
    typeof value === 'string' && value.length > 0 && value.length <= MAX_URL_LENGTH;
  const texts: string[] = [];
  for (const field of PROVIDER_URL_FIELDS) {
    const value = preferences[field];
    if (!isUrlText(value)) return { ok: false, reason: `« ${field} » n’est pas une adresse` };
    texts.push(value);
  }
  const allowed = preferences.allowedOrigins;
  if (!Array.isArray(allowed) || allowed.length > MAX_ALLOWED_ORIGINS || !allowed.every(isUrlText))
    return {
      ok: false,
      reason: `« allowedOrigins » n’est pas une liste d’au plus ${MAX_ALLOWED_ORIGINS} adresses`,
    };
  return { ok: true, texts: [...texts, ...allowed] };
}

/** Asks the back office for a machine token, then its preferences, and returns the origins they name. */
export async function fetchPreferenceOrigins(options: PreferenceOriginsOptions): Promise<PreferenceOrigins> {
  const token = await getJson(options, TOKEN_PATH, {}, MAX_TOKEN_BYTES);
  if (!token.ok) return token;
  const idToken = isPlainObject(token.value) ? token.value.id_token : undefined;
  if (typeof idToken !== 'string' || !TOKEN.test(idToken))
    return { ok: false, reason: `${TOKEN_PATH} : jeton absent ou invalide` };
  const preferences = await getJson(
    options,
    PREFERENCES_PATH,
    { authorization: `Bearer ${idToken}` },
    MAX_PREFERENCES_BYTES,
  );
  if (!preferences.ok) return preferences;
  const published = publishedUrls(preferences.value);
  if (!published.ok) return published;
  const origins: string[] = [];
  const refused: string[] = [];
  for (const text of published.texts) {
    const origin = acceptedOrigin(text, options.backoffice);
    if (origin === null) refused.push(text);
    else if (!origins.includes(origin)) origins.push(origin);
  }
  return { ok: true, origins, refused };
}

export interface PreferenceOriginsLoader {
  /** Reads the preferences unless they were read already; concurrent callers share one attempt. */
  ensure(): Promise<void>;
  loaded(): boolean;
}

export function createPreferenceOriginsLoader(
  options: PreferenceOriginsOptions & { origins: AppOrigins; log: (message: string) => void },
): PreferenceOriginsLoader {
  const { origins, log } = options;
  let loaded = false;
  let attempt: Promise<void> | null = null;
  const load = async () => {
    const result = await fetchPreferenceOrigins(options);
    if (!result.ok) {
      log(
        `Préférences du back office illisibles (${result.reason}) : seules les origines configurées sont autorisées, nouvel essai au prochain chargement de page.`,
      );
      return;
    }
    for (const text of result.refused)
      log(`Adresse des préférences refusée (https exigé) : ${JSON.stringify(text.slice(0, 200))}`);
    origins.add(result.origins);
    loaded = true;
    log(`Origines des préférences du back office autorisées : ${result.origins.join(', ') || 'aucune'}.`);
  };
  return {
    ensure() {
      if (loaded) return Promise.resolve();
      attempt ??= load().finally(() => {
        attempt = null;
      });
      return attempt;
    },
    loaded: () => loaded,
  };
}
