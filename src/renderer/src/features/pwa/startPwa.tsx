// The web portal as an installable app (issue 16 "PWA"), started by main.tsx on the web only, after the
// first render, from its own chunk (workbox-window stays out of home's bundle): its slice and saga, and
// its notices in a root of their own before the app's, like a snackbar's container.
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import type { AppStore } from '../../app/store';
import { pwaSaga } from './pwaSaga';
import { PwaNotices } from './PwaNotices';

export default function startPwa(store: AppStore): void {
  store.runFeatureSaga('pwa', pwaSaga);
  const container = document.createElement('div');
  document.body.prepend(container);
  createRoot(container).render(
    <Provider store={store}>
      <PwaNotices />
    </Provider>,
  );
}
