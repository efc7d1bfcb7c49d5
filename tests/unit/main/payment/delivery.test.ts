// The report delivery's edges (delivery.ts), on their own: the URL of each report, a 500 retried and
// said so in the log, a refusal's detail cut to 500 characters and journaled.
import { describe, expect, it, vi } from 'vitest';
import type { TerminalOutcomeReport } from '../../../../src/shared/terminal-outcome';
import { createReportDelivery, defaultBackoffMs, outcomeUrl } from '../../../../src/main/payment/delivery';
import { openJournal } from './helpers';
import { SAMPLE_REPORT } from '../../../support/sample-report';

const report: TerminalOutcomeReport = { ...SAMPLE_REPORT, signature: 'sig-1' };

describe('outcomeUrl', () => {
  it('joins the back office’s address, every trailing slash dropped, and the report’s path', () => {
    expect(outcomeUrl('http://bo.exemple.fr//')).toBe('http://bo.exemple.fr/paiement/api/terminal/outcome');
    expect(outcomeUrl('http://bo.exemple.fr', report)).toBe(
      'http://bo.exemple.fr/paiement/api/terminal/outcome',
    );
    expect(outcomeUrl('http://bo.exemple.fr/', { cash: { givenCents: 2000, changeCents: 750 } })).toBe(
      'http://bo.exemple.fr/paiement/api/counter/cash',
    );
  });

  it('waits 1 s, then twice as long after each failure, 60 s at most', () => {
    expect([1, 2, 3, 6, 7, 8, 20].map(defaultBackoffMs)).toEqual([
      1000, 2000, 4000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });
});

describe('createReportDelivery', () => {
  async function deliver(...answers: [number, string][]) {
    const journal = await openJournal();
    const log = vi.fn();
    const fetch = vi.fn(async () => {
      const [status, body] = answers.shift() ?? [200, '{}'];
      return new Response(body, { status });
    });
    const delivery = createReportDelivery({
      backofficeUrl: 'http://bo.exemple.fr',
      journal,
      fetch,
      sleep: async () => undefined,
      now: () => new Date('2026-11-25T10:00:01.000Z'),
      log,
    });
    await delivery.deliver(report);
    return { journal, log, fetch };
  }

  it('retries a 500, logging why and when', async () => {
    const { journal, log, fetch } = await deliver([500, 'panne']);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith(
      'Compte rendu du paiement k-1 non remis (HTTP 500) : nouvel essai dans 1000 ms',
    );
    expect(journal.state().settled.has('sig-1')).toBe(true);
    expect(journal.state().rejected.size).toBe(0);
  });

  it('journals a refusal once, with its detail cut to 500 characters', async () => {
    const { journal, log, fetch } = await deliver([422, 'x'.repeat(600)]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      'Compte rendu du paiement k-1 refusé par le back office (HTTP 422)',
      'x'.repeat(500),
    );
    expect([...journal.state().rejected]).toEqual(['sig-1']);
  });
});
