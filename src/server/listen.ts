import type { FastifyInstance } from 'fastify';
import { buildProviders, buildServer, type ServerOptions } from './index';
import { createOnboardClearing } from './onboard/clearing';
import { listenerHostnames } from './request-host';

export interface ListenOptions extends ServerOptions {
  host?: string;
  /** The back office's port (5180 by default; 0: a free one). */
  port?: number;
  /** The providers' port: port + 1 by default, or a free one when port is 0. */
  providersPort?: number;
  /** Called with the back office before it listens, for what a caller adds to it (the bench's floor
   * page, bench/floor/serve.ts): a Fastify instance takes no plugin once it listens. */
  beforeListen?: (server: FastifyInstance) => Promise<void>;
}

export interface StartedServer {
  /** The back office; closing it closes the providers' listener too. */
  server: FastifyInstance;
  providers: FastifyInstance;
  url: string;
  providersUrl: string;
  close(): Promise<void>;
}

const urlOf = (app: FastifyInstance, host: string) => {
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('Adresse d’écoute inconnue.');
  return `http://${host}:${address.port}/`;
};

/** Builds the emulator and the providers' stand-ins and listens, each on its own port (127.0.0.1 by
 * default: they are never meant to face a network). Both start and close together. */
export async function startServer(options: ListenOptions = {}): Promise<StartedServer> {
  const { host = '127.0.0.1', port = 5180, providersPort, beforeListen, ...serverOptions } = options;
  // One key for both sides, as a merchant and its provider share theirs.
  const providerSecret = serverOptions.providerSecret ?? crypto.getRandomValues(new Uint8Array(64));
  // One contactless clearing for both: the provider lists a card's taps, the back office their orders.
  const onboardClearing =
    serverOptions.onboardClearing ?? createOnboardClearing(serverOptions.now ?? (() => new Date()));
  // Known once the back office listens; the providers need it only when a customer pays.
  let backofficeUrl = '';
  const hostnames = listenerHostnames(host);
  const providers = await buildProviders({
    hostnames,
    providerSecret,
    backofficeUrl: () => backofficeUrl,
    assetsDir: serverOptions.assetsDir,
    control: serverOptions.control,
    now: serverOptions.now,
    onboardClearing,
    http: serverOptions.http,
    trustedProxies: serverOptions.trustedProxies,
    logger: serverOptions.logger,
  });
  await providers.listen({ host, port: providersPort ?? (port === 0 ? 0 : port + 1) });
  const providersUrl = urlOf(providers, host);
  try {
    const server = await buildServer({
      hostnames,
      ...serverOptions,
      providerSecret,
      providersUrl,
      onboardClearing,
    });
    server.addHook('onClose', async () => {
      await providers.close();
    });
    await beforeListen?.(server);
    await server.listen({ host, port });
    backofficeUrl = urlOf(server, host);
    return { server, providers, url: backofficeUrl, providersUrl, close: () => server.close() };
  } catch (error) {
    await providers.close();
    throw error;
  }
}
