import { AxiosError } from 'axios';
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
