// The web's and the counter's inactivity watch while a mobile-ticket account is signed in (the layout mounts
// it then, from its own chunk): 15 minutes without activity, the last minute a warning with 'Continuer'
// (the kiosk's own warning, ui/IdleWarning). Then the web signs the account out; the counter ends the
// customer, since an account signed out alone would leave that customer's baskets to the next one.
import { useCallback } from 'react';
import { enSession } from '../../i18n/en/session';
import { frSession } from '../../i18n/fr/session';
import { useCatalog } from '../../i18n/language';
import { IdleWarning } from '../../ui/IdleWarning';
import { selectPlatform, sessionResetRequested } from '../appSlice';
import { useAppDispatch, useAppSelector } from '../hooks';
import { signOutRequested } from './accountSlice';
import { SIGN_OUT_QUIET_MS, SIGN_OUT_WARNING_MS } from './idleLimits';

export default function SignOutWhenIdle() {
  const dispatch = useAppDispatch();
  const counter = useAppSelector(selectPlatform) === 'counter';
  const t = useCatalog(frSession, enSession).idle;
  const onReset = useCallback(
    () => dispatch(counter ? sessionResetRequested() : signOutRequested({ reason: 'idle' })),
    [dispatch, counter],
  );
  return (
    <IdleWarning
      timeoutMs={SIGN_OUT_QUIET_MS}
      warningMs={SIGN_OUT_WARNING_MS}
      onReset={onReset}
      texts={{ title: t.title, continue: t.continue, ...(counter ? t.counter : t.web) }}
    />
  );
}
