// A document field on the kiosk: never a file input (its OS Open dialog browses the device), a note
// saying where the document can be given or attached instead.
import type { FormField } from '@shared/access-requests';
import { enKiosk } from '../../i18n/en/kiosk';
import { frKiosk } from '../../i18n/fr/kiosk';
import { KioskAgency } from './KioskAgency';
import { useCatalog } from '../../i18n/language';

export function KioskDocumentNote({ field, className }: { field: FormField; className: string }) {
  const t = useCatalog(frKiosk, enKiosk).demandes;
  return (
    <div className={`field kiosk-document ${className}`}>
      <p className="kiosk-document__name">{field.requis ? `${field.label} – ${t.required}` : field.label}</p>
      <p>{t.documentNote}</p>
      <KioskAgency />
    </div>
  );
}
