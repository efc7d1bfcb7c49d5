import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { useCatalog } from '../../i18n/language';
import { TilePlaces } from './TilePlaces';

/**
 * The web home before its modules: heading and the tiles' places, painted at once. The layout puts it
 * beside an empty <main>, not in it: the banner and the menu come with the answers and push <main> down,
 * which counts as a layout shift only if <main> had painted something (CLS); this shell goes instead,
 * and the page then paints in <main> where it belongs.
 */
export function HomeShell() {
  const t = useCatalog(fr, en);
  return (
    <div className="layout__main">
      <section className="page home">
        <h1 className="visually-hidden">{t.home.title}</h1>
        <TilePlaces />
      </section>
    </div>
  );
}
