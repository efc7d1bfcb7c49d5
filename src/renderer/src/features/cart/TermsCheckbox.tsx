import { Link } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { frCart } from '../../i18n/fr/cart';
import { frameHref } from '../../app/frameHref';

/** The accept-terms checkbox with its link to the terms of sale (in the app's frame screen on a kiosk). */
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
        {termsUrl && inApp ? <Link to={frameHref(termsUrl)}>{frCart.termsLink}</Link> : null}
        {termsUrl && !inApp ? (
          <a href={termsUrl} target="_blank" rel="noopener noreferrer">
            {frCart.termsLink}
            <span className="visually-hidden"> {fr.app.newTabHint}</span>
          </a>
        ) : null}
        {termsUrl ? null : frCart.termsLink}
      </label>
    </div>
  );
}
