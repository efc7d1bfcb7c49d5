// Renderer entry: one store, one HTTP client, one router, the same in the kiosk, at the counter and on the web.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createApiClient } from './api/client';
import { setHttpClient } from './api/http';
import { appStarted, authFailed } from './app/appSlice';
import { applyDocumentLanguage, storedLanguage } from './app/languageSaga';
import { storedLockedModule } from './app/modules/moduleSaga';
import { preloadKiosk } from './app/layout/kioskParts';
import { setNavigator } from './app/navigation';
import { providerUrls } from './app/providerUrls';
import { createRoutes } from './app/routes';
import { createAppStore } from './app/store';
import { getBridge, platformOf, readDevice } from './platform/bridge';
import './styles.css';

async function start(): Promise<void> {
  // A device says whether it is a kiosk or a counter PC before the first screen, so it never flashes the wrong flow.
  const bridge = getBridge();
  const device = await readDevice(bridge);
  const platform = platformOf(bridge, device);
  document.documentElement.dataset.platform = platform;
  // Installed before the first screen, loaded only where it applies (the web's home bundle stays small).
  if (platform === 'kiosk') (await import('./platform/noFileChooser')).blockFileChoosers();
  // The kiosk's layout and stylesheet are there before its first screen: the web layout never flashes.
  if (platform === 'kiosk') await preloadKiosk();

  const language = storedLanguage();
  applyDocumentLanguage(language);
  const store = createAppStore({ platform, device, lockedModule: storedLockedModule(), language });

  setHttpClient(
    createApiClient({
      providerUrls: () => providerUrls(store.getState().config.preferences),
      onAuthFailure: () => store.dispatch(authFailed()),
    }),
  );

  const router = createBrowserRouter(createRoutes(store.runFeatureSaga));
  setNavigator((to, options) =>
    typeof to === 'number' ? router.navigate(to) : router.navigate(to, options),
  );
  store.dispatch(appStarted());

  const container = document.getElementById('root');
  if (!container) throw new Error('Élément #root absent de index.html');
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}

void start();
