// The web app's (PWA) public entry. Nothing of it is for other features: main.tsx loads startPwa lazily.
// Other features import this feature only through this file (eslint.config.js, renderer-doors): keep it thin
// (actions, selectors, sagas, pure helpers), since whatever module it names joins the importer's chunk.
export {};
