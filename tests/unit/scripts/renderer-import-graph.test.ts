// Issue 28 §2: the renderer's import graph has no circle, type-only imports and lazy import() included.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { circles, importGraph } from './import-graph';

const RENDERER = resolve(import.meta.dirname, '../../../src/renderer/src');

describe("the renderer's import graph", () => {
  it('reads the renderer (a few hundred modules, the route table importing its pages lazily)', () => {
    const graph = importGraph(RENDERER);
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get('app/routes.tsx')).toContain('features/payment/paymentRoute.ts');
    expect(graph.get('features/cart/cartSlice.ts')).toContain('app/rootReducer.ts');
  });

  it('has no circle', () => {
    expect(circles(importGraph(RENDERER))).toEqual([]);
  });
});

describe('circles', () => {
  let folder = '';
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  /** A folder of modules, each given by its path and its text. */
  const modules = (files: Record<string, string>) => {
    folder = mkdtempSync(join(tmpdir(), 'import-graph-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(folder, path, '..'), { recursive: true });
      writeFileSync(join(folder, path), text);
    }
    return importGraph(folder);
  };

  it('finds a circle made of a type-only import, as the root reducer naming each slice made one', () => {
    const graph = modules({
      'app/rootReducer.ts':
        "import type { CartState } from '../features/cart/cartSlice';\nexport type S = CartState;\n",
      'features/cart/cartSlice.ts':
        "import { rootReducer } from '../../app/rootReducer';\nexport interface CartState {}\n",
      'features/cart/index.ts': "export type { CartState } from './cartSlice';\n",
    });
    expect(circles(graph)).toEqual([['app/rootReducer.ts', 'features/cart/cartSlice.ts']]);
  });

  it('finds a circle through a re-export and a lazy import(), and a module importing itself', () => {
    const graph = modules({
      'a.ts': "export { b } from './b';\n",
      'b.ts': "export const b = () => import('./c');\n",
      'c.tsx': "import { b } from './a';\nexport default b;\n",
      'd.ts': "import './d';\n",
    });
    expect(circles(graph)).toEqual([['a.ts', 'b.ts', 'c.tsx'], ['d.ts']]);
  });

  it('finds none where imports only go one way', () => {
    const graph = modules({
      'a.ts': "import type { B } from './b';\nexport type A = B;\n",
      'b/index.ts': 'export type B = string;\n',
    });
    expect(graph.get('a.ts')).toEqual(['b/index.ts']);
    expect(circles(graph)).toEqual([]);
  });
});
