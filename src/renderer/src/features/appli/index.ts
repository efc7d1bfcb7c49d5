// The mobile ticket's public entry: what the cart's page uses to pay a mobile ticket on the provider's page.
// Other features import this feature only through this file (eslint.config.js, renderer-doors): keep it thin
// (actions, selectors, sagas, pure helpers), since whatever module it names joins the importer's chunk.
export { appliPaySaga } from './appliPaySaga';
export { appliPayRequested, selectAppliPay } from './appliPaySlice';
