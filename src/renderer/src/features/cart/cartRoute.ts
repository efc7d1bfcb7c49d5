import { appliPaySaga } from '../appli';
import { cartSaga } from './cartSaga';

export { default } from './CartPage';
// The mobile-ticket cart pays from here: its payment starts on the provider, not on /payment.
export const sagas = { cart: cartSaga, appliPay: appliPaySaga };
