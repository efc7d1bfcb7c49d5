import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { useCatalog } from '../../i18n/language';
import { TilePlaces } from './TilePlaces';

/**
 * The web home before its modules: heading and the tiles' places, painted at once, in a main landmark of
 * its own while the layout's <main> is hidden. The banner and the menu come with the answers and push the
 * page down: that counts as a layout shift only for a box that had painted (CLS), so this shell goes and
 * the page then paints in the layout's <main>, shown from then on.
 */
export function HomeShell() {
  const t = useCatalog(fr, en);
  return (
    <main className="layout__main" aria-label={t.app.mainLabel} aria-busy="true">
      <section className="page home">
        <h1 className="visually-hidden">{t.home.title}</h1>
        <TilePlaces />
      </section>
    </main>
  );
}
