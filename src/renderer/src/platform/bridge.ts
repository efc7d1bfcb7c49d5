// The kiosk is recognised by the bridge object its preload injects (DESIGN "Kiosk bridge contract").
import type { KioskBridge } from '@shared/kiosk-bridge';

export type Platform = 'web' | 'kiosk';

declare global {
  interface Window {
    kiosk?: KioskBridge;
  }
}

export function getBridge(): KioskBridge | undefined {
  return typeof window === 'undefined' ? undefined : window.kiosk;
}

export function detectPlatform(): Platform {
  return getBridge() ? 'kiosk' : 'web';
}
