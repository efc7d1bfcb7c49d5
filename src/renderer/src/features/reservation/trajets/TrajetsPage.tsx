// /reservation/trajets 'Trajets disponibles' (SPEC §2 "Reservation").
import { frPages } from '../../../i18n/fr/pages';

export default function TrajetsPage() {
  return (
    <section className="page">
      <h1>{frPages.reservationTrajets}</h1>
    </section>
  );
}
