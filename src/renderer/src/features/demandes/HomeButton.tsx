import { Link } from 'react-router-dom';
import { enRecap } from '../../i18n/en/recap';
import { frRecap } from '../../i18n/fr/recap';
import { useCatalog } from '../../i18n/language';

/** The way back home that closes each outcome of a request (sent, recorded, not possible here). */
export function HomeButton() {
  const tRecap = useCatalog(frRecap, enRecap);
  return (
    <p>
      <Link className="button" to="/home">
        {tRecap.home}
      </Link>
    </p>
  );
}
