import { cartSaga } from '../cart/cartSaga';
import { paymentSaga } from './paymentSaga';

export { default } from './PaymentPage';
export const sagas = { cart: cartSaga, payment: paymentSaga };
