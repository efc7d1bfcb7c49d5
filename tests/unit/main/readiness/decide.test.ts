// The readiness decision over every combination of printer status, terminal reachability and back-office
// freshness (each row's expectation written out from issue 25 §1), then its promises over any status bytes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canPrint, parseStatusBytes, type PrinterStatus } from '../../../../src/main/printer';
import {
  decideReadiness,
  type KioskAbilities,
  type OperatorWarning,
  type PrinterProblem,
  type SaleAbility,
  type SaleKind,
  type TerminalState,
} from '../../../../src/main/readiness';

const NOW = Date.UTC(2026, 10, 27, 22, 0);
const MINUTE = 60_000;
const working = { known: true, paper: 'ok', coverOpen: false, offline: false } as const;
const unknown = (reason: 'silent' | 'unreachable' | 'malformed' | 'unsupported'): PrinterStatus => ({
  known: false,
  offline: true,
  reason,
});
const unavailable = (problem: PrinterProblem, message: string): OperatorWarning => ({
  code: 'printer-unavailable',
  problem,
  message,
});

interface PrinterRow {
  name: string;
  status: PrinterStatus;
  prints: boolean;
  warnings: OperatorWarning[];
}

const PRINTER_ROWS: PrinterRow[] = [
  { name: 'working', status: working, prints: true, warnings: [] },
  {
    name: 'paper near end',
    status: { ...working, paper: 'near-end' },
    prints: true,
    warnings: [
      { code: 'paper-near-end', message: "Papier bientôt épuisé : remplacez le rouleau de l'imprimante." },
    ],
  },
  {
    name: 'paper end (offline)',
    status: { ...working, paper: 'end', offline: true },
    prints: false,
    warnings: [unavailable('paper-end', "Plus de papier dans l'imprimante : remplacez le rouleau.")],
  },
  {
    name: 'paper end (still online)',
    status: { ...working, paper: 'end' },
    prints: false,
    warnings: [unavailable('paper-end', "Plus de papier dans l'imprimante : remplacez le rouleau.")],
  },
  {
    name: 'cover open',
    status: { ...working, coverOpen: true, offline: true },
    prints: false,
    warnings: [unavailable('cover-open', "Capot de l'imprimante ouvert : refermez-le.")],
  },
  {
    name: 'cover open and no paper',
    status: { ...working, paper: 'end', coverOpen: true, offline: true },
    prints: false,
    warnings: [unavailable('paper-end', "Plus de papier dans l'imprimante : remplacez le rouleau.")],
  },
  {
    name: 'cutter error',
    status: { ...working, offline: true, error: ['cutter'] },
    prints: false,
    warnings: [
      unavailable(
        'error',
        "Imprimante en erreur : vérifiez le massicot et le papier, puis redémarrez l'imprimante.",
      ),
    ],
  },
  {
    name: 'offline',
    status: { ...working, offline: true },
    prints: false,
    warnings: [unavailable('offline', 'Imprimante hors ligne.')],
  },
  {
    name: 'paper near end and offline',
    status: { ...working, paper: 'near-end', offline: true },
    prints: false,
    warnings: [unavailable('offline', 'Imprimante hors ligne.')],
  },
  ...(['silent', 'unreachable', 'malformed'] as const).map((reason): PrinterRow => ({
    name: `no status (${reason})`,
    status: unknown(reason),
    prints: false,
    warnings: [unavailable('no-answer', "L'imprimante ne répond pas.")],
  })),
  {
    name: 'status not readable on this interface',
    status: unknown('unsupported'),
    prints: true,
    warnings: [
      {
        code: 'printer-status-unreadable',
        message:
          "L'état du papier ne peut pas être lu sur cette imprimante : les ventes continuent sans ce contrôle.",
      },
    ],
  },
];

const TERMINAL_ROWS: { terminal: TerminalState; warnings: OperatorWarning[] }[] = [
  { terminal: 'reachable', warnings: [] },
  {
    terminal: 'unreachable',
    warnings: [
      {
        code: 'terminal-unreachable',
        message: 'Terminal de paiement injoignable : la borne est hors service.',
      },
    ],
  },
  {
    terminal: 'unknown',
    warnings: [{ code: 'terminal-unknown', message: 'Terminal de paiement pas encore vérifié.' }],
  },
];

const BACK_OFFICE_ROWS: { name: string; last: number | null; warnings: OperatorWarning[] }[] = [
  { name: 'answered a minute ago', last: NOW - MINUTE, warnings: [] },
  { name: 'answered just under 5 minutes ago', last: NOW - 5 * MINUTE + 1, warnings: [] },
  {
    name: 'silent for 5 minutes',
    last: NOW - 5 * MINUTE,
    warnings: [
      {
        code: 'back-office-silent',
        lastSuccessAt: NOW - 5 * MINUTE,
        message: 'Dernier appel réussi au back office : 27/11/2026 22:55.',
      },
    ],
  },
  {
    name: 'never answered',
    last: null,
    warnings: [
      {
        code: 'back-office-silent',
        lastSuccessAt: null,
        message: 'Aucun appel réussi au back office depuis le démarrage.',
      },
    ],
  },
];

const OUT_OF_SERVICE: SaleAbility = {
  canStart: false,
  reason: 'out-of-service',
  message: 'Borne momentanément hors service',
};
const NO_PRINTING: SaleAbility = {
  canStart: false,
  reason: 'printing-unavailable',
  message: 'Impression indisponible sur cette borne',
};
const PRINTED: SaleAbility = { canStart: true, receipt: 'printed' };

function expectedSales(prints: boolean, terminal: TerminalState): Record<SaleKind, SaleAbility> {
  if (terminal === 'unreachable') {
    return {
      'origin-destination': OUT_OF_SERVICE,
      reservation: OUT_OF_SERVICE,
      'shop-pickup': OUT_OF_SERVICE,
      reload: OUT_OF_SERVICE,
    };
  }
  if (prints)
    return { 'origin-destination': PRINTED, reservation: PRINTED, 'shop-pickup': PRINTED, reload: PRINTED };
  return {
    'origin-destination': NO_PRINTING,
    reservation: NO_PRINTING,
    'shop-pickup': NO_PRINTING,
    reload: { canStart: true, receipt: 'e-mailed' },
  };
}

const COMBINATIONS = PRINTER_ROWS.flatMap((printer) =>
  TERMINAL_ROWS.flatMap((terminal) =>
    BACK_OFFICE_ROWS.map((backOffice) => ({
      title: `printer ${printer.name}, terminal ${terminal.terminal}, back office ${backOffice.name}`,
      printer,
      terminal,
      backOffice,
    })),
  ),
);

describe('the readiness decision, every combination', () => {
  it('covers every printer row × terminal × back-office row', () => {
    expect(COMBINATIONS).toHaveLength(13 * 3 * 4);
  });

  it.each(COMBINATIONS)('$title', ({ printer, terminal, backOffice }) => {
    const expected: KioskAbilities = {
      outOfService: terminal.terminal === 'unreachable',
      sales: expectedSales(printer.prints, terminal.terminal),
      warnings: [...printer.warnings, ...terminal.warnings, ...backOffice.warnings],
    };
    expect(
      decideReadiness({
        printer: printer.status,
        terminal: terminal.terminal,
        backOfficeLastSuccessAt: backOffice.last,
        now: NOW,
      }),
    ).toEqual(expected);
  });
});

describe('the readiness decision’s promises over any status the printer may answer', () => {
  const statusByte = fc.integer({ min: 0, max: 255 });
  const inputs = fc.record({
    printer: fc
      .record({
        printer: statusByte,
        offlineCause: statusByte,
        paperSensor: statusByte,
        errorCause: fc.option(statusByte, { nil: undefined }),
      })
      .map((bytes) => parseStatusBytes(bytes)),
    terminal: fc.constantFrom<TerminalState>('reachable', 'unreachable', 'unknown'),
    backOfficeLastSuccessAt: fc.option(fc.integer({ min: NOW - 24 * 60 * MINUTE, max: NOW }), { nil: null }),
    now: fc.constant(NOW),
  });

  it('never lets a sale start when the terminal is unreachable, nor a printed one the printer cannot print', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const abilities = decideReadiness(input);
        expect(abilities.outOfService).toBe(input.terminal === 'unreachable');
        for (const kind of ['origin-destination', 'reservation', 'shop-pickup'] as const) {
          if (abilities.sales[kind].canStart) {
            expect(input.terminal).not.toBe('unreachable');
            expect(canPrint(input.printer)).toBe(true);
          }
        }
        expect(abilities.sales.reload.canStart).toBe(input.terminal !== 'unreachable');
        const reload = abilities.sales.reload;
        if (reload.canStart && reload.receipt === 'printed') expect(canPrint(input.printer)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('lets sales go on at paper near end, telling the operator', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const abilities = decideReadiness(input);
        const nearEnd = abilities.warnings.some((warning) => warning.code === 'paper-near-end');
        const printerNearEnd = input.printer.known && input.printer.paper === 'near-end';
        expect(nearEnd).toBe(printerNearEnd && canPrint(input.printer));
        if (nearEnd && input.terminal !== 'unreachable') {
          expect(abilities.sales['origin-destination']).toEqual(PRINTED);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
