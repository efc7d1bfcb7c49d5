// Holder of the app's axios instance: created once at start-up with the store's hooks, then used by
// every service module. Tests install their own instance.
import type { AxiosInstance } from 'axios';

let instance: AxiosInstance | null = null;

export function setHttpClient(client: AxiosInstance): void {
  instance = client;
}

export function http(): AxiosInstance {
  if (!instance) throw new Error('HTTP client used before start-up');
  return instance;
}
