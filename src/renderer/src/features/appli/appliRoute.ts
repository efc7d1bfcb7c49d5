import { cartSaga } from '../cart';
import { appliSaga } from './appliSaga';

export { default } from './AppliPage';
// The cart's saga stores the cart type the cart check sets.
export const sagas = { appli: appliSaga, cart: cartSaga };
