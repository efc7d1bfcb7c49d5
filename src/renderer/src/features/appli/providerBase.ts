// Where the mobile-ticket provider is (preferences.mobileTicketUrl), and who is buying from it (the
// support number). A page opened first may run before the preferences have come: it waits for them.
import { call, delay, race, select, take } from 'redux-saga/effects';
import type { Preferences } from '@shared/backoffice';
import type { DeviceInfo } from '@shared/kiosk-bridge';
import { SUPPORT_NUMERO } from '@shared/mobile-ticket';
import { selectDevice } from '../../app/appSlice';
import { preferencesLoaded, selectPreferences } from '../../app/config/configSlice';
import { localStore, STORAGE_KEYS } from '../../platform/storage';

/** How long a call waits for the preferences before it counts as the provider being unreachable. */
export const PREFERENCES_WAIT_MS = 10_000;

export function* providerBase() {
  let preferences: Preferences | null = yield select(selectPreferences);
  if (!preferences) {
    const { loaded }: { loaded?: ReturnType<typeof preferencesLoaded> } = yield race({
      loaded: take(preferencesLoaded.type),
      timeout: delay(PREFERENCES_WAIT_MS),
    });
    preferences = loaded?.payload ?? null;
  }
  const url = preferences?.mobileTicketUrl;
  if (!url) throw new Error('Adresse du prestataire de billettique mobile inconnue');
  return url;
}

/** randomUUID needs a secure context; getRandomValues does not (a web portal served over plain http). */
const randomId = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

function keptRandomId(): string {
  const kept = localStore.get(STORAGE_KEYS.mobileSupportNumero);
  if (kept && SUPPORT_NUMERO.test(kept)) return kept;
  const id = randomId();
  localStore.set(STORAGE_KEYS.mobileSupportNumero, id);
  return id;
}

/** The device the purchase is made from: the counter's id (its bridge's info()), else this browser's. */
export function* supportNumero() {
  const device: DeviceInfo | null = yield select(selectDevice);
  if (device && SUPPORT_NUMERO.test(device.deviceId)) return device.deviceId;
  const id: string = yield call(keptRandomId);
  return id;
}
