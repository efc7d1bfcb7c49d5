// Issue 29 §3: the till opened and closed by an agent (id + PIN, scrypt, lock after 3 wrong pairs), no
// sale while closed, the closing report printed and archived, reprinted from the archives.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { PrintResult } from '../../../../src/shared/kiosk-bridge';
import type { ReceiptCommand } from '../../../../src/main/printer/layout';
import { fileLockStore } from '../../../../src/main/operator/lock-store';
import { hashPin } from '../../../../src/main/operator/pin-hash';
import { AGENT_MESSAGES, createAgentChecker, TILL_LOCK_FILE } from '../../../../src/main/till/agent-check';
import { openTillJournal, tillArchiveDirectory } from '../../../../src/main/till/till-journal';
import { createTillService, type TillSaleRecord } from '../../../../src/main/till/till-service';

const AGENT_PIN = '482916';
const CHEAP = { N: 2 ** 14, r: 8, p: 1 } as const;
const hashes = { one: hashPin(AGENT_PIN, CHEAP), two: hashPin('135790', CHEAP) };
const START = new Date('2026-12-04T07:00:00.000Z');

async function setup(
  options: { print?: (commands: readonly ReceiptCommand[]) => Promise<PrintResult> } = {},
) {
  const directory = mkdtempSync(join(tmpdir(), 'till-service-'));
  const path = join(directory, 'caisse', 'caisse.journal');
  let clock = START.getTime();
  const now = () => clock;
  const log = vi.fn();
  const journal = await openTillJournal({ path, log });
  onTestFinished(() => journal.close());
  const agents = await createAgentChecker({
    agents: [
      { id: 'agent-1', pinHash: await hashes.one },
      { id: 'agent-2', pinHash: await hashes.two },
    ],
    lockStore: fileLockStore(join(directory, TILL_LOCK_FILE)),
    now,
    log,
  });
  const printed: (readonly ReceiptCommand[])[] = [];
  const print =
    options.print ??
    (async (commands: readonly ReceiptCommand[]) => {
      printed.push(commands);
      return { ok: true };
    });
  const till = createTillService({
    journal,
    agents,
    print,
    deviceId: 'guichet-blois-1',
    width: 48,
    now: () => new Date(clock),
    log,
  });
  return { till, journal, path, printed, advance: (ms: number) => (clock += ms) };
}

const text = (commands: readonly ReceiptCommand[]) =>
  commands
    .map((command) =>
      command.op === 'println'
        ? command.text
        : command.op === 'leftRight'
          ? `${command.left} | ${command.right}`
          : command.op === 'drawLine'
            ? '---'
            : null,
    )
    .filter((line) => line !== null);

const sale = (key: string, mode: 'card' | 'cash', amountCents: number, label: string): TillSaleRecord => ({
  key,
  orderId: key.replace('k', '100'),
  mode,
  amountCents,
  ...(mode === 'cash' ? { givenCents: amountCents + 500, changeCents: 500 } : {}),
  lines: [{ label, quantity: 1, amountCents }],
});

describe('till service', () => {
  it('opens with a right agent and PIN only, and never twice', async () => {
    const { till } = await setup();
    expect(await till.open('agent-1', '000000', 10_000)).toEqual({
      ok: false,
      message: 'Identifiant ou code incorrect : il reste 2 essais.',
      attemptsLeft: 2,
    });
    expect(await till.open('agent-1', AGENT_PIN, -1)).toEqual({
      ok: false,
      message: 'Montant invalide : un nombre entier de centimes entre 0 et 100 000,00 €.',
    });
    expect(await till.open('agent-1', AGENT_PIN, 150.5)).toMatchObject({ ok: false });
    expect(till.openSession()).toBeNull();
    expect(await till.open('agent-1', AGENT_PIN, 10_000)).toEqual({
      ok: true,
      message: 'Caisse ouverte par agent-1, fond de caisse 100,00 €.',
    });
    expect(till.openSession()).toMatch(/^20261204-0800-[0-9a-f]{4}$/);
    expect(await till.open('agent-2', '135790', 0)).toEqual({
      ok: false,
      message: 'La caisse est déjà ouverte.',
    });
  });

  it('answers an unknown agent as a wrong PIN, and locks for 5 minutes after 3 wrong pairs, kept on disk', async () => {
    const { till, advance } = await setup();
    expect(await till.open('inconnu', AGENT_PIN, 0)).toMatchObject({
      message: 'Identifiant ou code incorrect : il reste 2 essais.',
    });
    expect(await till.open('agent-2', AGENT_PIN, 0)).toMatchObject({
      message: 'Identifiant ou code incorrect : il reste 1 essai.',
    });
    const locked = await till.open('agent-1', '999999', 0);
    expect(locked).toMatchObject({ ok: false, lockedUntil: '2026-12-04T07:05:00.000Z' });
    expect(locked.message).toMatch(
      /^Trop de codes incorrects : la caisse est verrouillée jusqu’à \d\d:05\.$/,
    );
    // The right pair during the lock is refused too.
    expect(await till.open('agent-1', AGENT_PIN, 0)).toMatchObject({
      ok: false,
      lockedUntil: '2026-12-04T07:05:00.000Z',
    });
    advance(5 * 60_000);
    expect(await till.open('agent-1', AGENT_PIN, 0)).toMatchObject({ ok: true });
  });

  it('refuses ids and PINs of the wrong shape without counting them', async () => {
    const { till } = await setup();
    for (const [agent, pin] of [
      ['../agent', AGENT_PIN],
      ['agent-1', '12a4'],
      [42, AGENT_PIN],
      ['agent-1', { pin: AGENT_PIN }],
    ] as const)
      expect(await till.open(agent, pin, 0)).toEqual({ ok: false, message: AGENT_MESSAGES.format });
    expect(await till.open('agent-1', AGENT_PIN, 0)).toMatchObject({ ok: true });
  });

  it('records sales only while open, and closes with the report printed, archived and reprintable', async () => {
    const { till, printed, path, advance } = await setup();
    expect(
      await till.recordSale('20261204-0800-abcd', sale('k1', 'card', 1250, 'Ticket Blois > Tours')),
    ).toBe(false);
    await till.open('agent-1', AGENT_PIN, 10_000);
    const session = till.openSession()!;
    expect(await till.recordSale(session, sale('k1', 'card', 1250, 'Ticket Blois > Tours'))).toBe(true);
    expect(await till.recordSale(session, sale('k2', 'cash', 2000, 'Ticket Blois > Tours'))).toBe(true);
    expect(await till.recordSale(session, sale('k3', 'cash', 4500, 'Recharge mensuelle'))).toBe(true);
    expect(await till.recordSale(session, { ...sale('k4', 'cash', 100, 'x'), changeCents: 499 })).toBe(false);
    expect(await till.cancelSale(session, 'k3', 'refusée par le back office')).toBe(true);
    expect(await till.cancelSale(session, 'k3', 'deux fois')).toBe(false);
    expect((await till.status()).session).toMatchObject({
      expectedCashCents: 12_000,
      cardCents: 1250,
      salesCount: 2,
      cancelledCount: 1,
    });

    advance(9 * 60 * 60_000);
    expect(await till.close('agent-2', '135790', 11_950)).toMatchObject({
      ok: true,
      message: 'Caisse close. Écart -0,50 € : ticket Z imprimé.',
      report: {
        expectedCashCents: 12_000,
        countedCashCents: 11_950,
        differenceCents: -50,
        closedBy: 'agent-2',
      },
    });
    expect(till.openSession()).toBeNull();
    expect(await till.recordSale(session, sale('k5', 'card', 100, 'x'))).toBe(false);
    expect(text(printed[0]!).filter((line) => !line.startsWith('Carte bancaire (page'))).toEqual([
      'TICKET Z - CLÔTURE DE CAISSE',
      'Guichet : guichet-blois-1',
      '---',
      `Session : ${session}`,
      'Ouverture : 04/12/2026 08:00 (agent-1)',
      'Clôture : 04/12/2026 17:00 (agent-2)',
      '---',
      'Ventes par produit',
      '2 x Ticket Blois > Tours | 32,50 €',
      '---',
      'Ventes par mode',
      'Carte bancaire (terminal) (1) | 12,50 €',
      'Espèces (1) | 20,00 €',
      'Total des ventes | 32,50 €',
      'Ventes annulées : 1',
      '---',
      'Total carte bancaire | 12,50 €',
      'Fond de caisse | 100,00 €',
      'Ventes en espèces | 20,00 €',
      'Espèces attendues | 120,00 €',
      'Espèces comptées | 119,50 €',
      'Écart | -0,50 €',
    ]);

    const status = await till.status();
    expect(status).toMatchObject({ open: false, session: null });
    expect(status.archives).toEqual([{ name: `z-2026-12-04-${session}.json`, day: '2026-12-04', session }]);
    expect(readdirSync(tillArchiveDirectory(path))).toEqual([`z-2026-12-04-${session}.json`]);

    advance(24 * 60 * 60_000);
    expect(await till.reprint(status.archives[0]!.name)).toMatchObject({
      ok: true,
      message: 'Ticket Z réimprimé.',
    });
    expect(text(printed[1]!).slice(-2)).toEqual(['---', 'Réimpression du 05/12/2026 17:00']);
    expect(await till.reprint('../caisse/caisse.journal')).toEqual({
      ok: false,
      message: 'Ce ticket Z n’est pas dans les archives des 30 derniers jours.',
    });
    // Thirty days later the report is still on the disk, no longer offered for a reprint.
    advance(30 * 24 * 60 * 60_000);
    expect((await till.status()).archives).toEqual([]);
    expect(await till.reprint(status.archives[0]!.name)).toMatchObject({ ok: false });
  });

  it('keeps a closing whose report could not print: archived, and said so', async () => {
    const { till } = await setup({ print: async () => ({ ok: false, message: 'plus de papier' }) });
    await till.open('agent-1', AGENT_PIN, 5_000);
    expect(await till.close('agent-1', AGENT_PIN, 5_000)).toMatchObject({
      ok: true,
      message:
        'Caisse close. Écart 0,00 € : ticket Z non imprimé (plus de papier) ; réimprimez-le depuis les archives.',
    });
    expect((await till.status()).archives).toHaveLength(1);
  });

  it('archives a closing whose archive failed before a new session opens, or refuses to open', async () => {
    const { till, journal } = await setup();
    await till.open('agent-1', AGENT_PIN, 1_000);
    const first = till.openSession()!;
    const archive = vi.spyOn(journal, 'archiveClosed').mockRejectedValueOnce(new Error('disque plein'));
    expect(await till.close('agent-1', AGENT_PIN, 1_000)).toMatchObject({ ok: true });
    expect(journal.state().session).toMatchObject({ id: first, closed: { countedCents: 1_000 } });
    archive.mockRejectedValueOnce(new Error('disque plein'));
    expect(await till.open('agent-1', AGENT_PIN, 2_000)).toEqual({
      ok: false,
      message: 'Le journal de caisse est inaccessible : rien n’a été enregistré.',
    });
    expect(await till.open('agent-1', AGENT_PIN, 2_000)).toMatchObject({ ok: true });
    expect((await till.status()).archives.map((a) => a.session)).toEqual([first]);
    expect(till.openSession()).not.toBe(first);
  });

  it('records a card-not-present sale once per order, never one the terminal or cash paid, never with the till closed', async () => {
    const { till, printed } = await setup();
    const lines = [{ label: 'Abonnement mensuel', quantity: 1, amountCents: 4_500 }];
    expect(await till.recordProviderSale('10007', 4_500, lines)).toEqual({
      ok: false,
      message: 'La caisse est fermée : ouvrez-la avant toute vente.',
    });
    await till.open('agent-1', AGENT_PIN, 1_000);
    const session = till.openSession()!;
    expect(await till.recordProviderSale('10007', 4_500, lines)).toEqual({
      ok: true,
      message: 'Vente par la page de paiement enregistrée en caisse.',
    });
    expect(await till.recordProviderSale('10007', 4_500, lines)).toEqual({
      ok: true,
      message: 'Cette vente est déjà en caisse.',
    });
    await till.recordSale(session, sale('k8', 'cash', 700, 'Carte de transport'));
    expect(
      await till.recordProviderSale('1008', 700, [{ label: 'x', quantity: 1, amountCents: 700 }]),
    ).toEqual({
      ok: true,
      message: 'Cette vente est déjà en caisse.',
    });
    expect((await till.status()).session).toMatchObject({
      salesCount: 2,
      cardCents: 0,
      cashSalesCents: 700,
      expectedCashCents: 1_700,
      byMode: [
        { mode: 'card', sales: 0, amountCents: 0 },
        { mode: 'cash', sales: 1, amountCents: 700 },
        { mode: 'card-not-present', sales: 1, amountCents: 4_500 },
      ],
    });
    await till.close('agent-1', AGENT_PIN, 1_700);
    expect(text(printed[0]!)).toContain('Carte bancaire (page de paiement) (1) | 45,00 €');
  });

  it('a crash after the opening keeps the session; every sale is still counted', async () => {
    const { till, journal, path } = await setup();
    await till.open('agent-1', AGENT_PIN, 2_000);
    const session = till.openSession()!;
    await till.recordSale(session, sale('k1', 'cash', 700, 'Carte de transport'));
    await journal.close();
    const reopened = await openTillJournal({ path });
    onTestFinished(() => reopened.close());
    expect(reopened.state().session).toMatchObject({ id: session, floatCents: 2_000 });
    expect(reopened.state().session!.sales.map((s) => s.key)).toEqual(['k1']);
  });
});
