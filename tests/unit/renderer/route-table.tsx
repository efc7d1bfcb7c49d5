// The app's route table in a memory router, as main.tsx shows it in the browser's: its bridge hands the
// sagas the router's navigate. `router` reads the location on screen and navigates the router itself
// (a test that mocks app/navigation still moves it).
import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { AppRoutes, createRoutes } from '../../../src/renderer/src/app/routes';
import { shownLocation } from '../../../src/renderer/src/app/shownLocation';
import type { AppStore } from '../../../src/renderer/src/app/store';

let routerNavigate: NavigateFunction | null = null;

function TestNavigator() {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    routerNavigate = navigate;
  }, [navigate]);
  return null;
}

export const testRouter = {
  get state() {
    return { location: shownLocation() ?? { pathname: '', search: '', key: '' } };
  },
  /** Inside act(), React commits the page once act's callback has returned. */
  navigate: (to: string) => {
    void routerNavigate?.(to);
  },
};

export function renderRouteTable(store: AppStore, path: string) {
  const routes = createRoutes(store.runFeatureSaga);
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <TestNavigator />
        <AppRoutes routes={routes} />
      </MemoryRouter>
    </Provider>,
  );
  return { router: testRouter, ...view };
}
