import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { useCatalog } from '../../i18n/language';

/** The kiosk's out-of-service screen (main's static page says the same), shown before any selection while
 * the payment terminal cannot be reached; it goes once main's readiness finds the terminal again. */
export function OutOfService() {
  const t = useCatalog(fr, en);
  return (
    <section className="page home home--out-of-service" role="alert">
      <h1>{t.home.outOfService.title}</h1>
      <p>{t.home.outOfService.incident}</p>
      <p>{t.home.outOfService.elsewhere}</p>
    </section>
  );
}
