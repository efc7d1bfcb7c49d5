import { Link } from 'react-router-dom';
import { frRecap } from '../../i18n/fr/recap';

/** The way back home that closes each outcome of a request (sent, recorded, not possible here). */
export function HomeButton() {
  return (
    <p>
      <Link className="button" to="/home">
        {frRecap.home}
      </Link>
    </p>
  );
}
