import './captchaWidget';
import { creationSaga } from './creationSaga';

export { default } from './AccessPage';
export const sagas = { creation: creationSaga };
