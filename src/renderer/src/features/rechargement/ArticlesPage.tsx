// /rechargement/articles 'Contenu de ma carte': the card, its state and titles, and the titles to reload
// onto it (SPEC §2 "Card reload"; a deleted or blacklisted card is shown, never reloaded). On the kiosk each
// title is a card whose 'Acheter' loads one and goes to pay; 'Plusieurs titres' brings the quantities back.
import { formatCardNumber } from '@shared/card-number';
import { InBandOnKiosk, PageBack } from '../../app/layout/PageActions';
import { useEffect } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { I18nProvider } from 'react-aria-components';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { enPages } from '../../i18n/en/pages';
import { frPages } from '../../i18n/fr/pages';
import { enRechargement } from '../../i18n/en/rechargement';
import { frRechargement } from '../../i18n/fr/rechargement';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Alert } from '../../ui/Alert';
import { CardContracts } from './CardContracts';
import { cardStateText, isUsableCard } from './cardState';
import { ChoiceSummary } from './products/ChoiceSummary';
import { KioskTitleCards } from './products/KioskTitleCards';
import { ProductChooser } from './products/ProductChooser';
import { useOneTapTitles } from './products/useOneTapTitles';
import {
  articlesOpened,
  reloadAddRequested,
  reloadBuyOneRequested,
  selectRechargement,
} from './rechargementSlice';
import './rechargement.css';
import { useCatalog, useLocale } from '../../i18n/language';

export default function ArticlesPage() {
  const locale = useLocale();
  const tShell = useCatalog(fr, en);
  const tPages = useCatalog(frPages, enPages);
  const t = useCatalog(frRechargement, enRechargement);
  const dispatch = useAppDispatch();
  const { card, adding, addError } = useAppSelector(selectRechargement);
  const { oneTap, toggle } = useOneTapTitles();
  useEffect(() => {
    dispatch(articlesOpened());
  }, [dispatch, card]);

  if (!card) return <Navigate to="/rechargement/infos" replace />;
  const usable = isUsableCard(card.etat);
  // On the kiosk, where every screen's 'Retour' is (app/layout/PageActions).
  const back = (
    <PageBack>
      <Link className="button button--secondary" to="/rechargement/infos">
        {tShell.app.back}
      </Link>
    </PageBack>
  );

  return (
    <I18nProvider locale={locale}>
      <section className="page reload">
        <h1>{tPages.rechargementArticles}</h1>
        <div className="card-summary">
          <p className="card-summary__number">{t.card.number(formatCardNumber(card.numeroAffiche))}</p>
          {usable ? (
            <p>{cardStateText(card.etat, t.card)}</p>
          ) : (
            <Alert tone="error">{cardStateText(card.etat, t.card)}</Alert>
          )}
        </div>
        <CardContracts contracts={card.contrats} />
        {usable ? (
          <>
            <section className="reload-offer" aria-labelledby="titres-a-recharger">
              <h2 id="titres-a-recharger">{t.articles.title}</h2>
              {oneTap ? (
                <KioskTitleCards
                  emptyText={t.articles.noProduct}
                  onCard
                  busy={adding}
                  error={addError}
                  onBuy={(id) => dispatch(reloadBuyOneRequested(id))}
                />
              ) : (
                <ProductChooser onCard emptyText={t.articles.noProduct} />
              )}
              {toggle}
            </section>
            {oneTap ? (
              back
            ) : (
              // 'Total' and 'Valider' together in the kiosk's band, as on selection-od (issue 24 item 7).
              <InBandOnKiosk>
                <ChoiceSummary
                  busy={adding}
                  error={addError}
                  onValidate={() => dispatch(reloadAddRequested())}
                >
                  {back}
                </ChoiceSummary>
              </InBandOnKiosk>
            )}
          </>
        ) : (
          <div className="actions">{back}</div>
        )}
      </section>
    </I18nProvider>
  );
}
