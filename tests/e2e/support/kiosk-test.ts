// The kiosk specs' `test`: every test starts with the emulator's faults cleared and its page on a kiosk
// (support/kiosk.ts: the bridge injected, main's handlers running here), set up before the spec's own
// beforeEach hooks and closed after the test. The specs wrote these steps in each test before.
import { test as base } from './test';
import { clearFaults } from './emulator';
import type { KioskDevice, KioskOptions } from './kiosk';

interface KioskFixtures {
  /** The device's configuration (`test.use({ kioskOptions: … })`); null: a web page, no bridge. */
  kioskOptions: KioskOptions | null;
  /** Set up for every test, whether it reads it or not. */
  kiosk: KioskDevice | undefined;
  /** The test's kiosk, for a test that looks at its terminal, printer or reloads. */
  device: KioskDevice;
}

export const test = base.extend<KioskFixtures>({
  kioskOptions: [{}, { option: true }],
  kiosk: [
    async ({ request, kioskOptions, openKiosk }, use) => {
      await clearFaults(request);
      // Closed after the test by openKiosk (support/test.ts).
      await use(kioskOptions ? await openKiosk(kioskOptions) : undefined);
    },
    { auto: true },
  ],
  device: async ({ kiosk }, use) => {
    if (!kiosk) throw new Error('Pas de borne pour ce test : kioskOptions vaut null.');
    await use(kiosk);
  },
});

export { expect } from './test';
