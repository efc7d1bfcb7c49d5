// /rechargement/infos-od: find the card to top up with an origin-destination title (SPEC §2 "Card reload").
import { I18nProvider } from 'react-aria-components';
import { enPages } from '../../i18n/en/pages';
import { frPages } from '../../i18n/fr/pages';
import { CardLookupForm } from './CardLookupForm';
import { useCatalog, useLocale } from '../../i18n/language';

export default function InfosOdPage() {
  const locale = useLocale();
  const tPages = useCatalog(frPages, enPages);
  return (
    <I18nProvider locale={locale}>
      <section className="page reload">
        <h1>{tPages.rechargementInfosOd}</h1>
        <CardLookupForm target="od" />
      </section>
    </I18nProvider>
  );
}
