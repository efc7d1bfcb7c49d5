// Reading the processing state; before the slice's first action the injected slice gives its initial state.
import { processingSlice } from './processingSlice';

export const selectProcessing = processingSlice.selectSlice;
