// Renderer entry: one store, one HTTP client, one router, the same in the kiosk, at the counter and on the web.
// First import, on purpose: the configuration requests leave before the rest of the entry is evaluated.
import { earlyConfig } from './app/config/startEarlyConfig';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { setHttpClientLoader } from './api/http';
import { appStarted, authFailed } from './app/appSlice';
import { EARLY_CONFIG } from './app/config/configSaga';
import { applyDocumentLanguage, storedLanguage } from './app/languageSaga';
import { storedLockedModule } from './app/modules/moduleSaga';
import { preloadKiosk } from './app/layout/kioskParts';
import { providerUrls } from './app/providerUrls';
import { preloadWhenIdle } from './app/preloadWhenIdle';
import { afterLoadAndIdle } from './app/afterLoad';
import { AppRoutes, createRoutes, KIOSK_JOURNEY_CHUNKS } from './app/routes';
import { loadPwa } from './app/routesChunks';
import { createAppStore } from './app/store';
import { getBridge, platformOf, readDevice } from './platform/bridge';
import './styles.css';

/** How long the first render gives the early answers: enough for answers already in to be read (their
 * promises settle over a few tasks queued behind this entry's first run), so that the first render has
 * the tiles and no second render delays them; a back office still answering gets the shell at once. */
const FIRST_RENDER_GRACE_MS = 100;

async function start(): Promise<void> {
  // A device says whether it is a kiosk or a counter PC before the first screen, so it never flashes the wrong flow.
  const bridge = getBridge();
  const device = await readDevice(bridge);
  const platform = platformOf(bridge, device);
  // The web build's page already says 'web' (vite.web.config.ts): the same value written again restyles
  // the whole page, one more frame before the tiles'.
  if (document.documentElement.dataset.platform !== platform)
    document.documentElement.dataset.platform = platform;
  // Both before the kiosk's first screen, loaded only there (the web's home bundle stays small), side by
  // side (one after the other, the second chunk's request waited for the first's evaluation): the file
  // choosers blocked, the kiosk's layout and stylesheet in (the web layout never flashes).
  if (platform === 'kiosk') {
    const [noFileChooser] = await Promise.all([import('./platform/noFileChooser'), preloadKiosk()]);
    noFileChooser.blockFileChoosers();
  }

  const language = storedLanguage();
  applyDocumentLanguage(language);
  const store = createAppStore(
    { platform, device, lockedModule: storedLockedModule(), language },
    { [EARLY_CONFIG]: earlyConfig },
  );

  // Loaded once something asks (not on /home), after the early token: its calls find it stored.
  setHttpClientLoader(async () => {
    const [{ createApiClient }] = await Promise.all([import('./api/client'), earlyConfig]);
    return createApiClient({
      providerUrls: () => providerUrls(store.getState().config.preferences),
      onAuthFailure: () => store.dispatch(authFailed()),
    });
  });

  const routes = createRoutes(store.runFeatureSaga, { counter: platform === 'counter' });
  store.dispatch(appStarted());
  // The shell (header, heading, the tiles' places) paints without waiting for the back office: only the
  // grace above for answers that are already in.
  await Promise.race([earlyConfig, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_GRACE_MS))]);

  const container = document.getElementById('root');
  if (!container) throw new Error('Élément #root absent de index.html');
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <AppRoutes routes={routes} />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
  if (platform === 'kiosk') preloadWhenIdle(KIOSK_JOURNEY_CHUNKS);
  // Issue 16 "PWA": the service worker and its notices on the web only (no bridge: never in Electron),
  // from their own chunk once the page has loaded (the tiles painted).
  if (!bridge) afterLoadAndIdle(() => void loadPwa().then((pwa) => pwa.default(store)));
}

void start();
