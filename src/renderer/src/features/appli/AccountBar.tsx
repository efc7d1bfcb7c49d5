// Which mobile-ticket account is signed in, and the way out of it: on a counter PC the next customer must
// not buy on the previous one's account (issue 23 « Shared screens »).
import { Button } from 'react-aria-components';
import { useAppDispatch } from '../../app/hooks';
import { signOutRequested } from '../../app/session/accountSlice';
import { enAppli } from '../../i18n/en/appli';
import { frAppli } from '../../i18n/fr/appli';
import { useCatalog } from '../../i18n/language';

export function AccountBar({ mail, onSignOut }: { mail: string; onSignOut: () => void }) {
  const t = useCatalog(frAppli, enAppli).account;
  const dispatch = useAppDispatch();
  return (
    <div className="appli-account">
      <p className="appli-account__who">
        {t.signedIn} <strong className="appli-account__mail">{mail}</strong>
      </p>
      <Button
        className="button button--secondary"
        onPress={() => {
          onSignOut();
          dispatch(signOutRequested({ reason: 'customer' }));
        }}
      >
        {t.signOut}
      </Button>
    </div>
  );
}
