// /reservation/infos 'Mon trajet' (SPEC §2 "Reservation"): the reserve tab and the modify tab.
import { frPages } from '../../i18n/fr/pages';
import { ModifyTab } from './modification/ModifyTab';

export default function InfosPage() {
  return (
    <section className="page">
      <h1>{frPages.reservationInfos}</h1>
      <ModifyTab />
    </section>
  );
}
