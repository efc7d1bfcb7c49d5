import { describe, expect, it, vi } from 'vitest';
import { KIOSK_CHANNELS, type KioskChannel } from '../../../../src/shared/kiosk-bridge';
import { registerKioskIpc, senderOf, type KioskIpcMain } from '../../../../src/main/ipc/register';
import type { KioskHandler, KioskHandlers } from '../../../../src/main/ipc/kiosk-deps';
import { setup, validRequest } from './fakes';

type Listener = (event: unknown, ...args: unknown[]) => unknown;

/** ipcMain's handle/removeHandler, keeping the listeners so the test can send as Electron would. */
function fakeIpcMain() {
  const listeners = new Map<string, Listener>();
  const ipcMain = {
    handle: vi.fn((channel: string, listener: Listener) => {
      if (listeners.has(channel)) throw new Error(`second handler for ${channel}`);
      listeners.set(channel, listener);
    }),
    removeHandler: vi.fn((channel: string) => {
      listeners.delete(channel);
    }),
  };
  return { ipcMain: ipcMain as unknown as KioskIpcMain, spies: ipcMain, listeners };
}

function recordingHandlers() {
  const calls: [KioskChannel, ...Parameters<KioskHandler>][] = [];
  const handlers = Object.fromEntries(
    Object.values(KIOSK_CHANNELS).map((channel) => [
      channel,
      async (sender, payload) => {
        calls.push([channel, sender, payload]);
        return `answer of ${channel}`;
      },
    ]),
  ) as KioskHandlers;
  return { handlers, calls };
}

const mainFrame = { url: 'app://portail/payment', parent: null };
const subFrame = { url: 'app://portail/iframe', parent: mainFrame };

describe('senderOf', () => {
  it('takes the URL of the sending frame; no parent means the main frame', () => {
    expect(senderOf({ senderFrame: mainFrame })).toEqual({ url: 'app://portail/payment', isMainFrame: true });
    expect(senderOf({ senderFrame: subFrame })).toEqual({ url: 'app://portail/iframe', isMainFrame: false });
  });

  it('gives null when the frame is gone or can no longer be read', () => {
    expect(senderOf({ senderFrame: null })).toBeNull();
    const disposed = {
      parent: null,
      get url(): string {
        throw new Error('Render frame was disposed before WebFrameMain could be accessed');
      },
    };
    expect(senderOf({ senderFrame: disposed })).toBeNull();
  });
});

describe('registerKioskIpc', () => {
  it('registers exactly the six kiosk channels', () => {
    const { ipcMain, spies } = fakeIpcMain();
    registerKioskIpc(ipcMain, recordingHandlers().handlers);
    expect(spies.handle.mock.calls.map(([channel]) => channel).sort()).toEqual([
      'kiosk:abilities',
      'kiosk:cancel-payment',
      'kiosk:info',
      'kiosk:print-receipt',
      'kiosk:reload',
      'kiosk:start-payment',
    ]);
  });

  it('routes each channel to its handler with the sender built from the event', async () => {
    const { ipcMain, listeners } = fakeIpcMain();
    const { handlers, calls } = recordingHandlers();
    registerKioskIpc(ipcMain, handlers);
    const event = { senderFrame: mainFrame, sender: { mainFrame } };
    await expect(listeners.get('kiosk:reload')!(event, 5000)).resolves.toBe('answer of kiosk:reload');
    await listeners.get('kiosk:info')!({ senderFrame: subFrame, sender: { mainFrame } });
    await listeners.get('kiosk:start-payment')!({ senderFrame: null, sender: { mainFrame } }, { a: 1 });
    expect(calls).toEqual([
      ['kiosk:reload', { url: 'app://portail/payment', isMainFrame: true }, 5000],
      ['kiosk:info', { url: 'app://portail/iframe', isMainFrame: false }, undefined],
      ['kiosk:start-payment', null, { a: 1 }],
    ]);
  });

  it('with the real handlers, a sub-frame or a gone frame never reaches the terminal', async () => {
    const { ipcMain, listeners } = fakeIpcMain();
    const { handlers, start } = setup();
    registerKioskIpc(ipcMain, handlers);
    const refused = { status: 'error', message: 'Appel refusé : origine non autorisée.' };
    const send = listeners.get('kiosk:start-payment')!;
    await expect(send({ senderFrame: subFrame, sender: { mainFrame } }, validRequest())).resolves.toEqual(
      refused,
    );
    await expect(send({ senderFrame: null, sender: { mainFrame } }, validRequest())).resolves.toEqual(
      refused,
    );
    expect(start).not.toHaveBeenCalled();
    await send({ senderFrame: mainFrame, sender: { mainFrame } }, validRequest());
    expect(start).toHaveBeenCalledWith(validRequest());
  });

  it('returns a function that removes the six channels', () => {
    const { ipcMain, spies, listeners } = fakeIpcMain();
    const unregister = registerKioskIpc(ipcMain, recordingHandlers().handlers);
    unregister();
    expect(spies.removeHandler.mock.calls.map(([channel]) => channel).sort()).toEqual([
      'kiosk:abilities',
      'kiosk:cancel-payment',
      'kiosk:info',
      'kiosk:print-receipt',
      'kiosk:reload',
      'kiosk:start-payment',
    ]);
    expect(listeners.size).toBe(0);
    // Registering again after unregistering works (a recreated window).
    registerKioskIpc(ipcMain, recordingHandlers().handlers);
    expect(listeners.size).toBe(6);
  });
});
