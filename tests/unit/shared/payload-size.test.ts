import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_PAYLOAD_BYTES,
  PAYLOAD_TOO_LARGE,
  PAYLOAD_UNREADABLE,
  payloadSizeProblem,
} from '../../../src/shared/payload-size';

const MB5 = 5 * 1024 * 1024;

describe('payload size', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says why in French', () => {
    expect(PAYLOAD_TOO_LARGE).toBe('données trop volumineuses (plus de 64 Kio)');
    expect(MAX_PAYLOAD_BYTES).toBe(64 * 1024);
  });

  it.each([
    ['a number', 5000],
    ['nothing', undefined],
    ['null', null],
    ['a small object', { orderId: '10001', amountCents: 1250, label: 'Commande n° 10001', ok: true }],
    ['a text just under the limit (ASCII)', 'x'.repeat(MAX_PAYLOAD_BYTES - 2)],
    ['a text just under the limit (2-byte UTF-8)', 'é'.repeat((MAX_PAYLOAD_BYTES - 2) / 2)],
    ['an emoji text just under the limit (4-byte UTF-8)', '🎫'.repeat((MAX_PAYLOAD_BYTES - 4) / 4)],
    ['a small typed array', new Uint8Array(1024)],
  ])('accepts %s', (_name, payload) => {
    expect(payloadSizeProblem(payload)).toBeUndefined();
  });

  it.each([
    ['a 5 MB typed array', new Uint8Array(MB5)],
    ['a 5 MB typed array in a field', { orderId: '1', label: new Uint8Array(MB5) }],
    ['a 5 MB text in a field', { orderId: '1', label: 'x'.repeat(MB5) }],
    ['a text one byte over (ASCII)', 'x'.repeat(MAX_PAYLOAD_BYTES - 1)],
    ['a text over in UTF-8 though under in UTF-16 units', '€'.repeat(30_000)],
    ['a 5 MB ArrayBuffer', new ArrayBuffer(MB5)],
    ['a 5 MB DataView', new DataView(new ArrayBuffer(MB5))],
    ['a Float64Array of 10 000 numbers', new Float64Array(10_000)],
    ['a sparse array of a billion holes', new Array(1_000_000_000)],
    ['an array of 70 000 zeros', new Array(70_000).fill(0)],
    ['many small fields', Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, 1]))],
    ['a Map of 70 000 entries', new Map(Array.from({ length: 70_000 }, (_, i) => [i, i]))],
    ['a Set of 70 000 entries', new Set(Array.from({ length: 70_000 }, (_, i) => i))],
    ['a 5 MB key', { ['k'.repeat(MB5)]: 1 }],
    ['texts over the limit only together', { a: 'x'.repeat(40_000), b: 'y'.repeat(40_000) }],
  ])('refuses %s', (_name, payload) => {
    expect(payloadSizeProblem(payload)).toBe(PAYLOAD_TOO_LARGE);
  });

  it('never serialises or copies what it measures', () => {
    const stringify = vi.spyOn(JSON, 'stringify');
    const encode = vi.spyOn(TextEncoder.prototype, 'encode');
    expect(payloadSizeProblem({ label: new Uint8Array(MB5), text: 'x'.repeat(MB5) })).toBe(PAYLOAD_TOO_LARGE);
    expect(payloadSizeProblem({ text: 'é'.repeat(1000) })).toBeUndefined();
    expect(stringify).not.toHaveBeenCalled();
    expect(encode).not.toHaveBeenCalled();
  });

  it('stops on a cycle or shared branches that would unfold past the limit', () => {
    const cycle: Record<string, unknown> = { label: 'x' };
    cycle.self = cycle;
    expect(payloadSizeProblem(cycle)).toBe(PAYLOAD_TOO_LARGE);
    // 2^40 paths through 40 shared levels: counted until the limit, never walked to the end.
    let shared: unknown = 'leaf';
    for (let level = 0; level < 40; level++) shared = [shared, shared];
    expect(payloadSizeProblem(shared)).toBe(PAYLOAD_TOO_LARGE);
  });

  it('survives nesting deeper than the call stack', () => {
    let deep: unknown = 'leaf';
    for (let level = 0; level < 20_000; level++) deep = [deep];
    expect(payloadSizeProblem(deep)).toBeUndefined();
  });

  it('refuses data it cannot read rather than throwing', () => {
    const payload = {
      get label(): string {
        throw new Error('boom');
      },
    };
    expect(payloadSizeProblem(payload)).toBe(PAYLOAD_UNREADABLE);
    const revocable = Proxy.revocable({}, {});
    revocable.revoke();
    expect(payloadSizeProblem(revocable.proxy)).toBe(PAYLOAD_UNREADABLE);
  });

  it('measures against a smaller limit when given one', () => {
    expect(payloadSizeProblem('x'.repeat(10), 12)).toBeUndefined();
    expect(payloadSizeProblem('x'.repeat(11), 12)).toBe(PAYLOAD_TOO_LARGE);
  });
});
