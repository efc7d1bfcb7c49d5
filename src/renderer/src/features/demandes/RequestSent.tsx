// After the processing form (SPEC §2): the card or renewal request is recorded, a confirmation e-mail
// follows, and another when the card waits at the pick-up point (or when the request is validated).
import type { AccessRequest, Form } from '@shared/access-requests';
import { enDemandes } from '../../i18n/en/demandes';
import { frDemandes } from '../../i18n/fr/demandes';
import { Alert } from '../../ui/Alert';
import { HomeButton } from './HomeButton';
import { useCatalog } from '../../i18n/language';

export function RequestSent({ request, form }: { request: AccessRequest | null; form: Form | null }) {
  const t = useCatalog(frDemandes, enDemandes);
  const renewal = !!(request?.renouvellement ?? form?.renouvellement);
  const point = request?.demandeurPointRetraitLabel;
  return (
    <>
      <Alert tone="success">
        <p className="demandes__outcome">{renewal ? t.renewalSaved : t.cardSaved}</p>
      </Alert>
      <p>{t.confirmationMail}</p>
      <p>{point ? t.pickupMail(point) : t.validatedMail}</p>
      <HomeButton />
    </>
  );
}
