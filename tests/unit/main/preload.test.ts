// The preload runs against a mocked electron: it must expose one frozen object with exactly the six
// bridge methods, each invoking its channel, and nothing else.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { KIOSK_CHANNELS } from '../../../src/shared/kiosk-bridge';
import { PAGE, setup, validReceipt, validRequest } from './ipc/fakes';

const electron = vi.hoisted(() => ({
  contextBridge: { exposeInMainWorld: vi.fn() },
  ipcRenderer: {
    invoke: vi.fn(async (channel: string, ...args: unknown[]) => ({ channel, args })),
    send: vi.fn(),
    on: vi.fn(),
  },
}));

vi.mock('electron', () => ({ ...electron, default: electron }));

let bridge: Record<string, unknown>;

beforeAll(async () => {
  await import('../../../src/preload/index');
  expect(electron.contextBridge.exposeInMainWorld).toHaveBeenCalledTimes(1);
  const [name, exposed] = electron.contextBridge.exposeInMainWorld.mock.calls[0]!;
  expect(name).toBe('kiosk');
  bridge = exposed as Record<string, unknown>;
});

describe('preload', () => {
  it('exposes exactly the six bridge methods, frozen, and no operator part unless main asks', () => {
    expect(Object.keys(bridge).sort()).toEqual([
      'abilities',
      'cancelPayment',
      'info',
      'printReceipt',
      'reload',
      'startPayment',
    ]);
    expect(Object.getOwnPropertySymbols(bridge)).toEqual([]);
    for (const method of Object.values(bridge)) expect(typeof method).toBe('function');
    expect(Object.isFrozen(bridge)).toBe(true);
    expect(Object.getPrototypeOf(bridge)).toBe(Object.prototype);
  });

  it.each([
    ['startPayment', KIOSK_CHANNELS.startPayment, validRequest()],
    ['printReceipt', KIOSK_CHANNELS.printReceipt, validReceipt()],
    ['reload', KIOSK_CHANNELS.reload, 5000],
  ])('%s invokes %s with its one argument', async (method, channel, argument) => {
    electron.ipcRenderer.invoke.mockClear();
    const call = bridge[method] as (argument: unknown) => Promise<unknown>;
    await expect(call(argument)).resolves.toEqual({ channel, args: [argument] });
    expect(electron.ipcRenderer.invoke).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['info', 'kiosk:info'],
    ['abilities', 'kiosk:abilities'],
  ])('%s invokes %s with no argument', async (method, channel) => {
    electron.ipcRenderer.invoke.mockClear();
    await expect((bridge[method] as () => Promise<unknown>)()).resolves.toEqual({ channel, args: [] });
  });

  // A huge argument is refused here, before ipcRenderer.invoke serialises it and main deserialises it,
  // with the very value main would answer.
  const MB5 = 5 * 1024 * 1024;
  it.each([
    ['startPayment', KIOSK_CHANNELS.startPayment, { ...validRequest(), label: new Uint8Array(MB5) }],
    ['startPayment', KIOSK_CHANNELS.startPayment, { ...validRequest(), label: 'x'.repeat(MB5) }],
    ['printReceipt', KIOSK_CHANNELS.printReceipt, { ...validReceipt(), shopName: new Uint8Array(MB5) }],
    ['printReceipt', KIOSK_CHANNELS.printReceipt, { ...validReceipt(), padding: 'é'.repeat(40_000) }],
    ['reload', KIOSK_CHANNELS.reload, new Float64Array(MB5 / 8)],
  ])(
    '%s refuses an oversized argument without invoking, as main would',
    async (method, channel, argument) => {
      electron.ipcRenderer.invoke.mockClear();
      const call = bridge[method] as (argument: unknown) => Promise<unknown>;
      const answer = await call(argument);
      expect(electron.ipcRenderer.invoke).not.toHaveBeenCalled();
      const handlers = setup().handlers;
      await expect(handlers[channel](PAGE, argument)).resolves.toEqual(answer);
      expect(answer).toEqual(
        {
          [KIOSK_CHANNELS.startPayment]: {
            status: 'error',
            message: 'Demande de paiement invalide : données trop volumineuses (plus de 64 Kio).',
          },
          [KIOSK_CHANNELS.printReceipt]: {
            ok: false,
            message: 'Reçu invalide : données trop volumineuses (plus de 64 Kio).',
          },
          [KIOSK_CHANNELS.reload]: {
            ok: false,
            message: 'Demande de rechargement invalide : données trop volumineuses (plus de 64 Kio).',
          },
        }[channel as string],
      );
    },
  );

  it('never sends or listens outside invoke', () => {
    expect(electron.ipcRenderer.send).not.toHaveBeenCalled();
    expect(electron.ipcRenderer.on).not.toHaveBeenCalled();
    expect(Object.values(bridge)).not.toContain(electron.ipcRenderer.invoke);
  });
});
