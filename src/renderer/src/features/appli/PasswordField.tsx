// A password field with a show/hide button (aria-pressed says which): its label, its '*', its error tied
// to it (RGAA 11.1, 11.10), like ui/TextField.
import { useId, useState, type Ref } from 'react';
import { FieldError, FieldLabel } from '../../ui/FieldParts';

export function PasswordField(props: {
  label: string;
  toggleLabel: string;
  value: string;
  maxLength: number;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
  onValueChange: (value: string) => void;
}) {
  const { label, toggleLabel, value, maxLength, error, ref, onValueChange } = props;
  const id = useId();
  const errorId = `${id}-erreur`;
  // Only what the screen shows: not the store's business.
  const [shown, setShown] = useState(false);
  return (
    <div className="field">
      <FieldLabel htmlFor={id} text={label} required />
      <div className="password-field">
        <input
          id={id}
          ref={ref}
          type={shown ? 'text' : 'password'}
          value={value}
          required
          maxLength={maxLength}
          autoComplete="current-password"
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onValueChange(event.target.value)}
        />
        <button
          type="button"
          className="button button--secondary password-field__toggle"
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown(!shown)}
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
            <path
              fill="currentColor"
              d={
                shown
                  ? 'M2 4.3 3.3 3l17.4 17.4-1.3 1.3-3-3A11 11 0 0 1 1 12a12 12 0 0 1 4.4-5.3zM12 5c5 0 9.3 3 11 7a12 12 0 0 1-3.3 4.5l-3-3A5 5 0 0 0 10.5 7.3L8.8 5.5A11 11 0 0 1 12 5z'
                  : 'M12 5c5 0 9.3 3 11 7-1.7 4-6 7-11 7S2.7 16 1 12c1.7-4 6-7 11-7zm0 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8z'
              }
            />
          </svg>
          <span className="visually-hidden">{toggleLabel}</span>
        </button>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
