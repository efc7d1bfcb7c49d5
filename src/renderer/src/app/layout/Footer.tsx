import { Link } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { useAppSelector } from '../hooks';
import { selectPlatform } from '../appSlice';
import { selectLook } from '../config/configSlice';
import { frameHref } from '../frameHref';

/** Shop name, address lines and links from the back office's preferences. */
export function Footer() {
  const footer = useAppSelector(selectLook)?.footer;
  // In Electron (kiosk and counter) a link never replaces the app: the page shows in the frame screen.
  const inApp = useAppSelector(selectPlatform) !== 'web';
  if (!footer) return <footer className="footer" aria-label={fr.app.footerLabel} />;
  return (
    <footer className="footer" aria-label={fr.app.footerLabel}>
      <p className="footer__shop">{footer.shopName}</p>
      <address className="footer__address">
        {footer.lines.map((line) => (
          <span key={line} className="footer__line">
            {line}
          </span>
        ))}
      </address>
      {footer.links.length > 0 ? (
        <nav aria-label={fr.footer.linksLabel}>
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
