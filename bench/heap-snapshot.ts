// What a page's JS heap holds, by kind, from a V8 heap snapshot (CDP HeapProfiler): the objects the code
// keeps (objects, arrays, closures, strings, shapes...) apart from the compiled code. A soak's heap grows
// with V8's own tiering (bytecode, then baseline and optimised code of whatever got hot: the page's and
// the test driver's injected script alike) long after the objects have stopped growing; a leak is
// objects kept. Blink's own objects ('native', e.g. DevTools' copies of the network answers while the
// driver listens) are not in the JS heap and are left out.
import type { CDPSession } from '@playwright/test';

export interface HeapKinds {
  /** Self sizes of every JS object but compiled code, in bytes. */
  objects: number;
  /** Bytecode, compiled code and their metadata ('code' nodes), in bytes. */
  code: number;
}

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
}

/** Sums a snapshot's nodes by kind. */
export function heapKinds(snapshot: Snapshot): HeapKinds {
  const fields = snapshot.snapshot.meta.node_fields;
  const typeNames = snapshot.snapshot.meta.node_types[0];
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const kinds: HeapKinds = { objects: 0, code: 0 };
  for (let node = 0; node < snapshot.nodes.length; node += fields.length) {
    const type = typeNames[snapshot.nodes[node + typeAt]!];
    const size = snapshot.nodes[node + sizeAt]!;
    if (type === 'code') kinds.code += size;
    else if (type !== 'native' && type !== 'synthetic') kinds.objects += size;
  }
  return kinds;
}

/** Takes a heap snapshot of the page (after the caller's garbage collection) and sums it by kind. */
export async function takeHeapKinds(cdp: CDPSession): Promise<HeapKinds> {
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  return heapKinds(JSON.parse(chunks.join('')) as Snapshot);
}
