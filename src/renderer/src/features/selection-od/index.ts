// The origin-destination's public entry: its page and saga, in the card reload's route chunk.
// Other features import this feature only through this file (eslint.config.js, renderer-doors): keep it thin
// (actions, selectors, sagas, pure helpers), since whatever module it names joins the importer's chunk.
export { default as SelectionOdPage } from './SelectionOdPage';
export { selectionOdSaga } from './selectionOdSaga';
