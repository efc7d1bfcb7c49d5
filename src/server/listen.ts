import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from './index';

export interface ListenOptions extends ServerOptions {
  host?: string;
  port?: number;
}

/** Builds the emulator and listens (127.0.0.1 by default: it is never meant to face a network). */
export async function startServer(
  options: ListenOptions = {},
): Promise<{ server: FastifyInstance; url: string }> {
  const { host = '127.0.0.1', port = 5180, ...serverOptions } = options;
  const server = await buildServer(serverOptions);
  await server.listen({ host, port });
  const address = server.server.address();
  const actualPort = address && typeof address === 'object' ? address.port : port;
  const url = `http://${host}:${actualPort}/`;
  return { server, url };
}
