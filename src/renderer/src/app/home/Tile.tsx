import type { Module } from '@shared/backoffice';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { useCatalog, useLanguage } from '../../i18n/language';
import { moduleText } from '../../i18n/backofficeText';
import { useAppSelector } from '../hooks';
import { selectPlatform } from '../appSlice';
import { moduleHref, moduleOpening } from '../modules/moduleHref';
import { useChooseModule } from '../modules/useChooseModule';
import { saleKindOfModule } from '../readiness/saleKinds';
import { selectSaleAbility } from '../readiness/readinessSlice';

/** One module: image, title, description and its button (a link: it navigates). */
export function Tile({ module, widthPercent }: { module: Module; widthPercent: number }) {
  const t = useCatalog(fr, en);
  const choose = useChooseModule();
  const platform = useAppSelector(selectPlatform);
  const language = useLanguage();
  const text = moduleText(module, language);
  const titleId = `tuile-${module.id}`;
  // Main's readiness (kiosk only): a sale that prints its ticket cannot start without paper (issue 25 §1).
  const ability = useAppSelector(selectSaleAbility(saleKindOfModule(module.external ? null : module.id)));
  const unavailable =
    platform === 'kiosk' && ability?.canStart === false && ability.reason === 'printing-unavailable';
  const noteId = `tuile-${module.id}-indisponible`;
  return (
    <li className="tile" style={{ width: `${widthPercent}%` }} data-module={module.id}>
      {/* A module we do not know keeps the back office's French on an English page: said so to speech. */}
      <article
        className="tile__card"
        aria-labelledby={titleId}
        lang={text.lang === language ? undefined : text.lang}
      >
        {/* Lazy: fetched once the tiles' text has painted. Each SVG picture is a document of its own,
            parsed on the main thread as it arrives (~10 ms at 4× CPU): eager, the nine answers ran
            before the frame with the tiles' text. Their size is reserved (width, height): nothing shifts. */}
        <img
          className="tile__image"
          loading="lazy"
          src={module.image.url}
          alt={text.imageAlt}
          width={module.image.width}
          height={module.image.height}
        />
        <h3 id={titleId} className="tile__title">
          {text.title}
        </h3>
        <p className="tile__description">{text.description}</p>
        {unavailable ? (
          <>
            <p id={noteId} className="tile__unavailable">
              {t.home.printingUnavailable}
            </p>
            {/* Not a link: nothing to follow; disabled, a tap does nothing and says why (the note). */}
            <button type="button" className="button tile__button" disabled aria-describedby={noteId}>
              {text.buttonLabel}
            </button>
          </>
        ) : (
          <a className="button tile__button" href={moduleHref(module, platform)} onClick={choose(module)}>
            {text.buttonLabel}
            {moduleOpening(module, platform) === 'window' ? (
              <span className="visually-hidden"> {t.app.newTabHint}</span>
            ) : null}
          </a>
        )}
      </article>
    </li>
  );
}
