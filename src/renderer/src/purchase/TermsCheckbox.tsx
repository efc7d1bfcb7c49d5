import { lazy, Suspense, type Ref } from 'react';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { enCart } from '../i18n/en/cart';
import { frCart } from '../i18n/fr/cart';
import './terms.css';
import { useCatalog } from '../i18n/language';
import { loadLegalDialog } from '../app/routesChunks';

/** The kiosk's terms of sale open in an in-app dialog (react-aria comes with the kiosk's chunk only). */
const TermsDialog = lazy(loadLegalDialog);

const ERROR_ID = 'cgv-erreur';

/**
 * The accept-terms checkbox with its link to the terms of sale, and what is missing when it is not
 * ticked: announced, and tied to the box (RGAA 11.10). In the app (`inApp`), nothing opens a window nor
 * leaves it: a button beside the checkbox opens the terms in a dialog.
 */
export function TermsCheckbox(props: {
  checked: boolean;
  termsUrl?: string;
  inApp?: boolean;
  error?: string | null;
  /** The box itself, so a page can lead the customer to it. */
  ref?: Ref<HTMLInputElement>;
  onChange: (checked: boolean) => void;
}) {
  const tShell = useCatalog(fr, en);
  const tCart = useCatalog(frCart, enCart);
  const { termsUrl, inApp, error, ref } = props;
  return (
    <div className="field field--checkbox">
      <input
        id="cgv"
        ref={ref}
        type="checkbox"
        checked={props.checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ERROR_ID : undefined}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <label htmlFor="cgv">
        {tCart.acceptTerms}{' '}
        {termsUrl && !inApp ? (
          <a href={termsUrl} target="_blank" rel="noopener noreferrer">
            {tCart.termsLink}
            <span className="visually-hidden"> {tShell.app.newTabHint}</span>
          </a>
        ) : (
          tCart.termsLink
        )}
      </label>
      {termsUrl && inApp ? (
        <Suspense fallback={null}>
          <TermsDialog />
        </Suspense>
      ) : null}
      {error ? (
        <p id={ERROR_ID} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
