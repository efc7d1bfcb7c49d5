import { cartSaga } from '../cart';
import { vpcSaga } from './vpcSaga';

export { default } from './ItemListPage';
export const sagas = { vpc: vpcSaga, cart: cartSaga };
