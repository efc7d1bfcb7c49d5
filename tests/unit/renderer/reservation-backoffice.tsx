// The reservation pages as a customer meets them: the real route table on a memory router whose navigate
// the sagas use, a scripted back office that records every call (demandes-backoffice), the agency's
// personalisation, and the clock at Wednesday 25 November 2026, 10:00 in Paris (only Date is faked, so
// user-event and react-aria keep their timers).
import { vi } from 'vitest';
import { personnalisationLoaded } from '../../../src/renderer/src/app/config/configSlice';
import type { AppStore } from '../../../src/renderer/src/app/store';
import type { AppState } from '../../../src/renderer/src/app/appSlice';
import type { Routes } from './demandes-backoffice';
import { renderReload } from './reload-backoffice';
import {
  catalogue,
  itineraries,
  lines,
  NOW_UTC,
  outwardCourses,
  outwardQuotas,
  personnalisation,
  returnCourses,
  returnQuotas,
  stops,
} from './reservation-fixtures';

export function atParisTen(instant = NOW_UTC) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
}

const query = (url: string) => new URL(url, 'http://portail').searchParams;

/** coursesOD by direction (outward Blois → Cheverny, back Cheverny → Blois) for the day asked; quotas of
 * the runs asked. */
export const reservationBackOffice = (extra: Routes = {}): Routes => ({
  'GET /topologie/api/coursesOD': (_body, url) => {
    const q = query(url);
    const date = q.get('date')!;
    if (q.get('codeOrigine') === 'BLO-GARE' && q.get('codeDestination') === 'CHV-CHAT')
      return [200, outwardCourses(date)];
    if (q.get('codeOrigine') === 'CHV-CHAT' && q.get('codeDestination') === 'BLO-GARE')
      return [200, returnCourses(date)];
    return [404, { messageError: 'Aucun trajet disponible pour la date choisie.' }];
  },
  'GET /commerce/api/quota': (_body, url) => {
    const codes = query(url).getAll('codeCourses');
    return [200, [...outwardQuotas, ...returnQuotas].filter((q) => codes.includes(q.codeCourse))];
  },
  'GET /topologie/api/topologie/ligne': () => [200, lines],
  'GET /topologie/api/topologie/itineraire': () => [200, itineraries],
  'GET /topologie/api/topologie/arretsPhysiques': () => [200, stops],
  'POST /vente/api/cart/empty': () => [200, {}],
  'POST /vente/api/cart/articles': () => [200, {}],
  'POST /vente/api/cart': () => [200, { products: [], totalPrice: 0, shippingPrice: 0, productsQuantity: 0 }],
  'GET /commerce/api/produit': () => [200, catalogue],
  ...extra,
});

export function renderReservation(
  path: string,
  routes: Routes,
  options: { app?: Partial<AppState>; prepare?: (store: AppStore) => void } = {},
) {
  return renderReload(path, routes, {
    app: options.app,
    prepare: (store) => {
      store.dispatch(personnalisationLoaded(personnalisation));
      options.prepare?.(store);
    },
  });
}
