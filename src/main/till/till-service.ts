// The counter's till (issue 29 §3): opened by an agent with the float counted, every counter sale
// recorded with its mode, closed by an agent with the cash counted, which prints the closing report
// (« ticket Z ») and archives it. Main decides everything here; the page only asks (till IPC).
import { randomBytes } from 'node:crypto';
import { parisDay, parisTime } from '../../shared/dates';
import { TILL_MESSAGES, type TillAnswer, type TillStatus } from '../../shared/till-bridge';
import type { PrintResult } from '../../shared/kiosk-bridge';
import type { ReceiptCommand } from '../printer/layout';
import type { AgentChecker } from './agent-check';
import { listTillArchives, readTillArchive } from './till-archives';
import { isCents, MAX_TILL_CENTS, tillEntryOf } from './till-entry';
import { tillArchiveDirectory, type TillJournal } from './till-journal';
import { isOpen, tillReport, type TillEntry, type TillSaleRecord } from './till-state';

export type { TillSaleRecord };
import { formatAmount } from '../printer/receiptText';
import { formatDifference, layoutTillReport } from './z-layout';

export const TILL_SERVICE_MESSAGES = {
  alreadyOpen: 'La caisse est déjà ouverte.',
  notOpen: 'La caisse est fermée.',
  amount: `Montant invalide : un nombre entier de centimes entre 0 et ${formatAmount(MAX_TILL_CENTS)}.`,
  opened: (agentId: string, floatCents: number) =>
    `Caisse ouverte par ${agentId}, fond de caisse ${formatAmount(floatCents)}.`,
  closed: (differenceCents: number) =>
    `Caisse close. Écart ${formatDifference(differenceCents)} : ticket Z imprimé.`,
  closedNotPrinted: (differenceCents: number, why: string) =>
    `Caisse close. Écart ${formatDifference(differenceCents)} : ticket Z non imprimé (${why}) ; réimprimez-le depuis les archives.`,
  reprinted: 'Ticket Z réimprimé.',
  noArchive: 'Ce ticket Z n’est pas dans les archives des 30 derniers jours.',
  journal: 'Le journal de caisse est inaccessible : rien n’a été enregistré.',
  paymentInProgress: 'Un paiement est en cours : attendez sa fin pour clore la caisse.',
  providerSaleRecorded: 'Vente par la page de paiement enregistrée en caisse.',
  alreadyRecorded: 'Cette vente est déjà en caisse.',
} as const;

export interface TillServiceOptions {
  journal: TillJournal;
  agents: AgentChecker;
  /** Prints now, once (the printer's operator line): a closing report is never queued for a customer. */
  print: (commands: readonly ReceiptCommand[]) => Promise<PrintResult>;
  deviceId: string;
  width: number;
  /** A payment is on the terminal now: the till is not closed under it. */
  paymentInProgress?: () => boolean;
  /** Whether the payment journal holds an approved payment (terminal or cash) for this order. */
  paidOnDevice?: (orderId: string) => boolean;
  now?: () => Date;
  log?: (message: string, error?: unknown) => void;
}

export interface TillService {
  status(): Promise<TillStatus>;
  open(agentId: unknown, pin: unknown, floatCents: unknown): Promise<TillAnswer>;
  close(agentId: unknown, pin: unknown, countedCents: unknown): Promise<TillAnswer>;
  reprint(name: string): Promise<TillAnswer>;
  /** The open session's id, or null: no counter sale starts without one. */
  openSession(): string | null;
  /** The keys of the open session's sales (cancelled ones included). */
  saleKeys(): string[];
  /** Records a sale in `session` (written before the answer); false when that session is not open. */
  recordSale(session: string, sale: TillSaleRecord): Promise<boolean>;
  /**
   * A sale paid through the card provider's page (card not present), told by the page once the back
   * office's summary says it is paid: recorded once per order, and never for an order the terminal or
   * cash paid (the till has it already, or will at the next start's catch-up).
   */
  recordProviderSale(
    orderId: string,
    amountCents: number,
    lines: TillSaleRecord['lines'],
  ): Promise<TillAnswer>;
  /** Takes a sale back (refused by the back office, cash returned); false when nothing changed. */
  cancelSale(session: string, key: string, reason: string): Promise<boolean>;
}

/** "20261204-0802-3fa1": the Paris day and time of the opening, then 4 hex digits. */
export function newSessionId(now: Date): string {
  return `${parisDay(now).replaceAll('-', '')}-${parisTime(now).replace(':', '')}-${randomBytes(2).toString('hex')}`;
}

export function createTillService(options: TillServiceOptions): TillService {
  const { journal, agents } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((message, error) => console.error(message, error ?? ''));
  const archives = tillArchiveDirectory(journal.path);
  const print = (commands: readonly ReceiptCommand[]) =>
    options.print(commands).catch((): PrintResult => ({ ok: false, message: 'imprimante indisponible' }));
  const layout = (report: ReturnType<typeof tillReport>, reprintedAt?: string) =>
    layoutTillReport(report, {
      width: options.width,
      deviceId: options.deviceId,
      ...(reprintedAt ? { reprintedAt } : {}),
    });

  /** Appends, answering false (and logging) when the disk refused: nothing was recorded. */
  async function write(entry: TillEntry, allowed: Parameters<TillJournal['appendIf']>[1]) {
    try {
      return { written: await journal.appendIf(entry, allowed) };
    } catch (error) {
      log(`Journal de caisse : ${entry.type} non écrit`, error);
      return { written: false, failed: true };
    }
  }

  const service: TillService = {
    async status() {
      const session = journal.state().session;
      const open = isOpen(journal.state());
      return {
        open,
        session: open && session ? tillReport(session) : null,
        archives: await listTillArchives(archives, now()).catch(() => []),
      };
    },

    async open(agentId, pin, floatCents) {
      if (!isCents(floatCents)) return { ok: false, message: TILL_SERVICE_MESSAGES.amount };
      const agent = await agents.check(agentId, pin);
      if (!agent.ok) return agent;
      if (isOpen(journal.state())) return { ok: false, message: TILL_SERVICE_MESSAGES.alreadyOpen };
      // A closing whose archive could not be written: archived now, or no new session (its lines would
      // share the live file with the closed one's, which the next archive would not keep).
      if (journal.state().session?.closed) {
        try {
          await journal.archiveClosed();
        } catch (error) {
          log('Caisse : archivage de la session close impossible, ouverture refusée', error);
          return { ok: false, message: TILL_SERVICE_MESSAGES.journal };
        }
      }
      const at = now();
      const entry: TillEntry = {
        type: 'opened',
        at: at.toISOString(),
        session: newSessionId(at),
        agentId: agent.agentId,
        floatCents,
      };
      const result = await write(entry, (state) => !isOpen(state));
      if (result.failed) return { ok: false, message: TILL_SERVICE_MESSAGES.journal };
      if (!result.written) return { ok: false, message: TILL_SERVICE_MESSAGES.alreadyOpen };
      log(`Caisse : session ${entry.session} ouverte par ${agent.agentId}`);
      return { ok: true, message: TILL_SERVICE_MESSAGES.opened(agent.agentId, floatCents) };
    },

    async close(agentId, pin, countedCents) {
      if (!isCents(countedCents)) return { ok: false, message: TILL_SERVICE_MESSAGES.amount };
      const agent = await agents.check(agentId, pin);
      if (!agent.ok) return agent;
      const session = journal.state().session;
      if (!session || !isOpen(journal.state())) return { ok: false, message: TILL_SERVICE_MESSAGES.notOpen };
      if (options.paymentInProgress?.())
        return { ok: false, message: TILL_SERVICE_MESSAGES.paymentInProgress };
      const entry: TillEntry = {
        type: 'closed',
        at: now().toISOString(),
        session: session.id,
        agentId: agent.agentId,
        countedCents,
      };
      // The 'closed' line is the commit: from here the closing is done, whatever fails after it.
      const result = await write(entry, (state) => isOpen(state, session.id));
      if (result.failed) return { ok: false, message: TILL_SERVICE_MESSAGES.journal };
      if (!result.written) return { ok: false, message: TILL_SERVICE_MESSAGES.notOpen };
      const report = tillReport(journal.state().session!);
      const difference = report.differenceCents ?? 0;
      await journal.archiveClosed().catch((error: unknown) =>
        // The next start archives it (the live file still holds the closed session).
        log(`Caisse : archivage de la session ${session.id} impossible`, error),
      );
      const printed = await print(layout(report));
      return {
        ok: true,
        report,
        message: printed.ok
          ? TILL_SERVICE_MESSAGES.closed(difference)
          : TILL_SERVICE_MESSAGES.closedNotPrinted(difference, printed.message ?? 'imprimante indisponible'),
      };
    },

    async reprint(name) {
      const at = now();
      const report = await readTillArchive(archives, name, at).catch(() => null);
      if (!report) return { ok: false, message: TILL_SERVICE_MESSAGES.noArchive };
      const printed = await print(layout(report, at.toISOString()));
      return printed.ok
        ? { ok: true, message: TILL_SERVICE_MESSAGES.reprinted, report }
        : { ok: false, message: printed.message ?? 'imprimante indisponible' };
    },

    saleKeys() {
      const state = journal.state();
      return isOpen(state) ? state.session!.sales.map((sale) => sale.key) : [];
    },

    openSession() {
      const state = journal.state();
      return isOpen(state) ? state.session!.id : null;
    },

    async recordSale(session, sale) {
      const entry: TillEntry = { type: 'sale', at: now().toISOString(), session, ...sale };
      // Never a line the replay would skip: the sale is checked as a journal line before it is written.
      if (!tillEntryOf(JSON.parse(JSON.stringify(entry)))) {
        log(`Caisse : vente ${sale.key} refusée (montants ou lignes invalides)`, sale);
        return false;
      }
      const result = await write(entry, (state) => isOpen(state, session));
      return result.written;
    },

    async recordProviderSale(orderId, amountCents, lines) {
      const session = journal.state().session;
      if (!session || !isOpen(journal.state())) return { ok: false, message: TILL_MESSAGES.closedNoSale };
      const onDevice =
        options.paidOnDevice?.(orderId) === true ||
        session.sales.some((sale) => sale.orderId === orderId && sale.mode !== 'card-not-present');
      if (onDevice) return { ok: true, message: TILL_SERVICE_MESSAGES.alreadyRecorded };
      const key = `cnp-${orderId}`;
      if (session.sales.some((sale) => sale.key === key))
        return { ok: true, message: TILL_SERVICE_MESSAGES.alreadyRecorded };
      const recorded = await service.recordSale(session.id, {
        key,
        orderId,
        mode: 'card-not-present',
        amountCents,
        lines,
      });
      return recorded
        ? { ok: true, message: TILL_SERVICE_MESSAGES.providerSaleRecorded }
        : { ok: false, message: TILL_SERVICE_MESSAGES.journal };
    },

    async cancelSale(session, key, reason) {
      const entry: TillEntry = { type: 'cancelled', at: now().toISOString(), session, key, reason };
      const known = (state: Parameters<Parameters<TillJournal['appendIf']>[1]>[0]) =>
        isOpen(state, session) && state.session!.sales.some((sale) => sale.key === key && !sale.cancelled);
      return (await write(entry, known)).written;
    },
  };
  return service;
}
