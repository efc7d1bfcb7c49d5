// Which back office the app talks to: the configured one, or the emulator embedded in the app, started
// on a free loopback port with this device registered (id and secret) so signed terminal outcomes verify.

export interface EmbeddedServer {
  url: string;
  close(): Promise<unknown>;
}

/** `devices`: kiosks, `counters`: counter PCs (cash, full form), each id → secret. */
export type StartEmbeddedServer = (
  devices: Record<string, string>,
  counters: Record<string, string>,
) => Promise<EmbeddedServer>;

export interface Backoffice {
  url: string;
  /** The embedded emulator, to close when the app quits; null for a configured back office. */
  embedded: EmbeddedServer | null;
}

export async function resolveBackoffice(
  config: { backofficeUrl: string | null; deviceId: string; deviceSecret: string; mode: 'kiosk' | 'counter' },
  startEmbedded: StartEmbeddedServer,
): Promise<Backoffice> {
  if (config.backofficeUrl !== null) return { url: config.backofficeUrl, embedded: null };
  const device = { [config.deviceId]: config.deviceSecret };
  // A counter PC is registered as one: the emulator then offers it cash and keeps the full form.
  const embedded =
    config.mode === 'counter' ? await startEmbedded({}, device) : await startEmbedded(device, {});
  return { url: embedded.url, embedded };
}
