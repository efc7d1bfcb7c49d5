import { Link } from 'react-router-dom';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { useCatalog, useLanguage } from '../../i18n/language';
import { footerLinkLabel } from '../../i18n/backofficeText';
import { useAppSelector } from '../hooks';
import { selectPlatform } from '../appSlice';
import { selectLook, selectPreferencesPending } from '../config/configSlice';
import { frameHref } from '../frameHref';

/** Shop name, address lines and links from the back office's preferences (the usual legal links said in
 * English on an English page, the agency's name and address as sent). */
export function Footer() {
  const t = useCatalog(fr, en);
  const language = useLanguage();
  const footer = useAppSelector(selectLook)?.footer;
  // In Electron (kiosk and counter) a link never replaces the app: the page shows in the frame screen.
  const inApp = useAppSelector(selectPlatform) !== 'web';
  // Not while the preferences are on their way: an empty band at the bottom of the first screen would
  // then jump below the page's content (CLS).
  const pending = useAppSelector(selectPreferencesPending);
  if (!footer && pending) return null;
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
                  <Link to={frameHref(link.url)}>{footerLinkLabel(link.label, language)}</Link>
                ) : (
                  <a href={link.url} rel="noopener noreferrer">
                    {footerLinkLabel(link.label, language)}
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
