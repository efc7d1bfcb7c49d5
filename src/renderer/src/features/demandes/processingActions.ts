// What the processing page asks of its saga (processingSaga); loaded with the route, not with the store.
import { createAction } from '@reduxjs/toolkit';

export const requestOpened = createAction<string>('processing/opened');
export const sendRequested = createAction('processing/sendRequested');
