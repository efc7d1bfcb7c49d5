// The operator's actions as main decides them, on main's real receipt printer against the loopback
// printer: the status read first, a printer that cannot print sent nothing and nothing kept for later,
// the test ticket's and the reprint's paper read back; the configuration reload and the restart's refusal.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOperatorActions, type OperatorActionDeps } from '../../../../src/main/operator/actions';
import type { ConfigReload } from '../../../../src/main/operator/config-reload';
import { createReceiptPrinter, type ReceiptPrinter } from '../../../../src/main/printer';
import { decodeEscPos } from '../../../../src/demo-kiosk/escpos-decoder';
import {
  loopbackPrinterConfig,
  startLoopbackPrinter,
  type LoopbackPrinter,
} from '../../../../src/demo-kiosk/loopback-printer';
import { sampleReceipt } from '../printer/sample-receipt';

let loopback: LoopbackPrinter;
let printer: ReceiptPrinter;
beforeEach(async () => {
  loopback = await startLoopbackPrinter();
  printer = createReceiptPrinter(loopbackPrinterConfig(loopback), { log: () => {} });
});
afterEach(async () => {
  await loopback.stop();
});

// 2026-12-02 10:15:30 in Paris.
const NOW = Date.UTC(2026, 11, 2, 9, 15, 30);

function actions(overrides: Partial<OperatorActionDeps> = {}) {
  return createOperatorActions({
    printer,
    deviceId: () => 'BORNE-GARE-01',
    now: () => NOW,
    reloadConfiguration: () => ({ ok: true, version: 'v2', restartNeeded: [] }),
    paymentInProgress: () => false,
    ...overrides,
  });
}

/** What the jobs printed (status requests excluded), as text lines. */
const printed = () => loopback.jobs().map((job) => decodeEscPos(job).text);

describe('operator action: test print', () => {
  it('prints a short test ticket: its title, the kiosk, the date and time in Paris', async () => {
    await expect(actions().testPrint()).resolves.toEqual({
      ok: true,
      message: 'Ticket de test imprimé.',
      note: 'ticket de test',
    });
    const [job] = await loopback.waitForJobs(1);
    const decoded = decodeEscPos(job!);
    expect(decoded.unknown).toEqual([]);
    expect(decoded.lines[0]).toEqual({ text: 'Ticket de test', align: 'center', bold: true });
    expect(decoded.text).toContain('Borne : BORNE-GARE-01');
    expect(decoded.text).toContain('Le 02/12/2026 10:15');
    expect(decoded.cuts).toBe(1);
  });

  it.each([
    [{ paper: 'end' as const }, 'Impression impossible : plus de papier. Rien n’a été imprimé.'],
    [
      { coverOpen: true },
      'Impression impossible : le capot de l’imprimante est ouvert. Rien n’a été imprimé.',
    ],
    [{ offline: true }, 'Impression impossible : l’imprimante est hors ligne. Rien n’a été imprimé.'],
    [{ cutterError: true }, 'Impression impossible : l’imprimante signale une erreur. Rien n’a été imprimé.'],
  ])('%o: refused with why, nothing sent, nothing kept for later', async (condition, message) => {
    loopback.setCondition(condition);
    await expect(actions().testPrint()).resolves.toEqual({
      ok: false,
      message,
      note: `ticket de test : ${message}`,
    });
    expect(loopback.statusRequests().length).toBeGreaterThan(0);
    loopback.setCondition({ paper: 'ok', coverOpen: false, offline: false, cutterError: false });
    await expect(printer.retryPending()).resolves.toEqual({ ok: true });
    expect(printer.pending()).toEqual([]);
    expect(printed()).toEqual([]);
  });

  it('a printer that does not answer: refused, nothing sent', async () => {
    await loopback.stop();
    await expect(actions().testPrint()).resolves.toMatchObject({
      ok: false,
      message: 'Impression impossible : l’imprimante ne répond pas. Rien n’a été imprimé.',
    });
    expect(printer.pending()).toEqual([]);
  });

  it('a printer that answers its status but does not take the print: said, and never queued', async () => {
    const printOnce = vi.fn(async () => ({ ok: false, message: 'x' }));
    const result = await actions({ printer: { ...printer, status: printer.status, printOnce } }).testPrint();
    expect(result).toEqual({
      ok: false,
      message: 'L’imprimante n’a pas pris l’impression. Rien n’a été imprimé.',
      note: 'ticket de test : L’imprimante n’a pas pris l’impression. Rien n’a été imprimé.',
    });
    expect(printer.pending()).toEqual([]);
  });
});

describe('operator action: reprint the last receipt', () => {
  it('none printed since the start: « Aucun reçu à réimprimer. », the printer not even asked', async () => {
    await expect(actions().reprintLast()).resolves.toEqual({
      ok: false,
      message: 'Aucun reçu à réimprimer.',
      note: 'Aucun reçu à réimprimer.',
    });
    expect(loopback.connections()).toEqual([]);
  });

  it('prints the last receipt asked again, even one whose print failed, and settles it in the queue', async () => {
    await printer.print(sampleReceipt({ orderId: '10001' }));
    await loopback.waitForJobs(1);
    await loopback.stop();
    await expect(printer.print(sampleReceipt({ orderId: '10002' }))).resolves.toMatchObject({ ok: false });
    expect(printer.lastReceipt()?.orderId).toBe('10002');
    expect(printer.pending().map((receipt) => receipt.orderId)).toEqual(['10002']);
    await loopback.start();
    loopback.clear();
    await expect(actions().reprintLast()).resolves.toEqual({
      ok: true,
      message: 'Reçu de la commande 10002 réimprimé.',
      note: 'commande 10002',
    });
    const [job] = await loopback.waitForJobs(1);
    expect(decodeEscPos(job!).text).toContain('Commande n° 10002');
    // Printed once: the queue no longer holds it, a retry prints nothing more.
    expect(printer.pending()).toEqual([]);
    await expect(printer.retryPending()).resolves.toEqual({ ok: true });
    expect(loopback.jobs()).toHaveLength(1);
  });

  it('paper out: refused, nothing printed, and the reprint is not kept for later', async () => {
    await printer.print(sampleReceipt({ orderId: '10003' }));
    loopback.clear();
    loopback.setCondition({ paper: 'end' });
    await expect(actions().reprintLast()).resolves.toEqual({
      ok: false,
      message: 'Impression impossible : plus de papier. Rien n’a été imprimé.',
      note: 'commande 10003 : Impression impossible : plus de papier. Rien n’a été imprimé.',
    });
    expect(printer.pending()).toEqual([]);
    expect(printed()).toEqual([]);
  });
});

describe('operator action: reload the configuration', () => {
  it('invalid: the old one stays, the errors said', async () => {
    const reload = (): ConfigReload => ({
      ok: false,
      errors: ['Configuration invalide : « idleTimeoutMs » doit être un entier positif.'],
    });
    await expect(actions({ reloadConfiguration: reload }).reloadConfiguration()).resolves.toMatchObject({
      ok: false,
      message:
        'Configuration invalide : l’ancienne reste en service. Configuration invalide : « idleTimeoutMs » doit être un entier positif.',
    });
  });

  it('valid: its version, and what waits for a restart', async () => {
    await expect(actions().reloadConfiguration()).resolves.toMatchObject({
      ok: true,
      message: 'Configuration rechargée (version v2).',
    });
    const reload = (): ConfigReload => ({
      ok: true,
      version: null,
      restartNeeded: ['imprimante', 'terminal de paiement'],
    });
    await expect(actions({ reloadConfiguration: reload }).reloadConfiguration()).resolves.toMatchObject({
      ok: true,
      message:
        'Configuration rechargée (version non renseignée). Appliqué au prochain redémarrage : imprimante, terminal de paiement.',
    });
  });

  it('a long list of errors keeps the log line short', async () => {
    const errors = Array.from({ length: 40 }, (_, index) => `Erreur ${index} sur un réglage.`);
    const result = await actions({
      reloadConfiguration: () => ({ ok: false, errors }),
    }).reloadConfiguration();
    expect(result.note.length).toBeLessThanOrEqual(400);
    expect(result.message).toContain('Erreur 39 sur un réglage.');
  });
});

describe('operator action: restart', () => {
  it('refused while a payment awaits its outcome; allowed otherwise', async () => {
    let paying = true;
    const operator = actions({ paymentInProgress: () => paying });
    await expect(operator.restart()).resolves.toMatchObject({
      ok: false,
      message: 'Un paiement est en cours : redémarrage refusé. Réessayez une fois le paiement terminé.',
    });
    paying = false;
    await expect(operator.restart()).resolves.toMatchObject({
      ok: true,
      message: 'Redémarrage de l’application…',
    });
  });
});
