// Sandboxed preload: exposes exactly one object, `window.kiosk` (src/shared/kiosk-bridge.ts), whose six
// methods each invoke their channel. No raw ipcRenderer and no logic but one: main checks the sender and
// validates every payload.
//
// The one check made here is the argument's size, because this is the last place before
// ipcRenderer.invoke serialises it for main (contextBridge has already copied it into this world): a
// 5 MB argument refused here costs neither its serialisation, nor its copy into main, nor main's time.
// It answers the very value main would answer (INVALID_PAYLOAD), without crossing IPC; main still
// checks, since this guard protects main's time, not main's trust.
import { contextBridge, ipcRenderer } from 'electron';
import { INVALID_PAYLOAD, KIOSK_CHANNELS, type KioskBridge } from '../shared/kiosk-bridge';
import { payloadSizeProblem } from '../shared/payload-size';

type SizedMethod = keyof typeof INVALID_PAYLOAD;

// The cast: ipcRenderer.invoke is untyped, and a refused reload answers a KioskRefusal as main does.
function invoke<M extends SizedMethod>(method: M, argument: unknown): ReturnType<KioskBridge[M]> {
  const tooLarge = payloadSizeProblem(argument);
  const answer =
    tooLarge === undefined
      ? ipcRenderer.invoke(KIOSK_CHANNELS[method], argument)
      : Promise.resolve(INVALID_PAYLOAD[method](tooLarge));
  return answer as ReturnType<KioskBridge[M]>;
}

const bridge = Object.freeze<KioskBridge>({
  startPayment: (request) => invoke('startPayment', request),
  cancelPayment: (request) => invoke('cancelPayment', request),
  printReceipt: (receipt) => invoke('printReceipt', receipt),
  reload: (delayMs) => invoke('reload', delayMs),
  info: () => ipcRenderer.invoke(KIOSK_CHANNELS.info),
  abilities: () => ipcRenderer.invoke(KIOSK_CHANNELS.abilities),
});

contextBridge.exposeInMainWorld('kiosk', bridge);
