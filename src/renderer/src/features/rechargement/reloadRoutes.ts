// The card reload's routes, one lazy chunk for all of them (and, with its steps, the origin-destination's):
// every route chunk adds its files to the preload map of home's entry, which has no room to spare (bench
// bundle-size). Each route still names its page and the sagas it starts.
import { cartSaga } from '../cart';
import { SelectionOdPage, selectionOdSaga } from '../selection-od';
import { topologySaga } from '../topology';
import ArticlesPage from './ArticlesPage';
import InfosOdPage from './InfosOdPage';
import InfosPage from './InfosPage';
import { productChoiceSaga } from './products/productChoiceSaga';
import { rechargementSaga } from './rechargementSaga';

const sagas = {
  rechargement: rechargementSaga,
  productChoice: productChoiceSaga,
  topology: topologySaga,
  selectionOd: selectionOdSaga,
  cart: cartSaga,
};

export const infos = { default: InfosPage, sagas };
export const infosOd = { default: InfosOdPage, sagas };
export const articles = { default: ArticlesPage, sagas };
export const selectionOd = { default: SelectionOdPage, sagas };
