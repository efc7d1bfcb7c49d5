// The device is recognised by the bridge object its preload injects (DESIGN "Kiosk bridge contract"); the
// bridge says whether it is a station kiosk (reduced flow) or a counter PC (full flow plus printing).
import type { DeviceInfo, KioskBridge } from '@shared/kiosk-bridge';

export type Platform = 'web' | 'kiosk' | 'counter';

declare global {
  interface Window {
    kiosk?: KioskBridge;
  }
}

export function getBridge(): KioskBridge | undefined {
  return typeof window === 'undefined' ? undefined : window.kiosk;
}

/** Asks the device what it is; a bridge that cannot tell is treated as a kiosk (the safer, reduced flow). */
export async function readDevice(bridge: KioskBridge | undefined): Promise<DeviceInfo | null> {
  if (!bridge) return null;
  try {
    return await bridge.info();
  } catch (error) {
    console.error('Informations de la borne indisponibles', error);
    return null;
  }
}

export function platformOf(bridge: KioskBridge | undefined, device: DeviceInfo | null): Platform {
  if (!bridge) return 'web';
  return device?.mode === 'counter' ? 'counter' : 'kiosk';
}

/** The bridge, or an error naming what is missing (a saga only calls it on a device). */
export function requireBridge(): KioskBridge {
  const bridge = getBridge();
  if (!bridge) throw new Error('Pont de la borne absent');
  return bridge;
}
