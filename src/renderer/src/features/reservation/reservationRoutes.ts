// The reservation's routes, one lazy chunk for the three of them (each route chunk adds its files to the
// preload map of home's entry, which has no room to spare: bench bundle-size). Each route still names its
// page and the sagas it starts; the slices join the store with their modules.
import { cartSaga } from '../cart';
import { topologySaga } from '../topology';
import InfosPage from './InfosPage';
import ModificationPage from './modification/ModificationPage';
import { modificationSaga } from './modification/modificationSaga';
import { reservationSaga } from './reservationSaga';
import { dialogSaga } from './trajets/dialogSaga';
import TrajetsPage from './trajets/TrajetsPage';
import { trajetsSaga } from './trajets/trajetsSaga';

const sagas = {
  topology: topologySaga,
  cart: cartSaga,
  modification: modificationSaga,
  reservation: reservationSaga,
  trajets: trajetsSaga,
  reservationDialog: dialogSaga,
};

export const infos = { default: InfosPage, sagas };
export const trajets = { default: TrajetsPage, sagas };
export const modification = { default: ModificationPage, sagas };
