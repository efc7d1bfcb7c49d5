// The reservation's public entry: its stops' search rule (the origin-destination's station lists). Keep it
// thin: it joins the card reload's route chunk.
// Other features import this feature only through this file (eslint.config.js, renderer-doors): keep it thin
// (actions, selectors, sagas, pure helpers), since whatever module it names joins the importer's chunk.
export { searchable } from './reservationRules';
