import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { frCart } from '../../i18n/fr/cart';
import { frameHref } from '../../app/frameHref';
import './terms.css';

const ERROR_ID = 'cgv-erreur';

/**
 * The accept-terms checkbox with its link to the terms of sale (in the app's frame screen on a kiosk), and
 * what is missing when it is not ticked: announced, and tied to the box (RGAA 11.10).
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
        {frCart.acceptTerms}{' '}
        {termsUrl && inApp ? <Link to={frameHref(termsUrl)}>{frCart.termsLink}</Link> : null}
        {termsUrl && !inApp ? (
          <a href={termsUrl} target="_blank" rel="noopener noreferrer">
            {frCart.termsLink}
            <span className="visually-hidden"> {fr.app.newTabHint}</span>
          </a>
        ) : null}
        {termsUrl ? null : frCart.termsLink}
      </label>
      {error ? (
        <p id={ERROR_ID} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
