// SPEC §2 "Home": 'Accueil' plus one entry per module, the current one highlighted. On a phone (below
// 576 px, SPEC §9) the entries hide behind a 'Menu' button: ten of them took ~400 px on every page. A
// native button with aria-expanded, not react-aria's Disclosure: home's bundle has ~1 Ko to spare.
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { useCatalog, useLanguage } from '../../i18n/language';
import { moduleText } from '../../i18n/backofficeText';
import { useAppSelector } from '../hooks';
import { selectPlatform } from '../appSlice';
import { selectModules, selectModulesPending } from '../config/configSlice';
import { currentModuleId } from '../modules/moduleRoutes';
import { moduleHref, moduleOpening } from '../modules/moduleHref';
import { useChooseModule } from '../modules/useChooseModule';

export function Menu() {
  const t = useCatalog(fr, en);
  const language = useLanguage();
  const modules = useAppSelector(selectModules) ?? [];
  const { pathname } = useLocation();
  const choose = useChooseModule();
  const platform = useAppSelector(selectPlatform);
  const current = pathname === '/home' ? 'home' : currentModuleId(pathname, modules);
  const itemClass = (active: boolean) => `menu__link${active ? ' menu__link--current' : ''}`;
  // Open on the page where it was opened: choosing an entry (another page) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const pending = useAppSelector(selectModulesPending);
  // Not before the list (or its failure): its entries would push the page down as they came (CLS);
  // 'Accueil' alone has nothing to offer on the first screen.
  if (pending) return null;

  return (
    <nav className={`menu${open ? ' menu--open' : ''}`} aria-label={t.app.mainMenu}>
      <button
        type="button"
        className="menu__toggle"
        aria-expanded={open}
        aria-controls="menu-principal"
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <span className="menu__toggle-icon" aria-hidden="true" />
        {t.app.menuButton}
      </button>
      <ul className="menu__list" id="menu-principal">
        <li>
          <Link
            to="/home"
            className={itemClass(current === 'home')}
            aria-current={current === 'home' ? 'page' : undefined}
          >
            {t.app.home}
          </Link>
        </li>
        {modules.map((module) => {
          const active = current === module.id;
          const text = moduleText(module, language);
          return (
            <li key={module.id}>
              <a
                href={moduleHref(module, platform)}
                className={itemClass(active)}
                aria-current={active ? 'page' : undefined}
                onClick={choose(module)}
                lang={text.lang === language ? undefined : text.lang}
              >
                {text.title}
                {moduleOpening(module, platform) === 'window' ? (
                  <span className="visually-hidden"> {t.app.newTabHint}</span>
                ) : null}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
