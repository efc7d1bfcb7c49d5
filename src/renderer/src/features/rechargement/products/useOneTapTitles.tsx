// The kiosk sells one title per tap (title cards with 'Acheter'); 'Plusieurs titres' brings back SPEC's
// quantities and 'Valider' (issue 24 item 2). The web and the counter keep the quantities.
import { useState, type ReactNode } from 'react';
import { selectPlatform } from '../../../app/appSlice';
import { useAppSelector } from '../../../app/hooks';
import { enRechargement } from '../../../i18n/en/rechargement';
import { frRechargement } from '../../../i18n/fr/rechargement';
import { useCatalog } from '../../../i18n/language';

/** `oneTap`: show the title cards; `toggle`: the kiosk's 'Plusieurs titres' button (null elsewhere). */
export function useOneTapTitles(): { oneTap: boolean; toggle: ReactNode } {
  const t = useCatalog(frRechargement, enRechargement).products;
  const kiosk = useAppSelector(selectPlatform) === 'kiosk';
  const [several, setSeveral] = useState(false);
  const toggle = kiosk ? (
    <button
      type="button"
      className="button button--secondary"
      aria-pressed={several}
      onClick={() => setSeveral(!several)}
    >
      {t.several}
    </button>
  ) : null;
  return { oneTap: kiosk && !several, toggle };
}
