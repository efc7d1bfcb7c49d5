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

  it('retries what is not an answer yet: a redirection, a network error (logged with its cause)', async () => {
    const journal = await openJournal();
    const log = vi.fn();
    const answers: (Response | Error)[] = [
      new Response(null, { status: 304 }),
      new TypeError('fetch failed'),
    ];
    const fetch = vi.fn(async () => {
      const next = answers.shift() ?? new Response('{}', { status: 200 });
      if (next instanceof Error) throw next;
      return next;
    });
    const delivery = createReportDelivery({
      backofficeUrl: 'http://bo.exemple.fr',
      journal,
      fetch,
      sleep: async () => undefined,
      log,
    });
    await delivery.deliver(report);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(log).toHaveBeenCalledWith(
      'Compte rendu du paiement k-1 non remis (HTTP 304) : nouvel essai dans 1000 ms',
    );
    expect(log).toHaveBeenCalledWith(
      'Compte rendu du paiement k-1 non remis (fetch failed) : nouvel essai dans 2000 ms',
    );
    expect(journal.state().rejected.size).toBe(0);
    expect(journal.state().settled.has('sig-1')).toBe(true);
  });

  it('gives up an attempt the back office never answers after timeoutMs, and tries again', async () => {
    const journal = await openJournal();
    let calls = 0;
    const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      calls += 1;
      if (calls > 1) return new Response('{}', { status: 200 });
      // A back office that takes the connection and never answers: only the request's signal ends it.
      return new Promise<Response>((_resolve, reject) =>
        init!.signal!.addEventListener('abort', () => reject(new Error('délai dépassé'))),
      );
    });
    const log = vi.fn();
    const delivery = createReportDelivery({
      backofficeUrl: 'http://bo.exemple.fr',
      journal,
      fetch,
      timeoutMs: 20,
      sleep: async () => undefined,
      log,
    });
    await delivery.deliver(report);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith(
      'Compte rendu du paiement k-1 non remis (délai dépassé) : nouvel essai dans 1000 ms',
    );
    expect(journal.state().settled.has('sig-1')).toBe(true);
  });

  it('journals a refusal whose body cannot be read, with an empty detail', async () => {
    const journal = await openJournal();
    const unreadable = new ReadableStream({ start: (controller) => controller.error(new Error('coupé')) });
    const fetch = vi.fn(async () => new Response(unreadable, { status: 422 }));
    const log = vi.fn();
    const delivery = createReportDelivery({ backofficeUrl: 'http://bo', journal, fetch, log });
    await delivery.deliver(report);
    expect(log).toHaveBeenCalledWith('Compte rendu du paiement k-1 refusé par le back office (HTTP 422)', '');
    expect([...journal.state().rejected]).toEqual(['sig-1']);
  });

  it('a delivery whose journal line failed is sent again when asked again', async () => {
    const journal = await openJournal();
    const failure = new Error('ENOSPC');
    const append = vi.spyOn(journal, 'append').mockRejectedValueOnce(failure);
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    const log = vi.fn();
    const delivery = createReportDelivery({ backofficeUrl: 'http://bo', journal, fetch, log });
    await delivery.deliver(report);
    expect(log).toHaveBeenCalledWith('Compte rendu du paiement k-1 : échec de journalisation', failure);
    expect(journal.state().settled.has('sig-1')).toBe(false);
    await delivery.deliver(report);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(append).toHaveBeenCalledTimes(2);
    expect(journal.state().settled.has('sig-1')).toBe(true);
  });

  it('without a sleep of its own, waits the backoff before trying again', async () => {
    const journal = await openJournal();
    const statuses = [503, 200];
    const fetch = vi.fn(async () => new Response('{}', { status: statuses.shift() ?? 200 }));
    const delivery = createReportDelivery({
      backofficeUrl: 'http://bo',
      journal,
      fetch,
      backoffMs: () => 5,
      log: vi.fn(),
    });
    await delivery.deliver(report);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(journal.state().settled.has('sig-1')).toBe(true);
  });

  it('without a sleep of its own, stops waiting the moment it is stopped', async () => {
    const journal = await openJournal();
    const fetch = vi.fn(async () => new Response('{}', { status: 503 }));
    const delivery = createReportDelivery({
      backofficeUrl: 'http://bo',
      journal,
      fetch,
      backoffMs: () => 600_000,
      log: vi.fn(),
    });
    const delivering = delivery.deliver(report);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    delivery.stop();
    await delivering;
    expect(journal.state().undelivered.size + journal.state().settled.size).toBe(0);
  });
});
