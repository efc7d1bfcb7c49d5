import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { useCatalog } from '../i18n/language';

export function Spinner({ label }: { label?: string }) {
  const t = useCatalog(fr, en);
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t.app.loading}</span>
    </div>
  );
}
