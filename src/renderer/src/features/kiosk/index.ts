// The kiosk's public entry: what the kiosk's payment form uses. The kiosk shell's chunk is loaded by
// app/routesKiosk.ts, lazily.
// Other features import this feature only through this file (eslint.config.js, renderer-doors): keep it thin
// (actions, selectors, sagas, pure helpers), since whatever module it names joins the importer's chunk.
export { selectAccessibilityOn } from './accessibility/accessibilitySlice';
export { afterPress } from './afterPress';
