import { cartSaga } from './cartSaga';

export { default } from './CartPage';
export const sagas = { cart: cartSaga };
