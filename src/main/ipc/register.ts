// Plugs the kiosk handlers into Electron's ipcMain. Only types come from electron, so this stays
// testable with a fake ipcMain and fake events.
import type { IpcMain } from 'electron';
import type { IpcSender, KioskHandler } from './kiosk-deps';

export type KioskIpcMain = Pick<IpcMain, 'handle' | 'removeHandler'>;

/** The part of an IpcMainInvokeEvent the sender is built from. */
export interface SenderEvent {
  senderFrame: { url: string; parent: unknown } | null;
}

/**
 * The sending frame, or null when it is gone (navigated away, destroyed: reading a disposed frame
 * throws). A frame without parent is its page's main frame; this is used rather than comparing with
 * event.sender.mainFrame because Electron does not promise one wrapper object per frame.
 */
export function senderOf(event: SenderEvent): IpcSender | null {
  try {
    const frame = event.senderFrame;
    if (!frame) return null;
    return { url: frame.url, isMainFrame: frame.parent === null };
  } catch {
    return null;
  }
}

/**
 * Registers one channel per handler (the five kiosk channels, and the operator's on a kiosk with a
 * PIN); the returned function removes them again.
 */
export function registerKioskIpc(
  ipcMain: KioskIpcMain,
  handlers: Readonly<Record<string, KioskHandler>>,
): () => void {
  const channels = Object.keys(handlers);
  for (const channel of channels) {
    const handler = handlers[channel]!;
    ipcMain.handle(channel, (event, payload: unknown) => handler(senderOf(event), payload));
  }
  return () => {
    for (const channel of channels) ipcMain.removeHandler(channel);
  };
}
