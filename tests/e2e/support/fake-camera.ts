// Videos for Chromium's fake camera (`--use-file-for-fake-video-capture`): a Y4M file (YUV 4:2:0) of
// still frames, written by the test before its browser starts. One shows the QR code of a text, drawn
// from the same `qrcode` matrix the ticket PDFs use; the other a grey noise no reader can decode.
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 10;

function y4m(luma: Uint8Array): Buffer {
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`, 'ascii');
  // Grey: both chroma planes at their middle value.
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n', 'ascii'), Buffer.from(luma), chroma]);
  return Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]);
}

/** A white frame with the QR code of `text` in its middle (10 px per module, quiet zone included). */
export function qrFrame(text: string): Uint8Array {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = 10;
  const side = modules.size * scale;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = new Uint8Array(WIDTH * HEIGHT).fill(235);
  for (let y = 0; y < side; y += 1)
    for (let x = 0; x < side; x += 1)
      if (modules.get(Math.floor(y / scale), Math.floor(x / scale))) luma[(top + y) * WIDTH + left + x] = 16;
  return luma;
}

/** Grey noise: a picture with nothing a QR reader can find (fixed seed, so every run sees the same). */
export function noiseFrame(): Uint8Array {
  const luma = new Uint8Array(WIDTH * HEIGHT);
  let seed = 12345;
  for (let i = 0; i < luma.length; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    luma[i] = 60 + (seed % 120);
  }
  return luma;
}

/** Writes the video and returns its path (under the system's temporary folder, one folder per Playwright
 * worker: another worker's Chromium may be reading a video of the same name while this one writes it). */
export function writeFakeVideo(name: string, luma: Uint8Array): string {
  const folder = join(tmpdir(), `portail-e2e-camera-${process.env.TEST_PARALLEL_INDEX ?? 0}`);
  mkdirSync(folder, { recursive: true });
  const path = join(folder, `${name}.y4m`);
  writeFileSync(path, y4m(luma));
  return path;
}

/** Chromium flags for a camera that films the given video, with no permission prompt. */
export const fakeCameraArgs = (video: string): string[] => [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  `--use-file-for-fake-video-capture=${video}`,
];
