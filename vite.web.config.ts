// The web portal (PWA) build: same renderer, served by the back office (or its emulator) at the site root.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compressedCopies } from './scripts/compressed-copies.ts';
import { earlyScript } from './scripts/early-script.ts';
import { shellFiles } from './scripts/shell-files.ts';
import { FR_SHELL } from './src/renderer/src/i18n/fr/shellTexts.ts';
import { frPwa } from './src/renderer/src/i18n/fr/pwa.ts';
import { NAVIGATE_FALLBACK_ALLOWLIST } from './src/shared/pwa-navigation.ts';
import {
  BACKGROUND_COLOR,
  ICONS_DIR,
  MANIFEST_URL,
  PWA_ICONS,
  SW_URL,
  THEME_COLOR,
} from './src/shared/pwa.ts';
import { rendererAlias, rendererConfig } from './vite.renderer.config.ts';

export const webOutDir = resolve(import.meta.dirname, 'out/web');
const packageVersion = (
  JSON.parse(readFileSync(resolve(import.meta.dirname, 'package.json'), 'utf8')) as { version: string }
).version;

/** The install icons (scripts/pwa-icons.ts draws them), in the web build only: Electron installs nothing. */
function pwaIcons(): Plugin {
  return {
    name: 'portail-pwa-icons',
    apply: 'build',
    generateBundle() {
      for (const icon of PWA_ICONS)
        this.emitFile({
          type: 'asset',
          fileName: `${ICONS_DIR}/${icon.file}`,
          source: readFileSync(resolve(import.meta.dirname, 'resources/pwa', icon.file)),
        });
    },
  };
}

/** Which build a page comes from (support, and the e2e test of an update: PORTAIL_VERSION gives a second
 * build its own). In index.html, so it costs home's JavaScript nothing; a new value is a new precache. */
function versionMeta(): Plugin {
  const version = process.env.PORTAIL_VERSION ?? packageVersion;
  return {
    name: 'portail-version',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'portail-version', content: version }, injectTo: 'head' },
    ],
  };
}

/** The page's description for search engines (Lighthouse's SEO audit asks for one): the manifest's, one
 * French text for both. Web only: nothing indexes the kiosk. */
function descriptionMeta(): Plugin {
  return {
    name: 'portail-description',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { name: 'description', content: frPwa.manifest.description },
        injectTo: 'head',
      },
    ],
  };
}

/** The root element of index.html, which the first render replaces. */
const ROOT = '<div id="root"></div>';
/** index.html's root element: the web build adds the platform to it. */
const HTML_TAG = '<html lang="fr">';

/**
 * A page in the HTML itself (issue 27 §2): the header's bar and 'Chargement en cours…' (and the page's
 * heading for screen readers) paint as soon as the stylesheet is in, long before the entry has
 * downloaded, compiled and rendered (a blank page for a second on a slow phone otherwise). React's first
 * render replaces it (createRoot clears #root): the bar has the header's height, so nothing moves. Plain
 * markup, no script, no inline style (CSP). Web only: the kiosk's layout is another, never to flash.
 */
function staticShell(): Plugin {
  const markup =
    '<div id="root"><div class="layout">' +
    '<header class="header"><div class="header__bar"></div></header>' +
    '<main class="layout__main">' +
    `<h1 class="visually-hidden">${FR_SHELL.documentTitle}</h1>` +
    `<p class="page-loading" role="status">${FR_SHELL.loading}</p>` +
    '</main>' +
    '</div></div>';
  return {
    name: 'portail:static-shell',
    transformIndexHtml(html) {
      if (!html.includes(ROOT))
        throw new Error(`index.html sans ${ROOT} : la page statique n’a pas de place.`);
      if (!html.includes(HTML_TAG))
        throw new Error(`index.html sans ${HTML_TAG} : la plateforme de la page n’a pas de place.`);
      // The web's platform said by the page itself, so the entry has nothing to write on <html> (main.tsx).
      return html.replace(HTML_TAG, '<html lang="fr" data-platform="web">').replace(ROOT, markup);
    },
  };
}

/**
 * The service worker and the manifest (issue 16 "PWA"), in this build only: the Electron renderer build
 * (electron.vite.config.ts) has neither, and the renderer registers nothing under a bridge either.
 * The page registers the worker itself (features/pwa, SPEC §4: when stable or after 30 s), so nothing is
 * injected. 'prompt': a new version waits until the page has said 'Actualisation de la page...' and asks
 * it to take over, then the page reloads (no skipWaiting, no clientsClaim: a page never changes worker
 * behind its back, and the first visit stays on the network until its next navigation).
 */
const shell = shellFiles();
const pwa = VitePWA({
  injectRegister: false,
  registerType: 'prompt',
  filename: SW_URL.slice(1),
  manifestFilename: MANIFEST_URL.slice(1),
  manifest: {
    name: frPwa.manifest.name,
    short_name: frPwa.manifest.shortName,
    description: frPwa.manifest.description,
    lang: 'fr',
    dir: 'ltr',
    id: '/',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: PWA_ICONS.map((icon) => ({
      src: `/${ICONS_DIR}/${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  },
  workbox: {
    // The shell only (issue 27 §3: a first visit downloaded every route's code, 1 Mo): index.html, the
    // files at the root and the chunks /home loads (scripts/shell-files.ts). Not the QR reader's
    // WebAssembly (1 Mo, fetched only by a browser without BarcodeDetector), nor the build's own manifest,
    // nor the compressed copies. (The web manifest is added by the plugin itself.)
    globPatterns: ['**/*.{js,css,html,svg,png}'],
    globIgnores: ['.vite/**'],
    manifestTransforms: [shell.transform],
    // Vite's hashes are in the file names: no revision query needed for them.
    dontCacheBustURLsMatching: /^assets\//,
    // The shell answers a navigation only to a page of the portal's route table (issue 23 item 5: a list
    // of what is not the portal forgot the emulator's mailbox); anything else goes to the network.
    navigateFallback: '/index.html',
    navigateFallbackAllowlist: [...NAVIGATE_FALLBACK_ALLOWLIST],
    // A route's code is kept once a page under the worker has loaded it, so the routes a customer opened
    // open offline too (issue 16): the hashed files of /assets/ on the portal's origin, from the cache
    // first (a hash never changes its bytes), a bounded number for a bounded time. Nothing else: the
    // back office (every /…/api/ call), the emulator's pages and the providers' origin are never cached.
    runtimeCaching: [
      {
        urlPattern: ({ sameOrigin, url }) =>
          sameOrigin && /^\/assets\/[^/]+-[\w-]{8}\.(?:js|css|svg|png|webp|woff2)$/.test(url.pathname),
        handler: 'CacheFirst',
        options: {
          cacheName: 'portail-chunks',
          expiration: { maxEntries: 120, maxAgeSeconds: 90 * 24 * 3600, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
    cleanupOutdatedCaches: true,
    skipWaiting: false,
    clientsClaim: false,
  },
});

export default defineConfig(
  mergeConfig(rendererConfig, {
    base: '/',
    // The compressed copies last: after the service worker is written (vite-plugin-pwa's closeBundle).
    plugins: [
      pwaIcons(),
      versionMeta(),
      descriptionMeta(),
      staticShell(),
      shell.plugin,
      pwa,
      earlyScript(rendererAlias),
      compressedCopies(),
    ],
    build: {
      outDir: webOutDir,
      emptyOutDir: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // What the entry imports statically ships in the entry chunk (as Rollup did): Rolldown can split a
              // common chunk out of it (rolldown#10731), one more request and ~0.6 Ko of gzip for home.
              { name: 'index', tags: ['$initial'], priority: 1 },
            ],
          },
        },
      },
    },
  }),
);
