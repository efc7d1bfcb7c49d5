import { lazy, Suspense } from 'react';
import { fr } from '../../i18n/fr';
import { frCart } from '../../i18n/fr/cart';

/** The kiosk's terms of sale open in an in-app dialog (react-aria comes with the kiosk's chunk only). */
const TermsDialog = lazy(() => import('../kiosk/LegalDialog'));

/**
 * The accept-terms checkbox with its link to the terms of sale. In the kiosk (`inApp`), nothing opens a
 * window nor leaves the app: a button beside the checkbox opens the terms in a dialog.
 */
export function TermsCheckbox(props: {
  checked: boolean;
  termsUrl?: string;
  inApp?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { termsUrl, inApp } = props;
  return (
    <div className="field field--checkbox">
      <input
        id="cgv"
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <label htmlFor="cgv">
        {frCart.acceptTerms}{' '}
        {termsUrl && !inApp ? (
          <a href={termsUrl} target="_blank" rel="noopener noreferrer">
            {frCart.termsLink}
            <span className="visually-hidden"> {fr.app.newTabHint}</span>
          </a>
        ) : (
          frCart.termsLink
        )}
      </label>
      {termsUrl && inApp ? (
        <Suspense fallback={null}>
          <TermsDialog />
        </Suspense>
      ) : null}
    </div>
  );
}
