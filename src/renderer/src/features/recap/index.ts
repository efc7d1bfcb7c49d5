// The order summary's public entry. Nothing of it is for other features: the route table loads its page
// lazily (recapRoute); the receipt's pieces it shares are in purchase/.
// Other features import this feature only through this file (eslint.config.js, renderer-doors): keep it thin
// (actions, selectors, sagas, pure helpers), since whatever module it names joins the importer's chunk.
export {};
