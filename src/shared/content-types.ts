// The content types of the renderer's built files, one list for every server of them: Electron's app://
// protocol (src/main/appProtocol.ts) and the demonstration kiosk (src/demo-kiosk/server.ts).
export const RENDERER_CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  // The QR code reader's WebAssembly: compiled as it streams only when served with this type.
  '.wasm': 'application/wasm',
};
