// Issue 29: what the counter's page may send. kiosk:start-payment takes the sale's lines and cash only
// from a counter (a kiosk naming them is refused), checked for shape, size and sums; the till's
// channels check the sender and every field before the till service is asked, and never log a PIN.
import { describe, expect, it, vi } from 'vitest';
import { KIOSK_CHANNELS } from '../../../../src/shared/kiosk-bridge';
import { TILL_CHANNELS } from '../../../../src/shared/till-bridge';
import { createKioskHandlers } from '../../../../src/main/ipc/kiosk-handlers';
import { createTillHandlers } from '../../../../src/main/ipc/till';
import type { TillService } from '../../../../src/main/till/till-service';
import { ALLOWED_ORIGIN, APPROVED, fakeDeps, PAGE, validRequest } from './fakes';

const LINES = [
  { label: 'Ticket Blois > Tours', quantity: 1, amountCents: 1000 },
  { label: 'Carte de transport', quantity: 1, amountCents: 250 },
];

function handlersFor(counter: boolean) {
  const fakes = fakeDeps();
  const log = vi.fn();
  const handlers = createKioskHandlers({ ...fakes.deps, counter }, { allowedOrigin: ALLOWED_ORIGIN, log });
  return { ...fakes, log, pay: (payload: unknown) => handlers[KIOSK_CHANNELS.startPayment](PAGE, payload) };
}

describe('kiosk:start-payment at the counter', () => {
  it('hands the lines and the cash to the service', async () => {
    const { pay, start } = handlersFor(true);
    const request = { ...validRequest(), saleLines: LINES, cash: { givenCents: 2000 } };
    await expect(pay(request)).resolves.toEqual(APPROVED);
    expect(start.mock.calls[0]![0]).toStrictEqual(request);
  });

  it('refuses them from a kiosk: cash is never taken there', async () => {
    const { pay, start } = handlersFor(false);
    await expect(pay({ ...validRequest(), cash: { givenCents: 2000 } })).resolves.toEqual({
      status: 'error',
      message: 'Demande de paiement invalide : « cash » n’est pas un champ attendu.',
    });
    await expect(pay({ ...validRequest(), saleLines: LINES })).resolves.toMatchObject({ status: 'error' });
    expect(start).not.toHaveBeenCalled();
  });

  it.each([
    [
      'lines that do not add up to the amount',
      { saleLines: [{ ...LINES[0], amountCents: 999 }, LINES[1]] },
      '« saleLines » : la somme des lignes doit faire « amountCents »',
    ],
    [
      'less cash than the amount',
      { saleLines: LINES, cash: { givenCents: 1249 } },
      '« cash.givenCents » est inférieur au montant à payer',
    ],
    ['a quantity of zero', { saleLines: [{ ...LINES[0], quantity: 0, amountCents: 1250 }] }, 'quantity'],
    ['a cash object with more', { cash: { givenCents: 2000, changeCents: 5 } }, 'changeCents'],
    ['no line at all', { saleLines: [] }, 'saleLines'],
    [
      'a label too long',
      { saleLines: [{ label: 'x'.repeat(121), quantity: 1, amountCents: 1250 }] },
      'label',
    ],
  ])('refuses %s', async (_name, extra, expected) => {
    const { pay, start } = handlersFor(true);
    const answer = (await pay({ ...validRequest(), ...extra })) as { status: string; message: string };
    expect(answer.status).toBe('error');
    expect(answer.message).toContain(expected);
    expect(start).not.toHaveBeenCalled();
  });
});

function tillFakes() {
  const answer = { ok: true as const, message: 'ok' };
  const till = {
    status: vi.fn(async () => ({ open: false, session: null, archives: [] })),
    open: vi.fn(async () => answer),
    close: vi.fn(async () => answer),
    reprint: vi.fn(async () => answer),
    recordProviderSale: vi.fn(async () => answer),
  };
  const log = vi.fn();
  const handlers = createTillHandlers(till as unknown as TillService, { allowedOrigin: ALLOWED_ORIGIN, log });
  return { till, log, handlers };
}

describe('till channels', () => {
  it('opens, closes and reprints with checked fields only', async () => {
    const { till, handlers } = tillFakes();
    await handlers[TILL_CHANNELS.open](PAGE, { agentId: 'agent-1', pin: '4829', floatCents: 15_000 });
    expect(till.open).toHaveBeenCalledWith('agent-1', '4829', 15_000);
    await handlers[TILL_CHANNELS.close](PAGE, { agentId: 'agent-1', pin: '4829', countedCents: 0 });
    expect(till.close).toHaveBeenCalledWith('agent-1', '4829', 0);
    await handlers[TILL_CHANNELS.reprint](PAGE, { name: 'z-2026-12-04-20261204-0800-ab12.json' });
    expect(till.reprint).toHaveBeenCalledWith('z-2026-12-04-20261204-0800-ab12.json');
    await expect(handlers[TILL_CHANNELS.status](PAGE, undefined)).resolves.toEqual({
      open: false,
      session: null,
      archives: [],
    });
  });

  it.each([
    [TILL_CHANNELS.open, { agentId: 'agent-1', pin: '48a9', floatCents: 0 }],
    [TILL_CHANNELS.open, { agentId: 'agent-1', pin: '4829', floatCents: -1 }],
    [TILL_CHANNELS.open, { agentId: 'agent-1', pin: '4829', floatCents: 10.5 }],
    [TILL_CHANNELS.open, { agentId: 'agent-1', pin: '4829', floatCents: '100' }],
    [TILL_CHANNELS.open, { agentId: '../x', pin: '4829', floatCents: 0 }],
    [TILL_CHANNELS.open, { agentId: 'agent-1', pin: '4829', floatCents: 0, admin: true }],
    [TILL_CHANNELS.close, { agentId: 'agent-1', pin: '4829', floatCents: 0 }],
    [TILL_CHANNELS.close, { agentId: 'agent-1', pin: '4829', countedCents: 10_000_001 }],
    [TILL_CHANNELS.reprint, { name: '../../caisse/caisse.journal' }],
    [TILL_CHANNELS.reprint, { name: 'z-2026-12-04-a/b.json' }],
    [TILL_CHANNELS.status, { open: true }],
  ])('refuses %s %j without asking the till, and never logs the PIN', async (channel, payload) => {
    const { till, handlers, log } = tillFakes();
    const answer = (await handlers[channel](PAGE, payload)) as { ok: boolean; message: string };
    expect(answer.ok).toBe(false);
    expect(answer.message).toMatch(/^Demande refusée par la caisse : .+\.$/);
    for (const call of [till.open, till.close, till.reprint, till.status])
      expect(call).not.toHaveBeenCalled();
    expect(JSON.stringify(log.mock.calls)).not.toContain('4829');
  });

  it('records a provider sale with checked lines adding up to its amount', async () => {
    const { till, handlers } = tillFakes();
    const sale = {
      orderId: '10007',
      amountCents: 4500,
      lines: [{ label: 'Abonnement', quantity: 1, amountCents: 4500 }],
    };
    await handlers[TILL_CHANNELS.recordProviderSale](PAGE, sale);
    expect(till.recordProviderSale).toHaveBeenCalledWith('10007', 4500, sale.lines);
    for (const bad of [
      { ...sale, amountCents: 4499 },
      { ...sale, orderId: '../1' },
      { ...sale, lines: [] },
      { ...sale, amountCents: 0, lines: [{ label: 'x', quantity: 1, amountCents: 0 }] },
    ]) {
      const answer = (await handlers[TILL_CHANNELS.recordProviderSale](PAGE, bad)) as { ok: boolean };
      expect(answer.ok).toBe(false);
    }
    expect(till.recordProviderSale).toHaveBeenCalledTimes(1);
  });

  it("says which of a provider sale's lines is wrong, in the same words as the payment's", async () => {
    const { handlers } = tillFakes();
    const sale = { orderId: '10007', amountCents: 4500 };
    const messages: string[] = [];
    for (const lines of [
      [{ label: 'Abonnement', quantity: 1, amountCents: 4000 }],
      [{ label: '', quantity: 1, amountCents: 4500 }],
      [{ label: 'Abonnement', quantity: 1000, amountCents: 4500 }],
      [{ label: 'Abonnement', quantity: 1, amountCents: -1 }],
    ]) {
      const answer = (await handlers[TILL_CHANNELS.recordProviderSale](PAGE, { ...sale, lines })) as {
        message: string;
      };
      messages.push(answer.message);
    }
    expect(messages).toEqual([
      'Demande refusée par la caisse : « lines » : la somme des lignes doit faire « amountCents ».',
      'Demande refusée par la caisse : « lines[0].label » doit contenir de 1 à 120 caractères.',
      'Demande refusée par la caisse : « lines[0].quantity » doit être un nombre entier d’unités entre 1 et 999.',
      'Demande refusée par la caisse : « lines[0].amountCents » doit être un nombre entier de centimes entre 0 et 10\u00a0000\u00a0000.',
    ]);
  });

  it('refuses a frame of another origin or a subframe', async () => {
    const { till, handlers } = tillFakes();
    const request = { agentId: 'agent-1', pin: '4829', floatCents: 0 };
    for (const sender of [
      { url: 'https://paiement.example.fr/', isMainFrame: true },
      { url: 'app://portail/home', isMainFrame: false },
      null,
    ])
      await expect(handlers[TILL_CHANNELS.open](sender, request)).resolves.toEqual({
        ok: false,
        message: 'Appel refusé : origine non autorisée.',
      });
    expect(till.open).not.toHaveBeenCalled();
  });

  it('answers a failing till as unavailable, never a throw', async () => {
    const { till, handlers } = tillFakes();
    till.open.mockRejectedValueOnce(new Error('disque plein'));
    await expect(
      handlers[TILL_CHANNELS.open](PAGE, { agentId: 'agent-1', pin: '4829', floatCents: 0 }),
    ).resolves.toEqual({ ok: false, message: 'La caisse est indisponible : rien n’a été enregistré.' });
  });
});
