// 'Scanner le QR code du ticket' (SPEC §2 "QR dialogs"): opens the camera dialog and hands over the
// ticket number read. Stand-in until the camera reader lands.
export interface QrScanButtonProps {
  /** A ticket number read from a QR code (digits only, at most 40). */
  onTicket: (numero: string) => void;
}

export function QrScanButton(_props: QrScanButtonProps) {
  return null;
}
