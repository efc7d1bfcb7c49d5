// The access requests' public entry. Nothing of them is for other features: the route table loads their
// pages lazily (accessRoute, formulaireRoute).
// Other features import this feature only through this file (eslint.config.js, renderer-doors): keep it thin
// (actions, selectors, sagas, pure helpers), since whatever module it names joins the importer's chunk.
export {};
