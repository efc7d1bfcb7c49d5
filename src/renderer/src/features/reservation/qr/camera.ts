// The camera of a QR code scan: video only (never the microphone), the back camera when there is one;
// every track stopped when the scan ends, so the camera's light goes off and nothing keeps filming.
import { frModification as t } from '../../../i18n/fr/reservationModification';

/** Why the camera could not be opened, said in French to the customer. */
export class CameraError extends Error {}

function cameraMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return t.cameraRefused;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return t.cameraMissing;
  return t.cameraFailed;
}

export async function openCamera(): Promise<MediaStream> {
  // No mediaDevices: no camera, or a page not served over https.
  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!media || typeof media.getUserMedia !== 'function') throw new CameraError(t.cameraMissing);
  try {
    return await media.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
  } catch (error) {
    throw new CameraError(cameraMessage(error));
  }
}

export function stopCamera(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}
