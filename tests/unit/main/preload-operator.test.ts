// The preload of a kiosk whose main registered the operator channels (the argument main passes in
// webPreferences.additionalArguments): window.kiosk.operator, and its size guard.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OPERATOR_SCREEN_ARGUMENT } from '../../../src/shared/kiosk-bridge';

const electron = vi.hoisted(() => ({
  contextBridge: { exposeInMainWorld: vi.fn() },
  ipcRenderer: { invoke: vi.fn(async (channel: string, ...args: unknown[]) => ({ channel, args })) },
}));

vi.mock('electron', () => ({ ...electron, default: electron }));

let operator: Record<string, (argument?: unknown) => Promise<unknown>>;
let bridge: Record<string, unknown>;
const argv = process.argv;

beforeAll(async () => {
  process.argv = [...argv, OPERATOR_SCREEN_ARGUMENT];
  await import('../../../src/preload/index');
  bridge = electron.contextBridge.exposeInMainWorld.mock.calls[0]![1] as Record<string, unknown>;
  operator = bridge.operator as typeof operator;
});
afterAll(() => {
  process.argv = argv;
});

describe('preload on a kiosk with an operator PIN', () => {
  it('adds the frozen operator part: unlock, status, overview, leave, the actions and settlePayment', () => {
    expect(Object.keys(bridge).sort()).toEqual([
      'abilities',
      'cancelPayment',
      'info',
      'operator',
      'printReceipt',
      'reload',
      'startPayment',
    ]);
    expect(Object.keys(operator).sort()).toEqual([
      'checkTerminal',
      'leave',
      'overview',
      'reloadConfiguration',
      'reprintLast',
      'restart',
      'settlePayment',
      'status',
      'testPrint',
      'unlock',
    ]);
    expect(Object.isFrozen(operator)).toBe(true);
  });

  it('each method invokes its channel', async () => {
    await expect(operator.unlock!({ pin: '482916' })).resolves.toEqual({
      channel: 'operator:unlock',
      args: [{ pin: '482916' }],
    });
    await expect(operator.status!()).resolves.toEqual({ channel: 'operator:status', args: [] });
    await expect(operator.leave!()).resolves.toEqual({ channel: 'operator:leave', args: [] });
    await expect(operator.overview!()).resolves.toEqual({ channel: 'operator:overview', args: [] });
    await expect(operator.checkTerminal!()).resolves.toEqual({
      channel: 'operator:check-terminal',
      args: [],
    });
    await expect(operator.testPrint!()).resolves.toEqual({ channel: 'operator:test-print', args: [] });
    await expect(operator.reprintLast!()).resolves.toEqual({ channel: 'operator:reprint-last', args: [] });
    await expect(operator.reloadConfiguration!()).resolves.toEqual({
      channel: 'operator:reload-configuration',
      args: [],
    });
    await expect(operator.restart!()).resolves.toEqual({ channel: 'operator:restart', args: [] });
    const settle = { key: 'k-1', decision: 'approved', note: 'Vu sur le TPE' };
    await expect(operator.settlePayment!(settle)).resolves.toEqual({
      channel: 'operator:settle-payment',
      args: [settle],
    });
  });

  it('refuses an oversized unlock argument without invoking, as main would', async () => {
    electron.ipcRenderer.invoke.mockClear();
    await expect(operator.unlock!({ pin: new Uint8Array(5 * 1024 * 1024) })).resolves.toEqual({
      ok: false,
      message: 'Code opérateur invalide : données trop volumineuses (plus de 64 Kio).',
    });
    expect(electron.ipcRenderer.invoke).not.toHaveBeenCalled();
  });

  it('refuses an oversized settlement without invoking, as main would', async () => {
    electron.ipcRenderer.invoke.mockClear();
    const note = 'a'.repeat(5 * 1024 * 1024);
    await expect(operator.settlePayment!({ key: 'k-1', decision: 'approved', note })).resolves.toEqual({
      ok: false,
      message: 'Règlement refusé : données trop volumineuses (plus de 64 Kio).',
    });
    expect(electron.ipcRenderer.invoke).not.toHaveBeenCalled();
  });
});
