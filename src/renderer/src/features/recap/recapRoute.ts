import { recapSaga } from './recapSaga';

export { default } from './RecapPage';
export const sagas = { recap: recapSaga };
