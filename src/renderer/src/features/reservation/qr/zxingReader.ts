// The QR code reader for browsers without BarcodeDetector (Chromium on Linux, Firefox, Safari < 17): the
// barcode-detector polyfill, zxing-cpp compiled to WebAssembly. Loaded only when a scan starts (its own
// chunk), and its .wasm comes from our own origin: Vite bundles it as an asset, and zxing's locateFile,
// which would fetch it from a CDN, is pointed at it.
import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import readerWasm from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { QrDetector } from './qrDetectorType';

/** Where zxing's Emscripten module finds its files: the bundled .wasm, resolved on the page's origin. */
export function locateFile(path: string, prefix: string): string {
  return path.endsWith('.wasm') ? new URL(readerWasm, document.baseURI).href : prefix + path;
}

/** Compiles the reader now (a failure is known before the camera is asked for), then reads QR codes only. */
export async function createZxingDetector(): Promise<QrDetector> {
  await prepareZXingModule({ overrides: { locateFile }, fireImmediately: true });
  return new BarcodeDetector({ formats: ['qr_code'] });
}
