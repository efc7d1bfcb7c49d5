// What the creation page asks of its saga (creationSaga); loaded with the route, not with the store.
import { createAction } from '@reduxjs/toolkit';

export const accessOpened = createAction('creation/opened');
/** The widget says its challenge expired: a new one is fetched. */
export const captchaExpired = createAction('creation/captchaExpired');
export const accessSubmitted = createAction('creation/submitted');
