import { Link } from 'react-router-dom';
import { fr } from '../../i18n/fr';

/** The way back home that closes each outcome of a request (sent, recorded, not possible here). */
export function HomeButton() {
  return (
    <p>
      <Link className="button" to="/home">
        {fr.recap.home}
      </Link>
    </p>
  );
}
