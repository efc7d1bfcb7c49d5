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
