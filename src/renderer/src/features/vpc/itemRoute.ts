import { cartSaga } from '../cart/cartSaga';
import { vpcSaga } from './vpcSaga';

export { default } from './ItemPage';
export const sagas = { vpc: vpcSaga, cart: cartSaga };
