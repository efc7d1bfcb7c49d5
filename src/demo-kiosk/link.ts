// The emulator's view of the demo kiosk (src/server/demo-kiosk/link.ts): built before the emulator
// listens (its page needs the origin), joined to the device once the demo kiosk has started.
import type { DemoAction, DemoKioskLink, PrintedReceipt } from '../server/demo-kiosk/link';
import type { DemoDevice } from './device';
import { decodeEscPos } from './escpos-decoder';

/** The receipts shown: the latest ones are enough to train on (the loopback printer keeps no more). */
export const KEPT_RECEIPTS = 20;

export function createDemoLink(origin: string): DemoKioskLink & { attach(device: DemoDevice): void } {
  let device: DemoDevice | undefined;
  const started = () => {
    if (!device) throw new Error('La borne de démonstration n’a pas encore démarré.');
    return device;
  };
  return {
    origin,
    attach(next) {
      device = next;
    },
    receipts(): PrintedReceipt[] {
      if (!device) return [];
      return device.printer
        .jobs()
        .slice(-KEPT_RECEIPTS)
        .map((job) => {
          const printed = decodeEscPos(job);
          return { lines: printed.text, qrCodes: printed.qrCodes };
        });
    },
    async act(action: DemoAction) {
      const { simulator, printer, readiness } = started();
      if (action === 'terminal-refuse') {
        simulator.script({ kind: 'decline' });
        return;
      }
      printer.setCondition({ paper: action === 'papier-epuise' ? 'end' : 'ok' });
      // Read now rather than at the next idle check: the kiosk's page sees it at its next poll.
      await readiness.refresh();
    },
  };
}
