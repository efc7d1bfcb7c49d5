// Renders the real route table in a memory router with a real store (no HTTP unless a test starts it).
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../../../src/renderer/src/app/routes';
import { createAppStore } from '../../../src/renderer/src/app/store';
import type { AppState } from '../../../src/renderer/src/app/appSlice';

export function renderApp(path: string, app: Partial<AppState> = {}) {
  const store = createAppStore(app);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, ...view };
}
