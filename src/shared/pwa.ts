// The web portal as an installable app (issue 16 "PWA"): where its service worker and manifest are
// served, its colours and icons. Used by the web build (vite.web.config.ts), the icon script, the renderer
// that registers the worker, and the tests. Imports nothing: the renderer's pwa chunk takes SW_URL from
// here without pulling anything into home's bundle.
/** At the site root, so the worker's scope is the whole portal. */
export const SW_URL = '/sw.js';
export const MANIFEST_URL = '/manifest.webmanifest';

/** The portal's blue (styles.css --blue, index.html's theme-color) and its paper white. */
export const THEME_COLOR = '#0b4f8a';
export const BACKGROUND_COLOR = '#ffffff';

export interface PwaIcon {
  file: string;
  size: number;
  purpose: 'any' | 'maskable';
}

/** Drawn from resources/icon.svg by scripts/pwa-icons.ts into resources/pwa/, served under /icons/. */
export const PWA_ICONS: readonly PwaIcon[] = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
];
export const ICONS_DIR = 'icons';
