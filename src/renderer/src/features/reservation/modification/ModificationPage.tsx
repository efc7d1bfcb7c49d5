// /reservation/modification (SPEC §2 "Reservation", §4 "Modification").
import { frPages } from '../../../i18n/fr/pages';

export default function ModificationPage() {
  return (
    <section className="page">
      <h1>{frPages.reservationModification}</h1>
    </section>
  );
}
