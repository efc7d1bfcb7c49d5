// The configured Content-Security-Policy of the pages served over app:// (checklist item 7). It mirrors
// the one the emulator sends to browsers (src/server/static.ts) and adds the trusted origins (back
// office, configured origins, the sites its preferences publish: providers, mobile tickets) where the
// portal needs them: frames, form posts to the providers, calls to the mobile-ticket API, images.
export function configuredContentSecurityPolicy(trustedOrigins: Iterable<string>): string {
  const extra = [...new Set(trustedOrigins)].filter((origin) => /^https?:\/\//.test(origin));
  const list = (...sources: string[]) => [...sources, ...extra].join(' ');
  return [
    "default-src 'self'",
    `img-src ${list("'self'", 'data:', 'blob:')}`,
    "style-src 'self'",
    // WebAssembly may be compiled (the QR code reader, zxing, when the browser has no BarcodeDetector):
    // 'wasm-unsafe-eval' allows that and nothing else, never eval() or inline scripts.
    "script-src 'self' 'wasm-unsafe-eval'",
    `connect-src ${list("'self'")}`,
    `frame-src ${list("'self'")}`,
    `form-action ${list("'self'")}`,
    "frame-ancestors 'self'",
    // As the emulator states them for the web portal (its PWA); the renderer registers no worker in Electron.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}
