// The operator's mobile app in both stores (preferences.mobileAppLinks, not in SPEC beyond "store-download
// links"): the official-looking badges, drawn in SVG files of our own, served by our origin. A link is a
// page of its store's site (https, exact origin); missing or not one, the operator's own listing is shown
// (@shared/mobile-app-links).
import { mobileAppLinksOf } from '@shared/mobile-app-links';
import { useAppSelector } from '../../app/hooks';
import { selectPreferences } from '../../app/config/configSlice';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { enAppli } from '../../i18n/en/appli';
import { frAppli } from '../../i18n/fr/appli';
import appStoreBadge from './badges/app-store-fr.svg?no-inline';
import googlePlayBadge from './badges/google-play-fr.svg?no-inline';
import { useCatalog } from '../../i18n/language';

function StoreLink({ href, badge, alt }: { href: string; badge: string; alt: string }) {
  const tShell = useCatalog(fr, en);
  return (
    <li>
      <a href={href} target="_blank" rel="noopener noreferrer">
        <img src={badge} alt={alt} width={135} height={40} />
        <span className="visually-hidden"> {tShell.app.newTabHint}</span>
      </a>
    </li>
  );
}

export function StoreLinks() {
  const t = useCatalog(frAppli, enAppli).stores;
  const { appStore, googlePlay } = mobileAppLinksOf(useAppSelector(selectPreferences)?.mobileAppLinks);
  return (
    <section className="appli-stores" aria-labelledby="appli-magasins">
      <h2 id="appli-magasins">{t.title}</h2>
      <ul className="appli-stores__list">
        <StoreLink href={appStore} badge={appStoreBadge} alt={t.appStore} />
        <StoreLink href={googlePlay} badge={googlePlayBadge} alt={t.googlePlay} />
      </ul>
    </section>
  );
}
