// Issue 27 §1: the web page's first script (scripts/early-script.ts) is one classic script, which a page
// runs as soon as it has it: built on its own, it holds the early requests and hands their promise over.
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { bundleEarlyScript } from '../../../scripts/early-script';
import { COMPILE_HINT } from '../../../scripts/compile-hints';

describe("the web page's early script", () => {
  it('is a classic script, the compile hint first, that asks for a token at once and leaves the promise', async () => {
    const code = await bundleEarlyScript({ '@shared': resolve(import.meta.dirname, '../../../src/shared') });
    expect(code.split('\n', 1)[0]).toBe(COMPILE_HINT);
    expect(code.length).toBeLessThan(4_000);
    const asked: string[] = [];
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
    const page: Record<string, unknown> = {
      window: { localStorage: storage, sessionStorage: storage },
      fetch: (path: string) => {
        asked.push(path);
        return Promise.resolve({ ok: false, json: () => Promise.reject(new Error('aucun corps')) });
      },
    };
    page.globalThis = page;
    // A module's syntax (import, export) would not even parse here: the page runs it as a classic script.
    runInNewContext(code, page);
    expect(asked).toEqual(['/api/jwttoken/generate']);
    // The context's own Promise (another realm's): a thenable seen from here.
    const requests = page.__portailConfigurationRequests as Promise<unknown>;
    expect(typeof requests.then).toBe('function');
    // The token refused: an authentication failure, nothing else asked (earlyConfig.ts).
    expect(await requests).toEqual({ authenticated: false });
    expect(asked).toHaveLength(1);
  });
});
