// The kiosk's footer: the agency of the preferences and, for each of their links (pages of another site),
// a button that opens the document's dialog: no link leaves the app, nothing opens a window. The agency's
// name and address are the back office's, as sent; the usual legal documents are named in English too.
import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectLook } from '../../app/config/configSlice';
import { enKiosk } from '../../i18n/en/kiosk';
import { frKiosk } from '../../i18n/fr/kiosk';
import { useCatalog, useLanguage } from '../../i18n/language';
import { footerLinkLabel } from '../../i18n/backofficeText';

// The dialog's code (react-aria's) comes when a button is pressed, or before, when the kiosk is idle
// (app/routes.tsx, KIOSK_JOURNEY_CHUNKS): loaded with the footer, it cost every cold start ~100 ms at 4×
// CPU before the home screen could show (react-aria asks the browser for its locale data as it loads).
const LegalDocument = lazy(() =>
  import('./LegalDialog').then((module) => ({ default: module.LegalDocument })),
);

function LegalButton({ title }: { title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--secondary kiosk-legal__trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {title}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <LegalDocument title={title} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

export function KioskFooter() {
  const tKiosk = useCatalog(frKiosk, enKiosk);
  const language = useLanguage();
  const footer = useAppSelector(selectLook)?.footer;
  const label = tKiosk.layout.footerLabel;
  if (!footer) return <footer className="footer kiosk-footer" aria-label={label} />;
  return (
    <footer className="footer kiosk-footer" aria-label={label}>
      <address className="kiosk-footer__agency">
        <span className="kiosk-footer__shop">{footer.shopName}</span>
        {footer.lines.map((line) => (
          <span key={line} className="kiosk-footer__line">
            {line}
          </span>
        ))}
      </address>
      {footer.links.length > 0 ? (
        <ul className="kiosk-footer__links" aria-label={tKiosk.layout.footerLinks}>
          {footer.links.map((link) => (
            <li key={link.url}>
              <LegalButton title={footerLinkLabel(link.label, language)} />
            </li>
          ))}
        </ul>
      ) : null}
    </footer>
  );
}
