import { cartSaga } from '../cart';
import { paymentSaga } from './paymentSaga';

export { default } from './PaymentPage';
export const sagas = { cart: cartSaga, payment: paymentSaga };
