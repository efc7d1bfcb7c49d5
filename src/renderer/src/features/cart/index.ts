// The cart's public entry: its saga (each purchase route starts it) and its slice's actions and selectors.
// The cart's shared pieces (lines, totals, types, pickup, terms) are in purchase/, below every feature.
// Other features import this feature only through this file (eslint.config.js, renderer-doors): keep it thin
// (actions, selectors, sagas, pure helpers), since whatever module it names joins the importer's chunk.
export { cartSaga } from './cartSaga';
export {
  cartRequested,
  cartTypeChosen,
  cartVat,
  lineRemoveRequested,
  selectCart,
  selectCartStatus,
  selectCartType,
  selectTermsAccepted,
  termsToggled,
} from './cartSlice';
