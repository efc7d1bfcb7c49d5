// The SPEC's QR dialogs (§2 "QR dialogs"): 'Détection QR Code' shows what the camera films while the
// code is looked for, 'QR Code invalide' says nothing usable was read; each closes with 'Fermer' (or
// Escape). react-aria's modal keeps the focus inside and gives it back to the button that opened it.
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { enModification } from '../../../i18n/en/reservationModification';
import { frModification } from '../../../i18n/fr/reservationModification';
import { enReservation } from '../../../i18n/en/reservation';
import { frReservation } from '../../../i18n/fr/reservation';
import { Alert } from '../../../ui/Alert';
import { useQrScan, type QrScanHandlers } from './useQrScan';
import '../dialog.css';
import '../modification/dialog.css';
import { useCatalog } from '../../../i18n/language';

interface ModalProps {
  isOpen: boolean;
  onClose: () => void;
}

function QrModal({ isOpen, onClose, children }: ModalProps & { children: ReactNode }) {
  return (
    <ModalOverlay
      className="reservation-modal"
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className="reservation-modal__box">
        <Dialog className="modif-dialog">{children}</Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The camera's picture and the scan, mounted only while the dialog is open. */
function CameraView(handlers: Omit<QrScanHandlers, 'frame'>) {
  const m = useCatalog(frModification, enModification);
  const video = useRef<HTMLVideoElement>(null);
  const frame = useCallback(() => video.current, []);
  const { status, problem, stream } = useQrScan({ ...handlers, frame });
  useEffect(() => {
    const element = video.current;
    if (!element || !stream) return;
    element.srcObject = stream;
    void element.play?.()?.catch(() => undefined);
    return () => {
      element.srcObject = null;
    };
  }, [stream]);
  return (
    <>
      {problem ? <Alert tone="error">{m[problem]}</Alert> : null}
      <p className="modif-dialog__hint" role="status">
        {status === 'starting' ? m.qrStarting : status === 'scanning' ? m.qrAim : null}
      </p>
      <video
        ref={video}
        className="qr-video"
        hidden={status === 'failed'}
        aria-label={m.qrVideo}
        autoPlay
        muted
        playsInline
      />
    </>
  );
}

export function QrScanDialog({ isOpen, onClose, ...handlers }: ModalProps & Omit<QrScanHandlers, 'frame'>) {
  const t = useCatalog(frReservation, enReservation);
  return (
    <QrModal isOpen={isOpen} onClose={onClose}>
      <Heading slot="title" className="modif-dialog__title">
        {t.qrDetecting}
      </Heading>
      <CameraView {...handlers} />
      <button type="button" className="button modif-dialog__close" onClick={onClose}>
        {t.close}
      </button>
    </QrModal>
  );
}

export type InvalidReason = 'notTicket' | 'nothingRead';

export function QrInvalidDialog({ isOpen, onClose, reason }: ModalProps & { reason: InvalidReason }) {
  const m = useCatalog(frModification, enModification);
  const t = useCatalog(frReservation, enReservation);
  return (
    <QrModal isOpen={isOpen} onClose={onClose}>
      <Heading slot="title" className="modif-dialog__title">
        {t.qrInvalid}
      </Heading>
      <p>{reason === 'notTicket' ? m.qrNotTicket : m.qrNothingRead}</p>
      <button type="button" className="button modif-dialog__close" onClick={onClose}>
        {t.close}
      </button>
    </QrModal>
  );
}
