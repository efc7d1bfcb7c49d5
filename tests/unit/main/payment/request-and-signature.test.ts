// The last gate before money moves (request-validation.ts) and the signed report (signature.ts), on
// their own: each field's refusal and its bounds, and a signature recomputed here from the signing
// string, with only the signed fields carried.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  paymentRequestProblem,
  PAYMENT_REQUEST_LIMITS,
} from '../../../../src/main/payment/request-validation';
import { signReport, type UnsignedReport } from '../../../../src/main/payment/signature';
import { SAMPLE_REPORT, SAMPLE_REPORT_LINES } from '../../../support/sample-report';

const request = {
  idempotencyKey: 'k-1',
  orderId: '17',
  label: 'Billet',
  currency: 'EUR',
  amountCents: 1250,
  saleKinds: ['reload'],
};

describe('paymentRequestProblem', () => {
  it('accepts a request, with or without its sale kinds, at each bound', () => {
    expect(paymentRequestProblem(request)).toBeUndefined();
    expect(paymentRequestProblem({ ...request, saleKinds: undefined })).toBeUndefined();
    expect(
      paymentRequestProblem({
        ...request,
        idempotencyKey: 'k'.repeat(128),
        orderId: 'o'.repeat(64),
        label: 'l'.repeat(120),
        amountCents: 999_999_999_999,
        saleKinds: ['origin-destination', 'reservation', 'shop-pickup', 'reload'],
      }),
    ).toBeUndefined();
    expect(paymentRequestProblem({ ...request, label: '', amountCents: 1 })).toBeUndefined();
    expect(PAYMENT_REQUEST_LIMITS).toEqual({
      idempotencyKey: 128,
      orderId: 64,
      label: 120,
      maxCents: 999_999_999_999,
    });
  });

  it.each([
    [null, 'pas un objet'],
    ['requête', 'pas un objet'],
    [{ ...request, idempotencyKey: undefined }, 'idempotencyKey invalide'],
    [{ ...request, idempotencyKey: '   ' }, 'idempotencyKey invalide'],
    [{ ...request, idempotencyKey: 'k'.repeat(129) }, 'idempotencyKey invalide'],
    [{ ...request, orderId: 17 }, 'orderId invalide'],
    [{ ...request, orderId: ' ' }, 'orderId invalide'],
    [{ ...request, orderId: 'o'.repeat(65) }, 'orderId invalide'],
    [{ ...request, label: undefined }, 'label invalide'],
    [{ ...request, label: 'l'.repeat(121) }, 'label invalide'],
    [{ ...request, currency: 'USD' }, 'currency invalide'],
    [{ ...request, amountCents: '1250' }, 'amountCents invalide'],
    [{ ...request, amountCents: 12.5 }, 'amountCents invalide'],
    [{ ...request, amountCents: 0 }, 'amountCents invalide'],
    [{ ...request, amountCents: -1 }, 'amountCents invalide'],
    [{ ...request, amountCents: 1_000_000_000_000 }, 'amountCents invalide'],
    [{ ...request, amountCents: 2 ** 53 }, 'amountCents invalide'],
    [{ ...request, saleKinds: [] }, 'saleKinds invalide'],
    [{ ...request, saleKinds: 'reload' }, 'saleKinds invalide'],
    [{ ...request, saleKinds: ['reload', 'boutique'] }, 'saleKinds invalide'],
  ])('refuses %j: %s', (value, problem) => {
    expect(paymentRequestProblem(value)).toBe(problem);
  });
});

describe('signReport', () => {
  const unsigned: UnsignedReport = SAMPLE_REPORT;
  const lines = SAMPLE_REPORT_LINES;
  const hmac = (text: string) => createHmac('sha256', 'secret-é').update(text, 'utf8').digest('hex');

  it('signs version 1 with the secret’s UTF-8 bytes, carrying the signed fields only', () => {
    const extra = { ...unsigned, note: 'non signée' } as UnsignedReport;
    expect(signReport(extra, 'secret-é')).toEqual({
      ...unsigned,
      signature: hmac(['portail-terminal-outcome-v1', ...lines].join('\n')),
    });
  });

  it('signs and carries a settlement (v2) and a cash report (v3), nothing more of them', () => {
    const settlement = {
      by: 'operator',
      note: 'Vu au journal',
      extra: 1,
    } as unknown as UnsignedReport['settlement'];
    expect(signReport({ ...unsigned, settlement }, 'secret-é')).toEqual({
      ...unsigned,
      settlement: { by: 'operator', note: 'Vu au journal' },
      signature: hmac(['portail-terminal-outcome-v2', ...lines, 'operator', 'Vu au journal'].join('\n')),
    });
    const cash = { givenCents: 2000, changeCents: 750, extra: 1 } as unknown as UnsignedReport['cash'];
    expect(signReport({ ...unsigned, cash }, 'secret-é')).toEqual({
      ...unsigned,
      cash: { givenCents: 2000, changeCents: 750 },
      signature: hmac(['portail-counter-cash-v3', ...lines, '2000', '750'].join('\n')),
    });
  });
});
