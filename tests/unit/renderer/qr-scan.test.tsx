// The QR code dialogs (SPEC §2 "QR dialogs") with a fake camera and a fake BarcodeDetector: a ticket
// number read fills the field; another text, or nothing within 10 s, opens 'QR Code invalide'; no camera,
// or a refused one, is said in French; every way out of the dialog stops every track of the camera.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { I18nProvider } from 'react-aria-components';
import { QrScanButton } from '../../../src/renderer/src/features/reservation/qr/QrScanButton';
import { QR_TIMEOUT_MS } from '../../../src/renderer/src/features/reservation/qr/useQrScan';
import type * as ponyfill from 'barcode-detector/ponyfill';
import type * as zxingReader from '../../../src/renderer/src/features/reservation/qr/zxingReader';

type PonyfillModule = typeof ponyfill;
type ZxingReaderModule = typeof zxingReader;

const zxing = vi.hoisted(() => ({ detect: vi.fn(), created: 0 }));
vi.mock('../../../src/renderer/src/features/reservation/qr/zxingReader', () => ({
  createZxingDetector: async () => {
    zxing.created += 1;
    return { detect: zxing.detect };
  },
}));

const TICKET = '4821937465120398';

interface FakeTrack {
  kind: string;
  stop: ReturnType<typeof vi.fn>;
}

function fakeStream() {
  const tracks: FakeTrack[] = [{ kind: 'video', stop: vi.fn() }];
  // A real (happy-dom) MediaStream, so a video accepts it, whose tracks are spies.
  const stream = new MediaStream();
  stream.getTracks = () => tracks as unknown as MediaStreamTrack[];
  return { stream, tracks };
}

let camera: ReturnType<typeof fakeStream>;
let getUserMedia: ReturnType<typeof vi.fn>;
/** What the fake detector reads in each frame. */
let reads: { rawValue: string }[];

class FakeBarcodeDetector {
  static getSupportedFormats = vi.fn(async () => ['qr_code', 'ean_13']);
  static options: unknown[] = [];
  constructor(options: unknown) {
    FakeBarcodeDetector.options.push(options);
  }
  detect = vi.fn(async () => reads);
}

function setCamera(media: unknown) {
  Object.defineProperty(navigator, 'mediaDevices', { value: media, configurable: true });
}

beforeEach(() => {
  camera = fakeStream();
  getUserMedia = vi.fn(async () => camera.stream);
  setCamera({ getUserMedia });
  reads = [];
  FakeBarcodeDetector.options = [];
  zxing.created = 0;
  zxing.detect.mockReset();
  vi.stubGlobal('BarcodeDetector', FakeBarcodeDetector);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderButton() {
  const onTicket = vi.fn();
  render(
    <I18nProvider locale="fr-FR">
      <QrScanButton onTicket={onTicket} />
    </I18nProvider>,
  );
  return onTicket;
}

const openScan = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Scanner le QR code du ticket' }));
  return screen.findByRole('dialog', { name: 'Détection QR Code' });
};

/** The scan's button pressed, for a reader that reads at once (the dialog may be gone already). */
const clickScan = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Scanner le QR code du ticket' }));

const stopped = () => camera.tracks.every((track) => track.stop.mock.calls.length > 0);

describe('QR code scan', () => {
  it('films with the back camera, video only, and fills the ticket number it reads', async () => {
    const user = userEvent.setup();
    const onTicket = renderButton();
    const dialog = await openScan(user);
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
    await screen.findByText('Présentez le QR code du ticket devant la caméra.');
    expect(dialog.querySelector('video')?.getAttribute('aria-label')).toBe('Image de la caméra');
    expect(FakeBarcodeDetector.options).toEqual([{ formats: ['qr_code'] }]);
    expect(stopped()).toBe(false);
    reads = [{ rawValue: TICKET }];
    await waitFor(() => expect(onTicket).toHaveBeenCalledWith({ numero: TICKET, day: null }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stopped()).toBe(true);
    expect(zxing.created).toBe(0);
  });

  it('Fermer closes the dialog and stops the camera', async () => {
    const user = userEvent.setup();
    const onTicket = renderButton();
    await openScan(user);
    await screen.findByText('Présentez le QR code du ticket devant la caméra.');
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stopped()).toBe(true);
    expect(onTicket).not.toHaveBeenCalled();
  });

  it('Escape closes it too, and the camera stops', async () => {
    const user = userEvent.setup();
    renderButton();
    await openScan(user);
    await screen.findByText('Présentez le QR code du ticket devant la caméra.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stopped()).toBe(true);
  });

  it('a camera that opens after the dialog was closed is stopped at once', async () => {
    const user = userEvent.setup();
    let open!: (stream: MediaStream) => void;
    getUserMedia.mockImplementation(() => new Promise((resolve) => (open = resolve)));
    renderButton();
    await openScan(user);
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(stopped()).toBe(false);
    await act(async () => open(camera.stream));
    expect(stopped()).toBe(true);
  });

  it('our ticket’s code with its departure day hands over both (issue 26 §4)', async () => {
    const user = userEvent.setup();
    const onTicket = renderButton();
    reads = [{ rawValue: `${TICKET};2026-12-03` }];
    await clickScan(user);
    await waitFor(() => expect(onTicket).toHaveBeenCalledWith({ numero: TICKET, day: '2026-12-03' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stopped()).toBe(true);
  });

  it.each([
    ['huge', '1'.repeat(100_000)],
    ['with a control character', `${TICKET}\u0000;2026-12-03`],
    ['with a line break', `${TICKET};2026-12-03\n`],
    ['an impossible day', `${TICKET};2026-02-30`],
    ['another form', `{"numero":"${TICKET}"}`],
  ])('a hostile code (%s): QR Code invalide, nothing handed over', async (_case, text) => {
    const user = userEvent.setup();
    const onTicket = renderButton();
    reads = [{ rawValue: text }];
    await clickScan(user);
    const invalid = await screen.findByRole('dialog', { name: 'QR Code invalide' });
    expect(invalid.textContent).toContain(
      'Le QR code lu n’est pas celui d’un ticket. Saisissez son numéro ou réessayez.',
    );
    expect(onTicket).not.toHaveBeenCalled();
  });

  it('a text that is not a ticket number: QR Code invalide, then Fermer', async () => {
    const user = userEvent.setup();
    const onTicket = renderButton();
    reads = [{ rawValue: 'https://exemple.fr/billet' }];
    await clickScan(user);
    const invalid = await screen.findByRole('dialog', { name: 'QR Code invalide' });
    expect(invalid.textContent).toContain(
      'Le QR code lu n’est pas celui d’un ticket. Saisissez son numéro ou réessayez.',
    );
    expect(screen.queryByRole('dialog', { name: 'Détection QR Code' })).toBeNull();
    expect(stopped()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onTicket).not.toHaveBeenCalled();
  });

  it('nothing read within 10 s: QR Code invalide, and the camera stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderButton();
    await openScan(user);
    await screen.findByText('Présentez le QR code du ticket devant la caméra.');
    await act(async () => vi.advanceTimersByTime(QR_TIMEOUT_MS - 500));
    expect(screen.queryByRole('dialog', { name: 'QR Code invalide' })).toBeNull();
    expect(stopped()).toBe(false);
    await act(async () => vi.advanceTimersByTime(600));
    const invalid = await screen.findByRole('dialog', { name: 'QR Code invalide' });
    expect(invalid.textContent).toContain(
      'Aucun QR code n’a pu être lu. Approchez le ticket de la caméra ou saisissez son numéro.',
    );
    expect(stopped()).toBe(true);
  });

  it.each([
    [
      'refused',
      new DOMException('refus', 'NotAllowedError'),
      'L’accès à la caméra a été refusé. Autorisez la caméra pour ce site, ou saisissez le numéro du ticket.',
    ],
    [
      'absent',
      new DOMException('aucune', 'NotFoundError'),
      'Aucune caméra n’est disponible sur cet appareil. Saisissez le numéro du ticket.',
    ],
    [
      'busy',
      new DOMException('occupée', 'NotReadableError'),
      'La caméra n’a pas pu être ouverte. Saisissez le numéro du ticket.',
    ],
  ])('a camera %s is said in French', async (_case, error, text) => {
    getUserMedia.mockRejectedValue(error);
    const user = userEvent.setup();
    renderButton();
    await openScan(user);
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('no camera API at all (no device, or a page not served over https)', async () => {
    setCamera(undefined);
    const user = userEvent.setup();
    renderButton();
    await openScan(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Aucune caméra n’est disponible sur cet appareil. Saisissez le numéro du ticket.',
    );
  });

  it('without BarcodeDetector (Chromium on Linux), the zxing reader is loaded and reads', async () => {
    vi.stubGlobal('BarcodeDetector', undefined);
    zxing.detect.mockResolvedValue([{ rawValue: TICKET }]);
    const user = userEvent.setup();
    const onTicket = renderButton();
    await clickScan(user);
    await waitFor(() => expect(onTicket).toHaveBeenCalledWith({ numero: TICKET, day: null }));
    expect(zxing.created).toBe(1);
    expect(stopped()).toBe(true);
  });

  it('a BarcodeDetector that does not read QR codes is replaced by zxing', async () => {
    FakeBarcodeDetector.getSupportedFormats.mockResolvedValueOnce(['ean_13']);
    zxing.detect.mockResolvedValue([{ rawValue: TICKET }]);
    const user = userEvent.setup();
    const onTicket = renderButton();
    await clickScan(user);
    await waitFor(() => expect(onTicket).toHaveBeenCalledWith({ numero: TICKET, day: null }));
    expect(zxing.created).toBe(1);
  });

  it('a reader that cannot start is said, and the camera is released', async () => {
    vi.stubGlobal('BarcodeDetector', undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    zxing.created = 0;
    const failing = vi.fn();
    const module = await import('../../../src/renderer/src/features/reservation/qr/zxingReader');
    vi.spyOn(module, 'createZxingDetector').mockImplementationOnce(async () => {
      failing();
      throw new Error('WebAssembly refusé');
    });
    const user = userEvent.setup();
    renderButton();
    await openScan(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Le lecteur de QR code n’a pas pu démarrer. Saisissez le numéro du ticket.',
    );
    expect(failing).toHaveBeenCalled();
    expect(stopped()).toBe(true);
  });
});

describe('zxing reader (polyfill)', () => {
  it('its JavaScript and its .wasm come from the same zxing-wasm version', async () => {
    const { ZXING_WASM_VERSION } = await vi.importActual<PonyfillModule>('barcode-detector/ponyfill');
    const installed = JSON.parse(
      readFileSync(resolve(import.meta.dirname, '../../../node_modules/zxing-wasm/package.json'), 'utf8'),
    ) as { version: string };
    expect(ZXING_WASM_VERSION).toBe(installed.version);
  });

  it('finds its .wasm on our own origin, never on a CDN', async () => {
    const { locateFile } = await vi.importActual<ZxingReaderModule>(
      '../../../src/renderer/src/features/reservation/qr/zxingReader',
    );
    const url = new URL(locateFile('zxing_reader.wasm', 'https://fastly.jsdelivr.net/npm/zxing-wasm/'));
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toMatch(/zxing_reader.*\.wasm$/);
    expect(locateFile('autre.data', '/prefixe/')).toBe('/prefixe/autre.data');
  });
});
