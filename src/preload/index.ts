// Sandboxed preload. It will expose exactly one object, `window.kiosk` (src/shared/kiosk-bridge.ts),
// once the main-process handlers behind it exist; until then it exposes nothing, so the renderer runs
// the full web flow.
export {};
