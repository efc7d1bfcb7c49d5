// Kiosk IPC: what main's shell and the e2e support import.
export { createKioskHandlers } from './kiosk-handlers';
export { registerKioskIpc, senderOf, type KioskIpcMain, type SenderEvent } from './register';
export { SENDER_REFUSED_MESSAGE } from './sender-check';
export type {
  IpcSender,
  KioskDeps,
  KioskHandler,
  KioskHandlerOptions,
  KioskHandlers,
  KioskLog,
  KioskRefusal,
  KioskTimers,
} from './kiosk-deps';
