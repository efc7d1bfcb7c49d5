// On the kiosk, a form with required documents cannot be sent (they cannot be attached there and the
// back office checks them): it says so, where to finish it, and which documents to bring; no field is
// offered, since nothing typed here could be sent.
import { useId } from 'react';
import type { FormSection } from '@shared/access-requests';
import { enKiosk } from '../../i18n/en/kiosk';
import { frKiosk } from '../../i18n/fr/kiosk';
import { Alert } from '../../ui/Alert';
import { KioskAgency } from './KioskAgency';
import { HomeButton } from './HomeButton';
import { useCatalog } from '../../i18n/language';

export function KioskBlockedForm({ sections }: { sections: readonly FormSection[] }) {
  const t = useCatalog(frKiosk, enKiosk).demandes;
  const titleId = useId();
  const documents = sections.flatMap((s) => s.champs).filter((f) => f.type === 'Fichier');
  return (
    <>
      <Alert tone="warning">
        <p>{t.cannotSend}</p>
        <p>{t.finishElsewhere}</p>
        <KioskAgency />
      </Alert>
      <h2 id={titleId}>{t.documentsTitle}</h2>
      <ul aria-labelledby={titleId}>
        {documents.map((field) => (
          <li key={field.id}>
            {field.label} – {field.requis ? t.required : t.optional}
          </li>
        ))}
      </ul>
      <HomeButton />
    </>
  );
}
