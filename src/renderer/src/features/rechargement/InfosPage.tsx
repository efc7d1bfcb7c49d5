// /rechargement/infos: find the card to reload (SPEC §2 "Card reload").
import { I18nProvider } from 'react-aria-components';
import { enPages } from '../../i18n/en/pages';
import { frPages } from '../../i18n/fr/pages';
import { CardLookupForm } from './CardLookupForm';
import { useCatalog, useLocale } from '../../i18n/language';

export default function InfosPage() {
  const locale = useLocale();
  const tPages = useCatalog(frPages, enPages);
  return (
    <I18nProvider locale={locale}>
      <section className="page reload">
        <h1>{tPages.rechargementInfos}</h1>
        <CardLookupForm target="articles" />
      </section>
    </I18nProvider>
  );
}
