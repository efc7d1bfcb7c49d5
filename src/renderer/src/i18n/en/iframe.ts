// English strings of the frame screen, twin of fr/iframe.ts.
import type { Catalog } from '../catalog';
import type { frIframe } from '../fr/iframe';

export const enIframe: Catalog<typeof frIframe> = {
  title: 'On-board payment receipts',
  frameTitle: 'On-board payments lookup service',
  loadError: 'The requested URL could not be loaded.',
};
