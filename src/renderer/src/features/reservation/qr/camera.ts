// The camera of a QR code scan: video only (never the microphone), the back camera when there is one;
// every track stopped when the scan ends, so the camera's light goes off and nothing keeps filming.

/** What the customer is told when the camera or the reader cannot start: its text's key in the
 * modification's catalogue, said in the customer's language by the dialog. */
export type ScanProblem = 'cameraRefused' | 'cameraMissing' | 'cameraFailed' | 'readerFailed';

/** Why the camera could not be opened. */
export class CameraError extends Error {
  constructor(readonly problem: ScanProblem) {
    super(problem);
  }
}

function cameraProblem(error: unknown): ScanProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'cameraRefused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'cameraMissing';
  return 'cameraFailed';
}

export async function openCamera(): Promise<MediaStream> {
  // No mediaDevices: no camera, or a page not served over https.
  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!media || typeof media.getUserMedia !== 'function') throw new CameraError('cameraMissing');
  try {
    return await media.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
  } catch (error) {
    throw new CameraError(cameraProblem(error));
  }
}

export function stopCamera(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}
