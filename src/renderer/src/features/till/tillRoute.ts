import { tillSaga } from './tillSaga';

export { default } from './TillPage';
export const sagas = { till: tillSaga };
