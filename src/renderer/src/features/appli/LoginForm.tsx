// The mobile-ticket account's login (SPEC §2 "Mobile ticket"): e-mail, password (shown on demand), and
// the provider's answer in SPEC §8's words.
import { useRef } from 'react';
import { MOBILE_LIMITS } from '@shared/mobile-ticket';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectSignedOutIdle } from '../../app/session/accountSlice';
import { SIGN_OUT_IDLE_MINUTES } from '../../app/session/idleLimits';
import { enAppli } from '../../i18n/en/appli';
import { frAppli } from '../../i18n/fr/appli';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { formChanged, loginRequested, selectAppli } from './appliSlice';
import { loginErrors } from './loginRules';
import { PasswordField } from './PasswordField';
import { useCatalog } from '../../i18n/language';

/** The login's heading, where the focus goes after a sign-out. */
export const LOGIN_HEADING_ID = 'appli-connexion';

export function LoginForm() {
  const t = useCatalog(frAppli, enAppli).login;
  const dispatch = useAppDispatch();
  const { form, attempted, loggingIn, loginError } = useAppSelector(selectAppli);
  const signedOutIdle = useAppSelector(selectSignedOutIdle);
  const mailField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const errors = loginErrors(form, t);
  const shown = attempted ? errors : { mail: null, password: null };

  return (
    <form
      className="appli-login"
      noValidate
      aria-labelledby={LOGIN_HEADING_ID}
      onSubmit={(event) => {
        event.preventDefault();
        dispatch(loginRequested());
        // The customer is taken to what needs fixing.
        if (errors.mail) mailField.current?.focus();
        else if (errors.password) passwordField.current?.focus();
      }}
    >
      <h2 id={LOGIN_HEADING_ID} tabIndex={-1}>
        {t.title}
      </h2>
      {signedOutIdle ? <Alert tone="info">{t.signedOutIdle(SIGN_OUT_IDLE_MINUTES)}</Alert> : null}
      <p>{t.intro}</p>
      <TextField
        ref={mailField}
        label={t.mail}
        type="email"
        required
        maxLength={MOBILE_LIMITS.mail}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        value={form.mail}
        error={shown.mail}
        onValueChange={(mail) => dispatch(formChanged({ mail }))}
      />
      <PasswordField
        ref={passwordField}
        label={t.password}
        toggleLabel={t.showPassword}
        maxLength={MOBILE_LIMITS.password}
        value={form.password}
        error={shown.password}
        onValueChange={(password) => dispatch(formChanged({ password }))}
      />
      {loginError ? <Alert tone="error">{loginError}</Alert> : null}
      {loggingIn ? <Spinner /> : null}
      <div className="actions">
        <button
          type="submit"
          className="button"
          aria-disabled={loggingIn || undefined}
          aria-busy={loggingIn || undefined}
        >
          {t.submit}
        </button>
      </div>
    </form>
  );
}
