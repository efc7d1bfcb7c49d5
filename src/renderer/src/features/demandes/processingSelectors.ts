// Reading the processing state; loaded with the route, not with the store.
import type { ProcessingState } from './processingSlice';

export const selectProcessing = (state: { processing: ProcessingState }) => state.processing;
