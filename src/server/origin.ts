import type { FastifyRequest } from 'fastify';

/** Origin the client used to reach us, to make the emulator's own page paths absolute. Normalised by
 * URL ("http://h:80" becomes "http://h") so it compares equal to the origins browsers report. */
export function requestOrigin(request: FastifyRequest): string {
  const origin = `${request.protocol}://${request.host}`;
  try {
    return new URL(origin).origin;
  } catch {
    return origin;
  }
}

/** "/x" becomes "<origin>/x"; absolute URLs stay as they are. */
export function absolute(url: string, origin: string): string {
  return url.startsWith('/') ? `${origin}${url}` : url;
}
