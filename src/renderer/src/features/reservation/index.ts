// The reservation's public entry: its day field (the on-board summary's period filter) and its stops'
// search rule (the origin-destination's station lists). Keep it thin: it joins other route chunks.
// Other features import this feature only through this file (eslint.config.js, renderer-doors): keep it thin
// (actions, selectors, sagas, pure helpers), since whatever module it names joins the importer's chunk.
export { DayField } from './fields/DayField';
export { searchable } from './reservationRules';
