// The login form's rules: both fields required, within the provider's limits (MOBILE_LIMITS), an e-mail
// that looks like one (SPEC §5's address-form wording).
import { MOBILE_LIMITS } from '@shared/mobile-ticket';
import { ACCOUNT_MAIL } from '../../app/session/mobileAccount';
import type { Catalog } from '../../i18n/catalog';
import type { frAppli } from '../../i18n/fr/appli';
import type { LoginForm } from './appliSlice';

export interface LoginErrors {
  mail: string | null;
  password: string | null;
}

/** Each field's problem in the login texts of the customer's language, or null. */
export function loginErrors(form: LoginForm, t: Catalog<typeof frAppli.login>): LoginErrors {
  const mail = form.mail.trim();
  return {
    mail: !mail
      ? t.mailRequired
      : mail.length > MOBILE_LIMITS.mail
        ? t.tooLong(MOBILE_LIMITS.mail)
        : ACCOUNT_MAIL.test(mail)
          ? null
          : t.mailInvalid,
    password: !form.password
      ? t.passwordRequired
      : form.password.length > MOBILE_LIMITS.password
        ? t.tooLong(MOBILE_LIMITS.password)
        : null,
  };
}

export const isLoginValid = (errors: LoginErrors) => !errors.mail && !errors.password;
