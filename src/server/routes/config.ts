// SPEC §7 "Configuration and auth": preferences, personalisation and modules. Images stay relative (served
// by whichever origin serves the portal); links to other sites are made absolute: the network's own
// pages on the back office's origin, the providers' services on the providers' origin.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Module, Preferences } from '../../shared/backoffice';
import { MODULES_PATH, PERSONNALISATION_PATH, PREFERENCES_PATH } from '../../shared/http';
import { modules } from '../fixtures/modules';
import { personnalisation } from '../fixtures/personnalisation';
import { preferences } from '../fixtures/preferences';
import { absolute, requestOrigin } from '../origin';
import { originAsSeenBy, PROVIDERS_PREFIX } from '../providers/origins';

/** The two origins a client sees: the back office (and web portal) it called, and the providers'. */
export interface Origins {
  portal: string;
  providers: string;
}

/** The origins of this client: the one it used to reach us, and the providers' under the same host name. */
export function originsOf(request: FastifyRequest, providersUrl: string): Origins {
  return { portal: requestOrigin(request), providers: originAsSeenBy(providersUrl, request) };
}

/** "/fournisseur/…" on the providers' origin, other "/…" paths on the portal's; absolute URLs as they are. */
export function absoluteFor(url: string, origins: Origins): string {
  return absolute(url, url.startsWith(PROVIDERS_PREFIX) ? origins.providers : origins.portal);
}

export function preferencesFor(origins: Origins): Preferences {
  const abs = (url: string) => absoluteFor(url, origins);
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
    allowedOrigins: [...new Set([origins.portal, origins.providers, ...preferences.allowedOrigins])],
  };
}

export function modulesFor(origins: Origins): Module[] {
  return modules.map((module) => ({
    ...module,
    external: module.external && { ...module.external, url: absoluteFor(module.external.url, origins) },
  }));
}

export function registerConfigRoutes(app: FastifyInstance, providersUrl: string) {
  app.get(PREFERENCES_PATH, async (request) => preferencesFor(originsOf(request, providersUrl)));
  app.get(PERSONNALISATION_PATH, async () => personnalisation);
  app.get(MODULES_PATH, async (request) => modulesFor(originsOf(request, providersUrl)));
}
