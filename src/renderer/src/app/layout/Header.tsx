import { Link } from 'react-router-dom';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { useCatalog } from '../../i18n/language';
import { useAppDispatch, useAppSelector } from '../hooks';
import { selectLockedModule, selectPlatform, sessionResetRequested } from '../appSlice';
import { selectLook } from '../config/configSlice';
import { HomeBanner } from './HomeBanner';
import { TILL_PATH } from '../tillPath';
import { LanguageSwitch } from './LanguageSwitch';

/** Logo (a link home unless the app is locked onto a module), the language switch, the counter's 'Client
 * suivant', and the optional banner on home only. */
export function Header() {
  const t = useCatalog(fr, en);
  const dispatch = useAppDispatch();
  const counter = useAppSelector(selectPlatform) === 'counter';
  const look = useAppSelector(selectLook);
  const locked = useAppSelector(selectLockedModule) !== null;
  const logo = look?.logo;
  // Lazy, as the banner (HomeBanner): its SVG is parsed once the page's text has painted.
  const logoImage = logo ? (
    <img
      loading="lazy"
      className="header__logo"
      src={logo.url}
      alt={locked ? logo.alt : ''}
      width={logo.width}
      height={logo.height}
    />
  ) : null;

  return (
    <header className="header" aria-label={t.app.headerLabel}>
      <div className="header__bar">
        {logoImage && !locked ? (
          <Link
            to="/home"
            className="header__home"
            aria-label={`${logo?.alt ?? ''} – ${t.app.logoLinkLabel}`}
          >
            {logoImage}
          </Link>
        ) : (
          logoImage
        )}
        <LanguageSwitch />
        {/* A native button: react-aria's would weigh on home's bundle, and this one needs nothing more. */}
        {counter ? (
          <Link className="button button--secondary header__till" to={TILL_PATH}>
            {t.app.till}
          </Link>
        ) : null}
        {counter ? (
          <button
            type="button"
            className="button header__next-customer"
            onClick={() => dispatch(sessionResetRequested())}
          >
            {t.app.nextCustomer}
          </button>
        ) : null}
      </div>
      <HomeBanner className="header__banner" />
    </header>
  );
}
