// The build takes React Router's production files (scripts/react-router-production.ts): resolved as Node
// resolves the installed package, then swapped for their dist/production twins.
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { productionTwin, reactRouterProduction } from '../../../scripts/react-router-production';

type Resolved = { id: string } | null;

/** The plugin's hook with a context whose `resolve` is Node's resolution of the real package. */
async function resolveWithPlugin(
  source: string,
  resolve = (s: string): Resolved => ({ id: fileURLToPath(import.meta.resolve(s)) }),
) {
  const hook = reactRouterProduction().resolveId as unknown as (
    this: object,
    source: string,
    importer: string | undefined,
    options: object,
  ) => Promise<Resolved>;
  const context = {
    resolve: vi.fn(async (s: string) => resolve(s)),
    error: vi.fn((message: string) => {
      throw new Error(message);
    }),
  };
  return { answer: await hook.call(context, source, '/src/main.tsx', {}), context };
}

describe('React Router in production builds', () => {
  it.each(['react-router', 'react-router/dom'])('%s resolves to its dist/production file', async (source) => {
    const { answer, context } = await resolveWithPlugin(source);
    expect(answer!.id).toMatch(/[/\\]react-router[/\\]dist[/\\]production[/\\][\w-]+\.mjs$/);
    // Asked of the other resolvers, without itself (no loop).
    expect(context.resolve).toHaveBeenCalledWith(source, '/src/main.tsx', { skipSelf: true });
  });

  it('leaves every other import to the other resolvers', async () => {
    const { answer, context } = await resolveWithPlugin('react-router-dom');
    expect(answer).toBeNull();
    expect(context.resolve).not.toHaveBeenCalled();
  });

  it('stops the build when the development file has no production twin', async () => {
    await expect(
      resolveWithPlugin('react-router', () => ({ id: '/x/react-router/dist/index.mjs' })),
    ).rejects.toThrow('react-router : pas de version de production à côté de /x/react-router/dist/index.mjs');
    await expect(
      resolveWithPlugin('react-router', () => ({ id: '/x/react-router/dist/development/gone.mjs' })),
    ).rejects.toThrow('pas de version de production');
  });

  it('names the twin by swapping the folder only', () => {
    expect(productionTwin('/n/react-router/dist/development/index.mjs')).toBe(
      '/n/react-router/dist/production/index.mjs',
    );
    expect(productionTwin('/n/react-router/dist/index.mjs')).toBeNull();
  });
});
