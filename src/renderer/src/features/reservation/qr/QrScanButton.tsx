// 'Scanner le QR code du ticket' (SPEC §2 "QR dialogs"): opens 'Détection QR Code'; our ticket's code read
// (its number, and its departure day: shared/ticket-qr.ts) is handed over, any other text (or nothing
// within QR_TIMEOUT_MS) opens 'QR Code invalide'.
import { useState } from 'react';
import { enReservation } from '../../../i18n/en/reservation';
import { frReservation } from '../../../i18n/fr/reservation';
import { parseTicketQr, type TicketQr } from '@shared/ticket-qr';
import { QrInvalidDialog, QrScanDialog, type InvalidReason } from './QrDialogs';
import { useCatalog } from '../../../i18n/language';

export interface QrScanButtonProps {
  /** Our ticket's code read: its number (digits only, at most 40) and its departure day, if it holds one. */
  onTicket: (ticket: TicketQr) => void;
}

type Phase = { open: 'none' } | { open: 'scan' } | { open: 'invalid'; reason: InvalidReason };

export function QrScanButton({ onTicket }: QrScanButtonProps) {
  const t = useCatalog(frReservation, enReservation);
  const [phase, setPhase] = useState<Phase>({ open: 'none' });
  const close = () => setPhase({ open: 'none' });
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setPhase({ open: 'scan' })}>
        {t.scanQr}
      </button>
      <QrScanDialog
        isOpen={phase.open === 'scan'}
        onClose={close}
        onRead={(text) => {
          const ticket = parseTicketQr(text);
          if (ticket) {
            close();
            onTicket(ticket);
          } else setPhase({ open: 'invalid', reason: 'notTicket' });
        }}
        onNothing={() => setPhase({ open: 'invalid', reason: 'nothingRead' })}
      />
      <QrInvalidDialog
        isOpen={phase.open === 'invalid'}
        reason={phase.open === 'invalid' ? phase.reason : 'nothingRead'}
        onClose={close}
      />
    </>
  );
}
