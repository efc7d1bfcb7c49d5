// The API client loads once, the first time something needs it (api/http.ts): not with home's bundle.
import { describe, expect, it, vi } from 'vitest';
import type { AxiosInstance } from 'axios';

/** A fresh copy of the holder for each test: its instance is module state. */
async function holder() {
  vi.resetModules();
  return import('../../../src/renderer/src/api/http');
}

describe('API client loaded on first use', () => {
  it('is loaded once however many ask at the same time, then handed at once', async () => {
    const { http, loadHttpClient, setHttpClientLoader } = await holder();
    const instance = { get: vi.fn() } as unknown as AxiosInstance;
    const load = vi.fn(async () => instance);
    setHttpClientLoader(load);
    expect(() => http()).toThrow('HTTP client used before start-up');
    expect(await Promise.all([loadHttpClient(), loadHttpClient()])).toEqual([instance, instance]);
    expect(await loadHttpClient()).toBe(instance);
    expect(http()).toBe(instance);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a load that failed (a chunk while offline) is tried again next time', async () => {
    const { loadHttpClient, setHttpClientLoader } = await holder();
    const instance = {} as AxiosInstance;
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk')).mockResolvedValueOnce(instance);
    setHttpClientLoader(load);
    await expect(loadHttpClient()).rejects.toThrow('chunk');
    expect(await loadHttpClient()).toBe(instance);
  });

  it('an instance a test installs is used as it is', async () => {
    const { loadHttpClient, setHttpClient } = await holder();
    const instance = {} as AxiosInstance;
    setHttpClient(instance);
    expect(await loadHttpClient()).toBe(instance);
  });

  it('before start-up, asking is an error', async () => {
    const { loadHttpClient } = await holder();
    await expect(loadHttpClient()).rejects.toThrow('HTTP client used before start-up');
  });
});
