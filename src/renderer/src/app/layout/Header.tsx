import { Link } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { useAppSelector } from '../hooks';
import { selectLockedModule } from '../appSlice';
import { selectLook } from '../config/configSlice';
import { HomeBanner } from './HomeBanner';

/** Logo (a link home unless the app is locked onto a module), and the optional banner on home only. */
export function Header() {
  const look = useAppSelector(selectLook);
  const locked = useAppSelector(selectLockedModule) !== null;
  const logo = look?.logo;
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
      <HomeBanner className="header__banner" />
    </header>
  );
}
