import { Link } from 'react-router-dom';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { useCatalog } from '../../i18n/language';
import { useAppSelector } from '../hooks';
import { selectPlatform } from '../appSlice';
import { selectLook } from '../config/configSlice';
import { frameHref } from '../frameHref';

/** Shop name, address lines and links from the back office's preferences. */
export function Footer() {
  const t = useCatalog(fr, en);
  const footer = useAppSelector(selectLook)?.footer;
  // In Electron (kiosk and counter) a link never replaces the app: the page shows in the frame screen.
  const inApp = useAppSelector(selectPlatform) !== 'web';
  if (!footer) return <footer className="footer" aria-label={t.app.footerLabel} />;
  return (
    <footer className="footer" aria-label={t.app.footerLabel}>
      <p className="footer__shop">{footer.shopName}</p>
      <address className="footer__address">
        {footer.lines.map((line) => (
          <span key={line} className="footer__line">
            {line}
          </span>
        ))}
      </address>
      {footer.links.length > 0 ? (
        <nav aria-label={t.footer.linksLabel}>
          <ul className="footer__links">
            {footer.links.map((link) => (
              <li key={link.url}>
                {inApp ? (
                  <Link to={frameHref(link.url)}>{link.label}</Link>
                ) : (
                  <a href={link.url} rel="noopener noreferrer">
                    {link.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </footer>
  );
}
