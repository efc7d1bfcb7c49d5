// The back-office emulator: a real HTTP server implementing the operator's back-office contract
// (SPEC §7) over seeded data, built by a factory so tests can start as many as they like.
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAuth } from './auth';
import { registerControl } from './control';
import { registerCsrf } from './csrf';
import { registerErrors } from './errors';
import { FaultTable, registerFaults } from './faults';
import { resolveOptions, type ServerOptions } from './options';
import { requestOrigin } from './origin';
import { registerCardProvider } from './providers/card';
import { registerWalletProvider } from './providers/wallet';
import { registerAddressRoutes } from './routes/address';
import { registerConfigRoutes } from './routes/config';
import { registerOrderRoutes } from './routes/order';
import { registerPaymentRoutes } from './routes/payment';
import { registerShopRoutes } from './routes/shop';
import { registerTripCartRoutes } from './routes/trip-cart';
import { BackOfficeState } from './state/store';
import { registerStatic } from './static';

export type { ServerOptions } from './options';

export async function buildServer(serverOptions: ServerOptions = {}): Promise<FastifyInstance> {
  const options = resolveOptions(serverOptions);
  const app = Fastify({ logger: options.logger, bodyLimit: 12 * 1024 * 1024 });
  await app.register(fastifyCookie);
  registerErrors(app);

  // Hook order matters: injected faults first (even the token route can fail), then CSRF, then auth.
  if (options.control) {
    const faults = new FaultTable();
    registerFaults(app, faults);
    registerControl(app, faults);
  }
  registerCsrf(app);
  registerAuth(app, options);

  registerConfigRoutes(app, requestOrigin);
  const state = new BackOfficeState();
  registerShopRoutes(app, state);
  registerTripCartRoutes(app, state);
  registerAddressRoutes(app, state);
  registerPaymentRoutes(app, state, options.providerSecret);
  registerOrderRoutes(app, state);
  registerCardProvider(app, state, options.providerSecret);
  registerWalletProvider(app, state);
  await registerStatic(app, options);
  return app;
}
