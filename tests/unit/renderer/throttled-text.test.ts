// Issue 23: a throttled look-up (429) says when to try again, in the customer's language, the wait read
// from Retry-After (seconds or an HTTP date), rounded up as the emulator rounds it (both word the wait
// with src/shared/retry-wait.ts).
import { runSaga } from 'redux-saga';
import { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import { throttledFor } from '../../../src/renderer/src/api/errors';
import { throttledText } from '../../../src/renderer/src/app/throttled';
import { httpError } from './http-error';

const NOW = Date.parse('2026-11-25T09:12:00Z');

async function textOf(error: unknown, language: 'fr' | 'en' = 'fr') {
  return runSaga(
    { getState: () => ({ app: { language } }), dispatch: () => undefined },
    throttledText,
    error,
  ).toPromise() as Promise<string | null>;
}

describe('throttledFor', () => {
  it('reads the seconds of Retry-After, or an HTTP date', () => {
    expect(throttledFor(httpError(429, {}, { 'retry-after': '17' }), NOW)).toBe(17);
    expect(throttledFor(httpError(429, {}, { 'Retry-After': '0' }), NOW)).toBe(1);
    expect(throttledFor(httpError(429, {}, { 'retry-after': 'Wed, 25 Nov 2026 09:14:30 GMT' }), NOW)).toBe(
      150,
    );
  });

  it('null for a 429 that does not say how long; undefined for anything else', () => {
    expect(throttledFor(httpError(429), NOW)).toBeNull();
    expect(throttledFor(httpError(429, {}, { 'retry-after': 'bientôt' }), NOW)).toBeNull();
    expect(throttledFor(httpError(404, {}, { 'retry-after': '5' }), NOW)).toBeUndefined();
    expect(throttledFor(new AxiosError('Network Error'), NOW)).toBeUndefined();
    expect(throttledFor(new Error('x'), NOW)).toBeUndefined();
  });
});

describe('throttledText', () => {
  it.each([
    [
      '1',
      'Trop de tentatives. Veuillez réessayer dans 1 seconde.',
      'Too many attempts. Please try again in 1 second.',
    ],
    [
      '59',
      'Trop de tentatives. Veuillez réessayer dans 59 secondes.',
      'Too many attempts. Please try again in 59 seconds.',
    ],
    [
      '60',
      'Trop de tentatives. Veuillez réessayer dans 1 minute.',
      'Too many attempts. Please try again in 1 minute.',
    ],
    [
      '61',
      'Trop de tentatives. Veuillez réessayer dans 2 minutes.',
      'Too many attempts. Please try again in 2 minutes.',
    ],
    [
      '300',
      'Trop de tentatives. Veuillez réessayer dans 5 minutes.',
      'Too many attempts. Please try again in 5 minutes.',
    ],
  ])('Retry-After %s: French and English', async (seconds, french, english) => {
    const error = httpError(429, {}, { 'retry-after': seconds });
    expect(await textOf(error)).toBe(french);
    expect(await textOf(error, 'en')).toBe(english);
  });

  it('without a wait: later; not throttled: nothing', async () => {
    expect(await textOf(httpError(429))).toBe('Trop de tentatives. Veuillez réessayer plus tard.');
    expect(await textOf(httpError(429), 'en')).toBe('Too many attempts. Please try again later.');
    expect(await textOf(httpError(500))).toBeNull();
  });
});
