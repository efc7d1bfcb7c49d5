// The kiosk's header: the network's logo and 'Accueil', nothing else (no web menu). A module lock hides
// 'Accueil' as it hides the web menu (SPEC §2 "Home"). The banner shows on the home page only.
import { Link, useLocation } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { frKiosk } from '../../i18n/fr/kiosk';
import { useAppSelector } from '../../app/hooks';
import { selectLockedModule } from '../../app/appSlice';
import { selectLook } from '../../app/config/configSlice';
import { HomeBanner } from '../../app/layout/HomeBanner';

export function KioskHeader() {
  const look = useAppSelector(selectLook);
  const locked = useAppSelector(selectLockedModule) !== null;
  const home = useLocation().pathname === '/home';
  const logo = look?.logo;
  return (
    <header className="header kiosk-header" aria-label={frKiosk.layout.headerLabel}>
      <div className="kiosk-header__bar">
        {logo ? (
          <img
            className="kiosk-header__logo"
            src={logo.url}
            alt={logo.alt}
            width={logo.width}
            height={logo.height}
          />
        ) : null}
        {locked ? null : (
          <Link to="/home" className="button kiosk-header__home" aria-current={home ? 'page' : undefined}>
            {fr.app.home}
          </Link>
        )}
      </div>
      <HomeBanner className="kiosk-header__banner" />
    </header>
  );
}
