// The back-office emulator: a real HTTP server implementing the operator's back-office contract
// (SPEC §7) over seeded data, built by a factory so tests can start as many as they like. The
// providers' stand-ins are another factory (buildProviders), for a listener of their own.
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAuth } from './auth';
import { registerControl, registerLookupReset } from './control';
import { registerJsonCompression } from './compression';
import { registerCsrf } from './csrf';
import { frameworkErrors, registerErrors } from './errors';
import { FaultTable, registerFaults } from './faults';
import { Fleet } from './fleet/fleet';
import { registerFleetPage } from './fleet/page';
import { registerDemoKioskPage } from './demo-kiosk/page';
import { registerFleetReceiver } from './fleet/receiver';
import { guardHttpServer, httpServerOptions } from './http-server';
import { registerForms } from './forms';
import { registerDeviceControl } from './kiosk/device-control';
import { DeviceRegistry } from './kiosk/devices';
import { registerTerminalOutcomeRoute } from './kiosk/outcome';
import { registerOutcomeControl } from './kiosk/outcome-control';
import { resolveOptions, type ServerOptions } from './options';
import { routedPath, takesFormBody } from './paths';
import { createOnboardClearing } from './onboard/clearing';
import { CardHolderSetting, registerCardHolderControl } from './providers/card-holder';
import { registerFormBody } from './providers/form-body';
import { registerNotificationRoute } from './providers/notification';
import { CardRegistry } from './reload/cards';
import { parisDay } from './reload/days';
import { loadOntoCards } from './reload/fulfilment';
import type { ReloadContext } from './reload/offer';
import { registerAddressRoutes } from './routes/address';
import { registerConfigRoutes } from './routes/config';
import { registerOnboardRoutes } from './routes/onboard';
import { registerOrderRoutes } from './routes/order';
import { registerOrderSaveRoute } from './routes/order-save';
import { registerPaymentRoutes } from './routes/payment';
import { registerPaymentStateRoutes } from './routes/payment-state';
import { registerReloadRoutes } from './routes/reload';
import { registerReservationRoutes } from './routes/reservation';
import { reservationContext } from './reservation/context';
import { registerReservationControl } from './reservation/control';
import { seedDemoReservations } from './reservation/demo';
import { registerPaidReservation } from './reservation/paid';
import { sellSeats } from './reservation/sale';
import { registerRequestChecks } from './request-checks';
import { registerShopRoutes } from './routes/shop';
import { registerTopologyRoutes } from './routes/topology';
import { registerTripCartRoutes } from './routes/trip-cart';
import { SessionStore } from './state/session-store';
import { registerStatic } from './static';
import { AttemptThrottle, clientOf, LookupGuard } from './throttle';
import { trustProxyOf } from './trusted-proxies';

export type { ServerOptions } from './options';
export { buildProviders, type ProvidersOptions } from './providers';

export async function buildServer(serverOptions: ServerOptions = {}): Promise<FastifyInstance> {
  const options = resolveOptions(serverOptions);
  const app = Fastify({
    logger: options.logger,
    bodyLimit: 12 * 1024 * 1024,
    frameworkErrors,
    ...httpServerOptions(options.http),
    trustProxy: trustProxyOf(options.trustedProxies),
  });
  guardHttpServer(app.server, options.http);
  await app.register(fastifyCookie);
  await registerJsonCompression(app);
  registerErrors(app);
  registerRequestChecks(app, options.hostnames);
  const devices = new DeviceRegistry(options.devices, options.counters);
  const cardHolder = new CardHolderSetting(options.cardHolderField);
  // One throttle for the look-ups on customer data: a kiosk is counted by its device id, others by address.
  const lookups = new LookupGuard(
    new AttemptThrottle(options.now),
    clientOf((request) => devices.deviceOf(request)),
  );

  // Hook order matters: injected faults first (even the token route can fail), then CSRF, then auth.
  if (options.control) {
    const faults = new FaultTable();
    registerFaults(app, faults);
    registerControl(app, faults);
    registerDeviceControl(app, devices);
    registerCardHolderControl(app, cardHolder);
    registerLookupReset(app, lookups.throttle);
  }
  registerCsrf(app);
  registerAuth(app, options);

  registerConfigRoutes(app, options.providersUrl);
  // Visitor sessions in memory; orders in one table (the provider notifies by order reference).
  const store = new SessionStore(undefined, options.now);
  // Cards are the network's, not a visitor's: a paid reload is on the card for every later lookup.
  const reload: ReloadContext = { cards: new CardRegistry(), today: () => parisDay(options.now()) };
  store.onPaid((order) => loadOntoCards(reload.cards, order));
  // Seats and reservation orders are the network's too: a paid seat is taken once, for every visitor.
  const reservation = reservationContext(options.now);
  const demoDay = seedDemoReservations(reservation);
  // Issue 23: a saved order holds its seats, a payment sells them or makes the order one to refund, an
  // order ended unpaid gives them back.
  store.checkSalesWith((order) => sellSeats(reservation, order));
  store.onEnded((order) => reservation.quotas.holds.release(order.id));
  store.onPaid((order) => registerPaidReservation(reservation, order));
  if (options.control) registerReservationControl(app, store, reservation, demoDay);
  registerTopologyRoutes(app);
  registerReservationRoutes(app, store, reservation, lookups);
  registerReloadRoutes(app, store, reload, lookups);
  registerShopRoutes(app, store, reload);
  registerTripCartRoutes(app, store, reload, reservation);
  registerAddressRoutes(app, store);
  registerOrderSaveRoute(app, store, options.now, devices, reservation);
  registerPaymentRoutes(app, store, options, devices, cardHolder);
  registerPaymentStateRoutes(app, store, options);
  registerOrderRoutes(app, store);
  // The network's contactless clearing: shared with the providers' listener when startServer builds both.
  registerOnboardRoutes(app, {
    store,
    clearing: options.onboardClearing ?? createOnboardClearing(options.now),
    now: options.now,
    lookups,
  });
  registerFormBody(app, (request) => takesFormBody(routedPath(request.url)));
  registerNotificationRoute(app, store, options.providerSecret);
  registerTerminalOutcomeRoute(app, store, devices);
  if (options.control) registerOutcomeControl(app, store);
  // Issue 25 §3: the kiosks' health, over OTLP/HTTP, for the fleet page.
  const fleet = new Fleet(options.now);
  registerFleetReceiver(app, devices, fleet, options.now);
  registerFleetPage(app, devices, fleet, options.now);
  // Issue 25 §4: the demo kiosk, when `npm start` runs one beside the emulator.
  if (options.demoKiosk) registerDemoKioskPage(app, options.demoKiosk);
  registerForms(app, options);
  await registerStatic(app, options);
  return app;
}
