// Sandboxed preload: exposes exactly one object, `window.kiosk` (src/shared/kiosk-bridge.ts), whose six
// methods each invoke their channel (and, on a kiosk with an operator PIN, its `operator` part). No raw
// ipcRenderer and no logic but one: main checks the sender and validates every payload.
//
// The one check made here is the argument's size, because this is the last place before
// ipcRenderer.invoke serialises it for main (contextBridge has already copied it into this world): a
// 5 MB argument refused here costs neither its serialisation, nor its copy into main, nor main's time.
// It answers the very value main would answer (INVALID_PAYLOAD), without crossing IPC; main still
// checks, since this guard protects main's time, not main's trust.
import { contextBridge, ipcRenderer } from 'electron';
import {
  INVALID_PAYLOAD,
  KIOSK_CHANNELS,
  OPERATOR_CHANNELS,
  OPERATOR_SCREEN_ARGUMENT,
  type KioskBridge,
  type OperatorBridge,
} from '../shared/kiosk-bridge';
import { payloadSizeProblem } from '../shared/payload-size';
import { TILL_ARGUMENT, TILL_CHANNELS, type TillBridge } from '../shared/till-bridge';

type SizedMethod = keyof typeof INVALID_PAYLOAD;

// The cast: ipcRenderer.invoke is untyped, and a refused reload answers a KioskRefusal as main does.
function invoke<T>(method: SizedMethod, channel: string, argument: unknown): Promise<T> {
  const tooLarge = payloadSizeProblem(argument);
  const answer =
    tooLarge === undefined
      ? ipcRenderer.invoke(channel, argument)
      : Promise.resolve(INVALID_PAYLOAD[method](tooLarge));
  return answer as Promise<T>;
}

// Main passes the argument only to a kiosk whose configuration holds an operator PIN: elsewhere the
// operator channels do not exist, and neither does window.kiosk.operator.
const operator: OperatorBridge | undefined = process.argv.includes(OPERATOR_SCREEN_ARGUMENT)
  ? Object.freeze<OperatorBridge>({
      unlock: (request) => invoke('operatorUnlock', OPERATOR_CHANNELS.unlock, request),
      status: () => ipcRenderer.invoke(OPERATOR_CHANNELS.status),
      leave: () => ipcRenderer.invoke(OPERATOR_CHANNELS.leave),
      overview: () => ipcRenderer.invoke(OPERATOR_CHANNELS.overview),
      checkTerminal: () => ipcRenderer.invoke(OPERATOR_CHANNELS.checkTerminal),
      testPrint: () => ipcRenderer.invoke(OPERATOR_CHANNELS.testPrint),
      reprintLast: () => ipcRenderer.invoke(OPERATOR_CHANNELS.reprintLast),
      reloadConfiguration: () => ipcRenderer.invoke(OPERATOR_CHANNELS.reloadConfiguration),
      restart: () => ipcRenderer.invoke(OPERATOR_CHANNELS.restart),
      settlePayment: (request) => invoke('operatorSettle', OPERATOR_CHANNELS.settlePayment, request),
    })
  : undefined;

// Main passes this one only to a counter whose till opened: elsewhere the till channels do not exist.
// The till's requests are a few fields: main checks their size and shape (src/main/ipc/till.ts).
const till: TillBridge | undefined = process.argv.includes(TILL_ARGUMENT)
  ? Object.freeze<TillBridge>({
      status: () => ipcRenderer.invoke(TILL_CHANNELS.status),
      open: (request) => ipcRenderer.invoke(TILL_CHANNELS.open, request),
      close: (request) => ipcRenderer.invoke(TILL_CHANNELS.close, request),
      reprint: (request) => ipcRenderer.invoke(TILL_CHANNELS.reprint, request),
      recordProviderSale: (request) => ipcRenderer.invoke(TILL_CHANNELS.recordProviderSale, request),
    })
  : undefined;

const bridge = Object.freeze<KioskBridge>({
  startPayment: (request) => invoke('startPayment', KIOSK_CHANNELS.startPayment, request),
  cancelPayment: (request) => invoke('cancelPayment', KIOSK_CHANNELS.cancelPayment, request),
  printReceipt: (receipt) => invoke('printReceipt', KIOSK_CHANNELS.printReceipt, receipt),
  reload: (delayMs) => invoke('reload', KIOSK_CHANNELS.reload, delayMs),
  info: () => ipcRenderer.invoke(KIOSK_CHANNELS.info),
  abilities: () => ipcRenderer.invoke(KIOSK_CHANNELS.abilities),
  ...(operator ? { operator } : {}),
  ...(till ? { till } : {}),
});

contextBridge.exposeInMainWorld('kiosk', bridge);
