// Issue 27 §3: the worker keeps the code of the routes a customer opened, not of every route. Offline, a
// route never opened cannot load its chunk: the page says what the portal says offline, inside the
// layout (header, menu, the notices), instead of the router's English error screen. Any other error is
// not this one's to explain: it goes on to the router.
import { useRouteError } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectLanguage } from '../../app/appSlice';
import { enPwa } from '../../i18n/en/pwa';
import { frPwa } from '../../i18n/fr/pwa';
import { pick } from '../../i18n/language';
import { Alert } from '../../ui/Alert';

/** A route's chunk that did not come: the browser's failed dynamic import (each words it its own way),
 * or Vite's preload of the chunk's CSS. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
  );
}

export function RouteUnavailable() {
  const error = useRouteError();
  const t = pick(useAppSelector(selectLanguage), frPwa, enPwa);
  if (!isChunkLoadError(error)) throw error;
  return (
    <section className="page">
      <h1>{t.routeUnavailable}</h1>
      <Alert tone="error">{t.unreachable}</Alert>
    </section>
  );
}
