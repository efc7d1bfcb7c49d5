// English strings of the web portal as an app, twin of fr/pwa.ts. The manifest stays French (the
// operator's default language; a manifest has one language); the notices follow the chosen language.
import type { Catalog } from '../catalog';
import type { frPwa } from '../fr/pwa';

export const enPwa: Catalog<typeof frPwa> = {
  manifest: {
    name: 'Online sales portal',
    shortName: 'Portal',
    description: 'Buy your travel tickets, top up your card and book your journeys, on your phone too.',
  },
  updateReady: 'A new version of the portal is ready: it will apply when you next change page.',
  updateNow: 'Update now',
  updating: 'Refreshing the page...',
  unreachable: 'The service cannot be reached at the moment. Check your connection and try again.',
  routeUnavailable: 'Page unavailable',
};
