import { processingSaga } from './processingSaga';

export { default } from './RequestFormPage';
export const sagas = { processing: processingSaga };
