// /rechargement/infos-od: find the card to top up with an origin-destination title (SPEC §2 "Card reload").
import { I18nProvider } from 'react-aria-components';
import { frPages } from '../../i18n/fr/pages';
import { CardLookupForm } from './CardLookupForm';

export default function InfosOdPage() {
  return (
    <I18nProvider locale="fr-FR">
      <section className="page reload">
        <h1>{frPages.rechargementInfosOd}</h1>
        <CardLookupForm target="od" />
      </section>
    </I18nProvider>
  );
}
