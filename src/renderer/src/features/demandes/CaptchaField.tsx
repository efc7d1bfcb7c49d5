// The captcha of the creation form: the ALTCHA widget solving the challenge the saga fetched (the widget
// itself calls nothing). A new challenge mounts a fresh widget; its answer goes to the store.
import { useEffect, useRef } from 'react';
import type {} from 'altcha/types/react';
import { enDemandes } from '../../i18n/en/demandes';
import { frDemandes } from '../../i18n/fr/demandes';
import { useAppDispatch } from '../../app/hooks';
import { Spinner } from '../../ui/Spinner';
import { CAPTCHA_LANGUAGES } from './captchaWidget';
import { captchaExpired } from './creationActions';
import { captchaAnswered } from './creationSlice';
import { useCatalog, useLanguage } from '../../i18n/language';

// No attribution nor logo link (both lead to altcha.org, away from the portal and the kiosk), and no
// interaction signature (our server asks for none).
const CONFIGURATION = JSON.stringify({ hideFooter: true, hideLogo: true, humanInteractionSignature: false });

interface StateChange {
  state?: string;
  payload?: string | null;
}

function Widget({ challenge }: { challenge: string }) {
  const dispatch = useAppDispatch();
  const language = useLanguage();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = ((event as CustomEvent<StateChange>).detail ?? {}) as StateChange;
      dispatch(captchaAnswered(state === 'verified' && payload ? payload : null));
    };
    const onExpired = () => dispatch(captchaExpired());
    widget.addEventListener('statechange', onStateChange);
    widget.addEventListener('expired', onExpired);
    return () => {
      widget.removeEventListener('statechange', onStateChange);
      widget.removeEventListener('expired', onExpired);
    };
  }, [dispatch]);
  return (
    <altcha-widget
      ref={ref}
      challenge={challenge}
      configuration={CONFIGURATION}
      language={CAPTCHA_LANGUAGES[language]}
      name="tokenCaptcha"
      type="checkbox"
    />
  );
}

/** The widget once a challenge is there; a spinner while one is fetched (a failure is the page's banner). */
export function CaptchaField({ challenge, loading }: { challenge: string | null; loading: boolean }) {
  const tDemandes = useCatalog(frDemandes, enDemandes);
  return (
    <fieldset className="captcha">
      <legend>
        {tDemandes.captchaLegend}
        <span aria-hidden="true"> *</span>
      </legend>
      {challenge ? <Widget key={challenge} challenge={challenge} /> : null}
      {loading ? <Spinner /> : null}
    </fieldset>
  );
}
