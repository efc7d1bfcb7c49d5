import { Link } from 'react-router-dom';
import { PageActions, useActionBand } from '../../app/layout/PageActions';
import { enRecap } from '../../i18n/en/recap';
import { frRecap } from '../../i18n/fr/recap';
import { useCatalog } from '../../i18n/language';

/** The way back home that closes each outcome of a request (sent, recorded, not possible here): the
 * screen's main action, in the kiosk's band. */
export function HomeButton() {
  const tRecap = useCatalog(frRecap, enRecap);
  const link = (
    <Link className="button" to="/home">
      {tRecap.home}
    </Link>
  );
  return useActionBand() ? <PageActions>{link}</PageActions> : <p>{link}</p>;
}
