// A document of another site on the kiosk (legal notice, terms of sale, contact page): the kiosk opens no
// window and leaves the app for no other site, so its button opens an in-app dialog that names the document
// and says where to read it: the network's website and the commercial agency of the preferences' footer.
import {
  Button,
  Dialog,
  DialogTrigger,
  Heading,
  I18nProvider,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { enKiosk } from '../../i18n/en/kiosk';
import { frKiosk } from '../../i18n/fr/kiosk';
import { useAppSelector } from '../../app/hooks';
import { selectPreferences } from '../../app/config/configSlice';
import { useCatalog, useLocale } from '../../i18n/language';

/** The dialog itself, closed by its button, by a tap outside or by Escape. */
function LegalModal({ title }: { title: string }) {
  const t = useCatalog(frKiosk, enKiosk).layout;
  const footer = useAppSelector(selectPreferences)?.footer;
  return (
    <Modal className="kiosk-modal__box">
      <Dialog className="kiosk-dialog">
        {({ close }) => (
          <>
            <Heading slot="title" className="kiosk-dialog__title">
              {title}
            </Heading>
            <p>{t.elsewhere}</p>
            {footer?.shopName ? (
              <div className="kiosk-dialog__agency">
                <p className="kiosk-dialog__agency-name">{footer.shopName}</p>
                <address className="kiosk-dialog__address">
                  {footer.lines.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </address>
              </div>
            ) : null}
            <Button className="button kiosk-dialog__close" onPress={close}>
              {t.close}
            </Button>
          </>
        )}
      </Dialog>
    </Modal>
  );
}

/** A document's button and its dialog. */
export function LegalDialog({ title, trigger }: { title: string; trigger?: string }) {
  const locale = useLocale();
  return (
    <I18nProvider locale={locale}>
      <DialogTrigger>
        <Button className="button button--secondary kiosk-legal__trigger">{trigger ?? title}</Button>
        <ModalOverlay className="kiosk-modal" isDismissable>
          <LegalModal title={title} />
        </ModalOverlay>
      </DialogTrigger>
    </I18nProvider>
  );
}

/** The dialog opened by a button of the caller's (the kiosk's footer, KioskFooter): shown while mounted;
 * `onClose` when the customer closes it. */
export function LegalDocument({ title, onClose }: { title: string; onClose: () => void }) {
  const locale = useLocale();
  return (
    <I18nProvider locale={locale}>
      <ModalOverlay className="kiosk-modal" isDismissable isOpen onOpenChange={(open) => open || onClose()}>
        <LegalModal title={title} />
      </ModalOverlay>
    </I18nProvider>
  );
}

/** The terms of sale beside the kiosk's accept-terms checkbox (lazy: react-aria comes with the kiosk only). */
export default function TermsDialog() {
  const t = useCatalog(frKiosk, enKiosk).layout;
  return <LegalDialog title={t.termsTitle} trigger={t.readTerms} />;
}
