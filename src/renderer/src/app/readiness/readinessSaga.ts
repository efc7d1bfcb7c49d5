// Kiosk only: asks main what the kiosk may sell, now and every ABILITIES_POLL_MS. Polling rather than a
// push from main: abilities() only reads the readiness service's last decision (no device is asked), and
// the preload then exposes no listener registration, whose callbacks would outlive a reloaded page.
import { call, delay, put } from 'redux-saga/effects';
import type { KioskAbilities } from '@shared/kiosk-abilities';
import { getBridge } from '../../platform/bridge';
import { abilitiesRead } from './readinessSlice';

/** Main checks again every 10 s while a sale cannot start: the page sees the change within 5 s of it. */
export const ABILITIES_POLL_MS = 5_000;

function isAbilities(value: unknown): value is KioskAbilities {
  const answer = value as Partial<KioskAbilities> | null;
  return (
    typeof answer === 'object' &&
    answer !== null &&
    typeof answer.outOfService === 'boolean' &&
    typeof answer.sales === 'object' &&
    answer.sales !== null
  );
}

export function* readAbilities() {
  const bridge = getBridge();
  if (!bridge) return;
  try {
    const answer: unknown = yield call([bridge, bridge.abilities]);
    // A refusal ({ ok: false, message }) leaves the last decision: main still checks before paying.
    if (isAbilities(answer)) yield put(abilitiesRead(answer));
  } catch (error) {
    console.error('État de la borne indisponible', error);
  }
}

export function* pollAbilities() {
  for (;;) {
    yield call(readAbilities);
    yield delay(ABILITIES_POLL_MS);
  }
}
