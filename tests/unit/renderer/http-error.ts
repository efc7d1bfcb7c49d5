import { AxiosError, AxiosHeaders } from 'axios';

/** The error axios throws for an HTTP answer with this status, body and headers. */
export function httpError(status: number, data?: unknown, headers: Record<string, string> = {}) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('HTTP', String(status), config, null, {
    status,
    statusText: '',
    headers,
    config,
    data,
  });
}
