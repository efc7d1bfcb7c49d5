// The payment's public entry: what the order summary reads of the payment.
// Other features import this feature only through this file (eslint.config.js, renderer-doors): keep it thin
// (actions, selectors, sagas, pure helpers), since whatever module it names joins the importer's chunk.
export { selectPayment } from './paymentSlice';
export type { PaymentState } from './paymentSlice';
