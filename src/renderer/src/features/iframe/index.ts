// The frame screen's public entry: its page and saga (the on-board routes' chunk), the taps it stores
// and the guards of its transactions message, which the on-board payments' summary reads.
// Other features import this feature only through this file (eslint.config.js, renderer-doors): keep it thin
// (actions, selectors, sagas, pure helpers), since whatever module it names joins the importer's chunk.
export { default as IframePage } from './IframePage';
export { frameSaga } from './frameSaga';
export { storedFrameUrl, storedTaps } from './storedTaps';
export { isInstant, isPlainObject } from './transactionsMessage';
