// Above a list of products on an English page: their names (and descriptions) are the back office's, in
// the network's French, and stay as sent; a French page needs no such note.
import { enBackOffice } from '../i18n/en/backoffice';
import { useLanguage } from '../i18n/language';

export function ProductNamesNote() {
  return useLanguage() === 'en' ? (
    <p className="product-names-note">{enBackOffice.productNamesNote}</p>
  ) : null;
}
