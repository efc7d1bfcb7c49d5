// The operator screen's actions (issue 25 §2) as main decides them: test print, reprint of the last
// receipt, reload of the configuration, restart. Each answers the operator in French and says how it
// ended for the operator log (the channel writes the line). What the operator prints here is never
// queued: a print that did not happen is reported, not kept to come out later on a customer's turn.
import {
  DEFAULT_TIME_ZONE,
  formatOrderDate,
  toPrintable,
  type ReceiptCommand,
  type ReceiptPrinter,
} from '../printer';
import type { PrinterStatus } from '../printer/status';
import type { ConfigReload } from './config-reload';

export const TEST_TICKET_TITLE = 'Ticket de test';
export const NOTHING_PRINTED = 'Rien n’a été imprimé.';
export const OPERATOR_ACTION_MESSAGES = {
  testPrinted: 'Ticket de test imprimé.',
  nothingToReprint: 'Aucun reçu à réimprimer.',
  reprinted: (orderId: string) => `Reçu de la commande ${orderId} réimprimé.`,
  printFailed: `L’imprimante n’a pas pris l’impression. ${NOTHING_PRINTED}`,
  configInvalid: (errors: readonly string[]) =>
    `Configuration invalide : l’ancienne reste en service. ${errors.join(' ')}`,
  configReloaded: (version: string | null) =>
    `Configuration rechargée (version ${version ?? 'non renseignée'}).`,
  restartNeeded: (parts: readonly string[]) => `Appliqué au prochain redémarrage : ${parts.join(', ')}.`,
  restartRefused: 'Un paiement est en cours : redémarrage refusé. Réessayez une fois le paiement terminé.',
  restarting: 'Redémarrage de l’application…',
} as const;

/** Why the printer cannot print now, in French; null when it can. */
export function printerRefusal(status: PrinterStatus): string | null {
  const why = !status.known
    ? 'l’imprimante ne répond pas'
    : status.paper === 'end'
      ? 'plus de papier'
      : status.coverOpen
        ? 'le capot de l’imprimante est ouvert'
        : status.error !== undefined
          ? 'l’imprimante signale une erreur'
          : status.offline
            ? 'l’imprimante est hors ligne'
            : null;
  return why === null ? null : `Impression impossible : ${why}. ${NOTHING_PRINTED}`;
}

/** The test ticket: which kiosk, when (French date and time of the station), and what it is. */
export function testTicketCommands(deviceId: string, at: Date): ReceiptCommand[] {
  return [
    { op: 'align', align: 'center' },
    { op: 'bold', on: true },
    { op: 'println', text: TEST_TICKET_TITLE },
    { op: 'bold', on: false },
    { op: 'drawLine' },
    { op: 'align', align: 'left' },
    { op: 'println', text: `Borne : ${toPrintable(deviceId)}` },
    { op: 'println', text: `Le ${formatOrderDate(at.toISOString(), DEFAULT_TIME_ZONE)}` },
    { op: 'newLine' },
    { op: 'cut' },
  ];
}

/** What an action answers the operator, and the operator log's outcome and note. */
export interface ActionResult {
  ok: boolean;
  message: string;
  /** Short, for the log: never a customer's data beyond an order number. */
  note: string;
}

export interface OperatorActionDeps {
  printer: Pick<ReceiptPrinter, 'status' | 'lastReceipt' | 'printOnce'>;
  deviceId(): string;
  now(): number;
  reloadConfiguration(): ConfigReload;
  /** A payment awaits its outcome in the journal: restarting now would cut it. */
  paymentInProgress(): boolean;
}

export interface OperatorActions {
  testPrint(): Promise<ActionResult>;
  reprintLast(): Promise<ActionResult>;
  reloadConfiguration(): Promise<ActionResult>;
  /** Decides whether the app may restart; the channel restarts it once the line is logged. */
  restart(): Promise<ActionResult>;
}

/** A log line stays short even when a configuration lists many errors. */
export const NOTE_MAX_LENGTH = 400;
const capped = (result: ActionResult): ActionResult =>
  result.note.length <= NOTE_MAX_LENGTH
    ? result
    : { ...result, note: `${result.note.slice(0, NOTE_MAX_LENGTH - 1)}…` };

export function createOperatorActions(deps: OperatorActionDeps): OperatorActions {
  /** The status read first: a printer that cannot print is not sent anything. */
  const printChecked = async (
    content: Parameters<OperatorActionDeps['printer']['printOnce']>[0],
    printed: string,
    what: string,
  ): Promise<ActionResult> => {
    const refusal = printerRefusal(await deps.printer.status());
    if (refusal !== null) return { ok: false, message: refusal, note: `${what} : ${refusal}` };
    const result = await deps.printer.printOnce(content);
    return result.ok
      ? { ok: true, message: printed, note: what }
      : {
          ok: false,
          message: OPERATOR_ACTION_MESSAGES.printFailed,
          note: `${what} : ${OPERATOR_ACTION_MESSAGES.printFailed}`,
        };
  };

  return {
    testPrint: () =>
      printChecked(
        testTicketCommands(deps.deviceId(), new Date(deps.now())),
        OPERATOR_ACTION_MESSAGES.testPrinted,
        'ticket de test',
      ),
    async reprintLast() {
      const receipt = deps.printer.lastReceipt();
      if (receipt === null) {
        const message = OPERATOR_ACTION_MESSAGES.nothingToReprint;
        return { ok: false, message, note: message };
      }
      return printChecked(
        receipt,
        OPERATOR_ACTION_MESSAGES.reprinted(receipt.orderId),
        `commande ${receipt.orderId}`,
      );
    },
    async reloadConfiguration() {
      const reload = deps.reloadConfiguration();
      if (!reload.ok) {
        const message = OPERATOR_ACTION_MESSAGES.configInvalid(reload.errors);
        return capped({ ok: false, message, note: message });
      }
      const parts = [OPERATOR_ACTION_MESSAGES.configReloaded(reload.version)];
      if (reload.restartNeeded.length > 0)
        parts.push(OPERATOR_ACTION_MESSAGES.restartNeeded(reload.restartNeeded));
      const message = parts.join(' ');
      return { ok: true, message, note: message };
    },
    async restart() {
      if (deps.paymentInProgress()) {
        const message = OPERATOR_ACTION_MESSAGES.restartRefused;
        return { ok: false, message, note: message };
      }
      return { ok: true, message: OPERATOR_ACTION_MESSAGES.restarting, note: 'redémarrage demandé' };
    },
  };
}
