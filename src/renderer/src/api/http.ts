// Holder of the app's axios instance, used by every service module. The instance (axios and the client's
// rules, a fifth of home's JavaScript) is loaded after the first screen: /home paints from the early
// configuration (app/config/earlyConfig), and a feature route waits for it before its sagas run
// (app/routes.tsx). Tests install their own instance.
import type { AxiosInstance } from 'axios';

let instance: AxiosInstance | null = null;
let loader: (() => Promise<AxiosInstance>) | null = null;
let loading: Promise<AxiosInstance> | null = null;

export function setHttpClient(client: AxiosInstance): void {
  instance = client;
}

/** How the app's instance is made, once, the first time something needs it (main.tsx). */
export function setHttpClientLoader(load: () => Promise<AxiosInstance>): void {
  loader = load;
}

/** The instance, loading it on first use. */
export function loadHttpClient(): Promise<AxiosInstance> {
  if (instance) return Promise.resolve(instance);
  if (!loader) return Promise.reject(new Error('HTTP client used before start-up'));
  loading ??= loader().then(
    (client) => (instance = client),
    (error: unknown) => {
      loading = null; // a chunk that failed to load (offline) is asked again next time
      throw error;
    },
  );
  return loading;
}

export function http(): AxiosInstance {
  if (!instance) throw new Error('HTTP client used before start-up');
  return instance;
}
