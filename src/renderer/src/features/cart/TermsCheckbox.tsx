import { fr } from '../../i18n/fr';

/** The accept-terms checkbox with its link to the terms of sale. */
export function TermsCheckbox(props: {
  checked: boolean;
  termsUrl?: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="field field--checkbox">
      <input
        id="cgv"
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <label htmlFor="cgv">
        {fr.cart.acceptTerms}{' '}
        {props.termsUrl ? (
          <a href={props.termsUrl} target="_blank" rel="noopener noreferrer">
            {fr.cart.termsLink}
            <span className="visually-hidden"> {fr.app.newTabHint}</span>
          </a>
        ) : (
          fr.cart.termsLink
        )}
      </label>
    </div>
  );
}
