// What the kiosk may sell now (issue 25 §1), as main's readiness decides it (src/main/readiness/decide.ts)
// and the bridge's abilities() hands it to the renderer: typed once for both.

/** The sales a kiosk offers; all but the reload hand over a printed ticket or receipt. */
export const SALE_KINDS = ['origin-destination', 'reservation', 'shop-pickup', 'reload'] as const;
export type SaleKind = (typeof SALE_KINDS)[number];

export function isSaleKind(value: unknown): value is SaleKind {
  return typeof value === 'string' && (SALE_KINDS as readonly string[]).includes(value);
}

export type SaleAbility =
  /** `receipt`: how the customer gets the receipt (a reload loaded on the card has it e-mailed). */
  | { canStart: true; receipt: 'printed' | 'e-mailed' }
  | { canStart: false; reason: 'out-of-service' | 'printing-unavailable'; message: string };

export type PrinterProblem = 'paper-end' | 'cover-open' | 'error' | 'offline' | 'no-answer';

export type OperatorWarning =
  | { code: 'paper-near-end'; message: string }
  | { code: 'printer-unavailable'; problem: PrinterProblem; message: string }
  | { code: 'printer-status-unreadable'; message: string }
  | { code: 'terminal-unreachable'; message: string }
  | { code: 'terminal-unknown'; message: string }
  | { code: 'back-office-silent'; lastSuccessAt: number | null; message: string };

export interface KioskAbilities {
  /** The terminal cannot be reached: the out-of-service screen, before any selection. */
  outOfService: boolean;
  sales: Record<SaleKind, SaleAbility>;
  warnings: OperatorWarning[];
}
