// What the emulator knows of the demo kiosk (issue 25 §4) that `npm start` runs beside it: its origin,
// the receipts its loopback printer took, and the faults a trainer may cause. The emulator never imports
// main: the demo kiosk (src/demo-kiosk) implements this.

/** « Le terminal refuse », « Plus de papier », « Papier remis ». */
export const DEMO_ACTIONS = ['terminal-refuse', 'papier-epuise', 'papier-remis'] as const;
export type DemoAction = (typeof DEMO_ACTIONS)[number];

export interface PrintedReceipt {
  /** Each printed line, in order. */
  lines: string[];
  /** The payload of each QR code printed, in order. */
  qrCodes: string[];
}

export interface DemoKioskLink {
  /** http://127.0.0.1:<port>: the one origin /emulateur/borne frames. */
  origin: string;
  receipts(): PrintedReceipt[];
  /** Applies the fault (or its end) and has main's readiness read the devices again. */
  act(action: DemoAction): Promise<void>;
}
