import { recapSaga } from './recapSaga';

export { default } from './RecapPage';
export const sagas = { recap: recapSaga };
// For the reservation's modification, which loads this chunk for them (orderOutputs.ts).
export { downloadErrorText, printOrderReceipt, saveReceiptPdf, saveTicketPdf } from './orderOutputs';
