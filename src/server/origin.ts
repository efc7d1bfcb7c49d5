import type { FastifyRequest } from 'fastify';

/** Origin the client used to reach us, to make the emulator's own page paths absolute. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** "/x" becomes "<origin>/x"; absolute URLs stay as they are. */
export function absolute(url: string, origin: string): string {
  return url.startsWith('/') ? `${origin}${url}` : url;
}
