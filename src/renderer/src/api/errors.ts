import { AxiosError, AxiosHeaders } from 'axios';
import type { ErrorBody } from '@shared/http';

/** The server's French `messageError`, when the failed call carried one. */
export function serverMessage(error: unknown): string | null {
  if (error instanceof AxiosError) {
    const data = error.response?.data as Partial<ErrorBody> | undefined;
    if (data && typeof data.messageError === 'string' && data.messageError) return data.messageError;
  }
  return null;
}

export function httpStatus(error: unknown): number | null {
  return error instanceof AxiosError ? (error.response?.status ?? null) : null;
}

/** Retry-After: whole seconds, or an HTTP date (RFC 9110 §10.2.3). */
function secondsOf(value: unknown, now: number): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  if (/^\d{1,9}$/.test(text)) return Math.max(1, Number(text));
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(1, Math.ceil((at - now) / 1000));
}

/**
 * A call the server throttled (429): how many seconds it asks to wait, from its Retry-After, or null
 * when it did not say; not throttled: undefined.
 */
export function throttledFor(error: unknown, now: number = Date.now()): number | null | undefined {
  if (!(error instanceof AxiosError) || error.response?.status !== 429) return undefined;
  return secondsOf(AxiosHeaders.from(error.response.headers as AxiosHeaders).get('retry-after'), now);
}
