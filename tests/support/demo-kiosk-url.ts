// Where the e2e runs find the demo kiosk the emulator's start script serves beside it (issue 25 §4):
// E2E_DEMO_KIOSK_PORT, or E2E_PORT + 2 (the providers take + 1). One definition for the config and specs.
export function demoKioskPort(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.E2E_DEMO_KIOSK_PORT ?? Number(env.E2E_PORT ?? 5199) + 2);
}

export const demoKioskURL = `http://127.0.0.1:${demoKioskPort()}`;
