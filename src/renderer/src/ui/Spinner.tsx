import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { useCatalog } from '../i18n/language';

/** `routeLoading`: the layout's, while a page's code is on its way (the page, its h1 included, not there
 * yet); marked so that a check of the page (the e2e tests' axe audit) waits for the page itself. */
export function Spinner({ label, routeLoading = false }: { label?: string; routeLoading?: boolean }) {
  const t = useCatalog(fr, en);
  return (
    <div
      className="spinner"
      role="status"
      aria-live="polite"
      data-route-loading={routeLoading ? '' : undefined}
    >
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t.app.loading}</span>
    </div>
  );
}
