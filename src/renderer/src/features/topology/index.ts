// The network's topology's public entry: its saga and slice (loaded by the reload, reservation and
// origin-destination chunks) and the stops of a line.
// Other features import this feature only through this file (eslint.config.js, renderer-doors): keep it thin
// (actions, selectors, sagas, pure helpers), since whatever module it names joins the importer's chunk.
export { lineLabel, stopsOfLine } from './stopsOfLine';
export type { NamedStop } from './stopsOfLine';
export { topologySaga } from './topologySaga';
export { selectTopology, topologyFailed, topologyLoaded, topologyRequested } from './topologySlice';
export type { TopologyState } from './topologySlice';
