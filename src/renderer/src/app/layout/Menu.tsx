// SPEC §2 "Home": 'Accueil' plus one entry per module, the current one highlighted.
import { Link, useLocation } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { useAppSelector } from '../hooks';
import { selectPlatform } from '../appSlice';
import { selectModules } from '../config/configSlice';
import { currentModuleId } from '../modules/moduleRoutes';
import { moduleHref, moduleOpening } from '../modules/moduleHref';
import { useChooseModule } from '../modules/useChooseModule';

export function Menu() {
  const modules = useAppSelector(selectModules) ?? [];
  const { pathname } = useLocation();
  const choose = useChooseModule();
  const platform = useAppSelector(selectPlatform);
  const current = pathname === '/home' ? 'home' : currentModuleId(pathname, modules);
  const itemClass = (active: boolean) => `menu__link${active ? ' menu__link--current' : ''}`;

  return (
    <nav className="menu" aria-label={fr.app.mainMenu}>
      <ul className="menu__list">
        <li>
          <Link
            to="/home"
            className={itemClass(current === 'home')}
            aria-current={current === 'home' ? 'page' : undefined}
          >
            {fr.app.home}
          </Link>
        </li>
        {modules.map((module) => {
          const active = current === module.id;
          return (
            <li key={module.id}>
              <a
                href={moduleHref(module, platform)}
                className={itemClass(active)}
                aria-current={active ? 'page' : undefined}
                onClick={choose(module)}
              >
                {module.title}
                {moduleOpening(module, platform) === 'window' ? (
                  <span className="visually-hidden"> {fr.app.newTabHint}</span>
                ) : null}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
