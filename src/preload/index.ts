// Sandboxed preload: exposes exactly one object, `window.kiosk` (src/shared/kiosk-bridge.ts), whose four
// methods each invoke their channel. No logic here and no raw ipcRenderer: main checks and validates.
import { contextBridge, ipcRenderer } from 'electron';
import { KIOSK_CHANNELS, type KioskBridge } from '../shared/kiosk-bridge';

const bridge = Object.freeze<KioskBridge>({
  startPayment: (request) => ipcRenderer.invoke(KIOSK_CHANNELS.startPayment, request),
  printReceipt: (receipt) => ipcRenderer.invoke(KIOSK_CHANNELS.printReceipt, receipt),
  reload: (delayMs) => ipcRenderer.invoke(KIOSK_CHANNELS.reload, delayMs),
  info: () => ipcRenderer.invoke(KIOSK_CHANNELS.info),
});

contextBridge.exposeInMainWorld('kiosk', bridge);
