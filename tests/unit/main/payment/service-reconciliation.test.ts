// The service asking the terminal about a payment it could not settle (service.ts `reconcile`): what a
// still unknown answer keeps, an operator's settlement taken while the terminal is asked, and the start-up
// reconciliation that never runs beside a payment on the terminal.
import { describe, expect, it, vi } from 'vitest';
import type { TerminalResult } from '../../../../src/main/payment/driver';
import { createOperatorSettlement } from '../../../../src/main/payment/operator-settlement';
import { REQUEST, setup, SIGNED_AT, UNKNOWN_TEXT } from './service-setup';

/** A terminal call that answers when the test says so. */
function held() {
  let answer!: (result: TerminalResult) => void;
  const call = vi.fn(() => new Promise<TerminalResult>((resolve) => (answer = resolve)));
  return { call, answer: (result: TerminalResult) => answer(result) };
}

const ATTEMPT = { type: 'attempt' as const, at: SIGNED_AT, key: 'k-1', request: { ...REQUEST } };

/** A payment left unknown by `pay`, retried by the customer while the terminal is asked about it (held),
 * and the operator's settlement at hand meanwhile. */
async function retriedWhileOperatorSettles(pay: () => Promise<TerminalResult>) {
  const terminal = held();
  const ctx = await setup({ driver: { pay, reconcile: terminal.call } });
  await ctx.service.start(REQUEST);
  const settlement = createOperatorSettlement({
    journal: ctx.journal,
    deviceId: 'borne-gare-1',
    deviceSecret: 'sécret-de-borne',
    deliver: ctx.deliver,
    now: () => new Date(SIGNED_AT),
    log: vi.fn(),
  });
  const retried = ctx.service.start(REQUEST);
  await vi.waitFor(() => expect(terminal.call).toHaveBeenCalled());
  return { ctx, terminal, settlement, retried };
}

describe('reconciling a payment left open', () => {
  it('a crashed attempt the terminal cannot tell about: unknown, signed and journaled, never debited again', async () => {
    const pay = vi.fn(async (): Promise<TerminalResult> => ({ status: 'approved' }));
    const reconcile = vi.fn(async (): Promise<TerminalResult> => ({ status: 'unknown' }));
    const ctx = await setup({ driver: { pay, reconcile } });
    // What a crash while the terminal had the card leaves: the attempt, no outcome.
    await ctx.journal.append(ATTEMPT);
    const outcome = await ctx.service.start(REQUEST);
    expect(outcome).toEqual({ status: 'unknown', message: UNKNOWN_TEXT, signature: expect.any(String) });
    expect(pay).not.toHaveBeenCalled();
    expect(ctx.entries().map((entry) => entry.type)).toEqual(['attempt', 'reconciled']);
    expect(ctx.deliver).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ status: 'unknown', signature: outcome.signature }),
    );
  });

  it('a reported unknown the terminal still cannot tell about keeps its first answer and report', async () => {
    const pay = vi.fn(async (): Promise<TerminalResult> => ({
      status: 'unknown',
      message: 'Liaison perdue avec le terminal.',
    }));
    const reconcile = vi.fn(async (): Promise<TerminalResult> => ({
      status: 'unknown',
      message: 'Transaction introuvable.',
    }));
    const { service, entries } = await setup({ driver: { pay, reconcile } });
    const first = await service.start(REQUEST);
    expect(await service.start(REQUEST)).toEqual({
      status: 'unknown',
      message: 'Liaison perdue avec le terminal.',
      signature: first.signature,
    });
    expect(reconcile).toHaveBeenCalledTimes(1);
    expect(pay).toHaveBeenCalledTimes(1);
    expect(entries().map((entry) => entry.type)).toEqual(['attempt', 'outcome']);
  });

  it('a terminal that fails while asked is logged as such, and the payment stays unknown', async () => {
    const reconcile = vi.fn(async (): Promise<TerminalResult> => {
      throw new Error('ECONNRESET');
    });
    const ctx = await setup({ driver: { pay: async () => ({ status: 'unknown' }), reconcile } });
    await ctx.service.start(REQUEST);
    expect((await ctx.service.start(REQUEST)).status).toBe('unknown');
    expect(ctx.log).toHaveBeenCalledWith('Terminal : échec de la réconciliation', expect.any(Error));
  });

  it('the operator settles while the terminal is asked: the settlement stands, the late answer is dropped', async () => {
    const pay = vi.fn(async (): Promise<TerminalResult> => ({ status: 'unknown' }));
    const { ctx, terminal, settlement, retried } = await retriedWhileOperatorSettles(pay);
    const settled = await settlement.settle('k-1', 'approved', 'Débit vu sur le relevé');
    if (!settled.ok) throw new Error('settlement refused');
    terminal.answer({ status: 'declined' });
    expect(await retried).toEqual({
      status: 'approved',
      message: 'Paiement accepté.',
      signature: settled.report.signature,
    });
    expect(pay).toHaveBeenCalledTimes(1);
    expect(ctx.entries().map((entry) => entry.type)).toEqual(['attempt', 'outcome', 'settled']);
    expect(ctx.log).toHaveBeenCalledWith(
      'Paiement k-1 déjà réglé par l’opérateur : réponse du terminal (declined) ignorée',
    );
  });

  it('the operator declines while the terminal is asked: nothing was debited, the retry pays anew', async () => {
    const pay = vi
      .fn<() => Promise<TerminalResult>>()
      .mockResolvedValueOnce({ status: 'unknown' })
      .mockResolvedValueOnce({ status: 'approved', reference: 'A00400' });
    const { ctx, terminal, settlement, retried } = await retriedWhileOperatorSettles(pay);
    expect((await settlement.settle('k-1', 'declined', 'Aucune transaction au journal du TPE')).ok).toBe(
      true,
    );
    terminal.answer({ status: 'cancelled' });
    expect(await retried).toMatchObject({ status: 'approved', reference: 'A00400' });
    expect(pay).toHaveBeenCalledTimes(2);
    expect(ctx.entries().map((entry) => entry.type)).toEqual([
      'attempt',
      'outcome',
      'settled',
      'attempt',
      'outcome',
    ]);
  });
});

describe('the start-up reconciliation', () => {
  it('waits for a payment on the terminal: postponed, the terminal not asked about it', async () => {
    const terminal = held();
    const reconcile = vi.fn(async (): Promise<TerminalResult> => ({ status: 'unknown' }));
    const ctx = await setup({ driver: { pay: terminal.call, reconcile } });
    const paying = ctx.service.start(REQUEST);
    await vi.waitFor(() => expect(terminal.call).toHaveBeenCalled());
    await ctx.service.reconcilePending();
    expect(reconcile).not.toHaveBeenCalled();
    expect(ctx.log).toHaveBeenCalledWith('Réconciliation reportée : un paiement est en cours');
    terminal.answer({ status: 'approved' });
    expect((await paying).status).toBe('approved');
  });

  it('holds the terminal while it runs: a payment asked meanwhile is told the terminal is busy', async () => {
    const terminal = held();
    const pay = vi.fn(async (): Promise<TerminalResult> => ({ status: 'approved' }));
    const ctx = await setup({ driver: { pay, reconcile: terminal.call } });
    await ctx.journal.append({ ...ATTEMPT, key: 'k-0', request: { ...REQUEST, idempotencyKey: 'k-0' } });
    const reconciling = ctx.service.reconcilePending();
    await vi.waitFor(() => expect(terminal.call).toHaveBeenCalled());
    expect(await ctx.service.start(REQUEST)).toEqual({
      status: 'error',
      message: 'Un paiement est déjà en cours sur le terminal.',
    });
    terminal.answer({ status: 'declined' });
    await reconciling;
    expect(pay).not.toHaveBeenCalled();
    expect((await ctx.service.start(REQUEST)).status).toBe('approved');
  });
});
