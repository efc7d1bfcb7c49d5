// /rechargement/infos: find the card to reload (SPEC §2 "Card reload").
import { I18nProvider } from 'react-aria-components';
import { frPages } from '../../i18n/fr/pages';
import { CardLookupForm } from './CardLookupForm';

export default function InfosPage() {
  return (
    <I18nProvider locale="fr-FR">
      <section className="page reload">
        <h1>{frPages.rechargementInfos}</h1>
        <CardLookupForm target="articles" />
      </section>
    </I18nProvider>
  );
}
