// The customer's texts of the payment part live in src/shared/payment-messages.ts: the renderer knows them
// too, to say each one in English.
export { PAYMENT_MESSAGES } from '../../shared/payment-messages';
