import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { useCatalog } from '../../i18n/language';

/** SPEC §2: the tile width before the modules are known (100 divided by 5). */
const PLACES = 5;

/**
 * Where the tiles will be while the module list is on its way: the page paints its shell before the back
 * office answers, and the tiles then take these places without pushing anything (CLS). Drawn only: hidden
 * from screen readers, which hear the loading state instead; no link, no hover, nothing to tap. Not
 * `.tiles > li`, which means the real tiles (tests and benches wait for them).
 */
export function TilePlaces() {
  const t = useCatalog(fr, en);
  return (
    <div className="tile-places" role="status">
      <span className="visually-hidden">{t.app.loading}</span>
      <ul className="tile-places__list" aria-hidden="true">
        {Array.from({ length: PLACES }, (_, place) => (
          <li key={place} className="tile-place" style={{ width: `${100 / PLACES}%` }}>
            <span className="tile-place__card" />
          </li>
        ))}
      </ul>
    </div>
  );
}
