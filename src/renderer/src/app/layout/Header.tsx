import { Link, useLocation } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { useAppSelector } from '../hooks';
import { selectLockedModule } from '../appSlice';
import { selectPreferences } from '../config/configSlice';

/** Logo (a link home unless the app is locked onto a module), and the optional banner on home only
 * (SPEC §2 "Home": it is the home page's; repeated on every page it pushed each one down). */
export function Header() {
  const preferences = useAppSelector(selectPreferences);
  const onHome = useLocation().pathname === '/home';
  const locked = useAppSelector(selectLockedModule) !== null;
  const logo = preferences?.logo;
  const banner = preferences?.banner;
  const logoImage = logo ? (
    <img
      className="header__logo"
      src={logo.url}
      alt={locked ? logo.alt : ''}
      width={logo.width}
      height={logo.height}
    />
  ) : null;

  return (
    <header className="header" aria-label={fr.app.headerLabel}>
      <div className="header__bar">
        {logoImage && !locked ? (
          <Link
            to="/home"
            className="header__home"
            aria-label={`${logo?.alt ?? ''} – ${fr.app.logoLinkLabel}`}
          >
            {logoImage}
          </Link>
        ) : (
          logoImage
        )}
      </div>
      {banner && onHome ? (
        <img
          className="header__banner"
          src={banner.url}
          alt={banner.alt}
          title={banner.alt}
          width={banner.width}
          height={banner.height}
        />
      ) : null}
    </header>
  );
}
