// The cart's place: the cart page, or on a kiosk (no cart page, SPEC §1) its payment screen, reached at
// once rather than through the cart route's redirect (one navigation and one render less on the tap that
// buys, and the cart page's chunk never loaded there).
import { call, select } from 'redux-saga/effects';
import type { Platform } from '../platform/bridge';
import { selectPlatform } from './appSlice';
import { navigate } from './navigation';

export const cartPath = (platform: Platform): '/cart' | '/payment' =>
  platform === 'kiosk' ? '/payment' : '/cart';

/** After an add to the cart. */
export function* goToCart() {
  const platform: Platform = yield select(selectPlatform);
  yield call(navigate, cartPath(platform));
}
