// Whether the card terminal holds the customer's card (from the bridge's startPayment until its answer).
// Read without loading the payment feature: until its page has loaded, no payment can be waiting.
import type { RootState } from './store';

export const selectTerminalHoldsCard = (state: RootState): boolean =>
  state.payment?.terminal.phase === 'waiting';
