import { cartSaga } from '../cart';
import { vpcSaga } from './vpcSaga';

export { default } from './ItemPage';
export const sagas = { vpc: vpcSaga, cart: cartSaga };
