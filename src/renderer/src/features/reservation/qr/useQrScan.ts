// The scan of the 'Détection QR Code' dialog, for as long as the dialog shows it: the camera into the
// video, the detector (browser's or zxing's) on its frames every SCAN_INTERVAL_MS, until a text is read or
// QR_TIMEOUT_MS pass. The camera and the detector are the dialog's, not the store's (a media stream is
// tied to the page): leaving the dialog, by any way, stops every track of the camera.
import { useEffect, useRef, useState } from 'react';
import { CameraError, openCamera, stopCamera, type ScanProblem } from './camera';
import { loadQrDetector, type QrDetector } from './qrDetector';

/** Nothing read for this long: 'QR Code invalide' (the ticket is not in front of the camera). */
export const QR_TIMEOUT_MS = 10_000;
/** A frame looked at every 200 ms: quick enough for a hand, light enough for a kiosk. */
export const SCAN_INTERVAL_MS = 200;

export type QrScanStatus = 'starting' | 'scanning' | 'failed';

export interface QrScanHandlers {
  /** The picture to look at (the dialog's video, once it shows the camera). */
  frame: () => HTMLVideoElement | null;
  /** The first text read (a ticket number or not: the caller checks it). */
  onRead: (text: string) => void;
  /** Nothing read within QR_TIMEOUT_MS. */
  onNothing: () => void;
}

/** `stream` is the camera's, for the dialog's video; it is stopped when the dialog goes. */
export function useQrScan(handlers: QrScanHandlers): {
  status: QrScanStatus;
  problem: ScanProblem | null;
  stream: MediaStream | null;
} {
  const [status, setStatus] = useState<QrScanStatus>('starting');
  const [problem, setProblem] = useState<ScanProblem | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    let ended = false;
    let camera: MediaStream | null = null;
    let frameTimer: ReturnType<typeof setTimeout> | undefined;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const fail = (reason: ScanProblem) => {
      if (ended) return;
      setProblem(reason);
      setStatus('failed');
    };

    const scan = async (detector: QrDetector) => {
      if (ended) return;
      let texts: string[] = [];
      const frame = latest.current.frame();
      try {
        if (frame) texts = (await detector.detect(frame)).map((code) => code.rawValue).filter(Boolean);
      } catch {
        // A frame not ready yet (the video is starting): the next one will be.
      }
      if (ended) return;
      if (texts.length > 0) {
        latest.current.onRead(texts[0]!);
        return;
      }
      frameTimer = setTimeout(() => void scan(detector), SCAN_INTERVAL_MS);
    };

    void (async () => {
      const [opened, reader] = await Promise.allSettled([openCamera(), loadQrDetector()]);
      if (opened.status === 'fulfilled') {
        camera = opened.value;
        // The dialog closed while the camera was opening: it is released at once.
        if (ended) stopCamera(camera);
      }
      if (ended) return;
      if (opened.status === 'rejected') {
        fail(opened.reason instanceof CameraError ? opened.reason.problem : 'cameraFailed');
        return;
      }
      if (reader.status === 'rejected') {
        console.error('Lecteur de QR code indisponible', reader.reason);
        stopCamera(opened.value);
        fail('readerFailed');
        return;
      }
      setStream(opened.value);
      setStatus('scanning');
      timeout = setTimeout(() => {
        if (!ended) latest.current.onNothing();
      }, QR_TIMEOUT_MS);
      void scan(reader.value);
    })();

    return () => {
      ended = true;
      clearTimeout(frameTimer);
      clearTimeout(timeout);
      if (camera) stopCamera(camera);
    };
  }, []);

  return { status, problem, stream };
}
