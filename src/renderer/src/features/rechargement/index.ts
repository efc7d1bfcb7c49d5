// The card reload's public entry: what the origin-destination screens (same route chunk) use of the
// card lookup, the product chooser and its fields.
// Other features import this feature only through this file (eslint.config.js, renderer-doors): keep it thin
// (actions, selectors, sagas, pure helpers), since whatever module it names joins the importer's chunk.
export { cardStateText, isUsableCard } from './cardState';
export { isOdContract } from './contractText';
export { ChoiceSelect } from './fields/ChoiceSelect';
export { ChoiceSummary } from './products/ChoiceSummary';
export { KioskTitleCards } from './products/KioskTitleCards';
export { ProductChooser } from './products/ProductChooser';
export { chooserAdds } from './products/productChoiceSaga';
export { productsCleared, productsRequested } from './products/productChoiceSlice';
export { chosenProducts, chosenQuantity } from './products/rules';
export { useOneTapTitles } from './products/useOneTapTitles';
export { selectCard, selectRechargement } from './rechargementSlice';
export type { RechargementState } from './rechargementSlice';
