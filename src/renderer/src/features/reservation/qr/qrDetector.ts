// A QR code detector: the browser's BarcodeDetector when it reads QR codes, else the zxing polyfill,
// imported only now (never with home, nor with the reservation's pages).

import type { QrDetector } from './qrDetectorType';

export type { QrDetector } from './qrDetectorType';

interface BarcodeDetectorClass {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<readonly string[]>;
}

async function nativeDetector(): Promise<QrDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (typeof Native !== 'function') return null;
  try {
    const formats = await Native.getSupportedFormats();
    return formats.includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

export async function loadQrDetector(): Promise<QrDetector> {
  const native = await nativeDetector();
  if (native) return native;
  const { createZxingDetector } = await import('./zxingReader');
  return createZxingDetector();
}
