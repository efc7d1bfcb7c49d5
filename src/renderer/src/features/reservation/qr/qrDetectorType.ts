// What the QR dialog needs of a BarcodeDetector: apart from qrDetector.ts, which imports the zxing reader
// lazily, so that the reader's module can name it without a circle.

/** What the dialog needs of a BarcodeDetector. */
export interface QrDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
