import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildServer, type ServerOptions } from '../../../src/server';

export const secret = new TextEncoder().encode('cle-de-test-de-32-octets-minimum!!');

export async function server(options: ServerOptions = {}): Promise<FastifyInstance> {
  const app = await buildServer({ jwtSecret: secret, ...options });
  await app.ready();
  return app;
}

export async function tokenOf(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/jwttoken/generate' });
  return (response.json() as { id_token: string }).id_token;
}

/** Cookie value set by a response, by name. */
export function cookieOf(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((c) => c.name === name)?.value;
}

/** A visitor of the portal: its bearer and CSRF pair, and calls that carry them. */
export async function visitor(app: FastifyInstance) {
  const first = await app.inject({ method: 'GET', url: '/api/jwttoken/generate' });
  const csrf = cookieOf(first, 'XSRF-TOKEN')!;
  const headers = { authorization: `Bearer ${await tokenOf(app)}`, 'x-xsrf-token': csrf };
  const cookies = { 'XSRF-TOKEN': csrf };
  return {
    get: (url: string) => app.inject({ method: 'GET', url, headers, cookies }),
    post: (url: string, payload?: object) => app.inject({ method: 'POST', url, headers, cookies, payload }),
    put: (url: string) => app.inject({ method: 'PUT', url, headers, cookies }),
  };
}

export type Visitor = Awaited<ReturnType<typeof visitor>>;
