// SPEC §7 "Configuration and auth": preferences, personalisation and modules. Images stay relative (served
// by whichever origin serves the portal); links to other sites and providers are made absolute.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Module, Preferences } from '../../shared/backoffice';
import { MODULES_PATH, PERSONNALISATION_PATH, PREFERENCES_PATH } from '../../shared/http';
import { modules } from '../fixtures/modules';
import { personnalisation } from '../fixtures/personnalisation';
import { preferences } from '../fixtures/preferences';
import { absolute } from '../origin';

export function preferencesFor(origin: string): Preferences {
  const abs = (url: string) => absolute(url, origin);
  return {
    ...preferences,
    footer: {
      ...preferences.footer,
      links: preferences.footer.links.map((l) => ({ ...l, url: abs(l.url) })),
    },
    tpassUrl: abs(preferences.tpassUrl),
    paymentProviderUrl: abs(preferences.paymentProviderUrl),
    paymentProviderMobileUrl: abs(preferences.paymentProviderMobileUrl),
    walletProviderUrl: abs(preferences.walletProviderUrl),
    mobileTicketUrl: abs(preferences.mobileTicketUrl),
    termsUrl: abs(preferences.termsUrl),
    allowedOrigins: [origin, ...preferences.allowedOrigins],
  };
}

export function modulesFor(origin: string): Module[] {
  return modules.map((module) => ({
    ...module,
    external: module.external && { ...module.external, url: absolute(module.external.url, origin) },
  }));
}

export function registerConfigRoutes(app: FastifyInstance, originOf: (request: FastifyRequest) => string) {
  app.get(PREFERENCES_PATH, async (request) => preferencesFor(originOf(request)));
  app.get(PERSONNALISATION_PATH, async () => personnalisation);
  app.get(MODULES_PATH, async (request) => modulesFor(originOf(request)));
}
