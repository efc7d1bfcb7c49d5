// bench/heap-snapshot.ts: a snapshot's nodes summed by kind, the objects apart from the compiled code,
// Blink's own objects left out (the soak's budget is on the objects).
import { describe, expect, it } from 'vitest';
import { heapKinds } from '../../../bench/heap-snapshot';

const snapshot = (nodes: [type: number, size: number][]) => ({
  snapshot: {
    meta: {
      // The order V8 writes; the code reads it from here.
      node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'],
      node_types: [['hidden', 'array', 'string', 'object', 'code', 'closure', 'native', 'synthetic']] as [
        string[],
      ],
    },
  },
  nodes: nodes.flatMap(([type, size], id) => [type, 0, id, size, 0]),
});

describe('heapKinds', () => {
  it('sums objects, arrays, strings and closures apart from the code, without Blink or synthetic nodes', () => {
    expect(
      heapKinds(
        snapshot([
          [0, 8],
          [1, 100],
          [2, 40],
          [3, 1000],
          [4, 5000],
          [4, 7],
          [5, 32],
          [6, 99999],
          [7, 0],
        ]),
      ),
    ).toEqual({ objects: 1180, code: 5007 });
  });

  it('is 0 for an empty heap', () => {
    expect(heapKinds(snapshot([]))).toEqual({ objects: 0, code: 0 });
  });
});
