// SPEC §2 "Home": auth error banner, one tile per module, `?module=` lock.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { useCatalog } from '../../i18n/language';
import { useAppDispatch, useAppSelector } from '../hooks';
import { selectAuthError, selectPlatform } from '../appSlice';
import { selectModules, selectModulesPending, selectModulesStatus } from '../config/configSlice';
import { homeOpened } from '../modules/moduleActions';
import { tileWidthPercent } from '../modules/moduleRoutes';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { Alert } from '../../ui/Alert';
import { selectOutOfService } from '../readiness/readinessSlice';
import { OutOfService } from './OutOfService';
import { Tile } from './Tile';
import { TilePlaces } from './TilePlaces';

export default function HomePage() {
  const t = useCatalog(fr, en);
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const lockTo = params.get('module');
  const authError = useAppSelector(selectAuthError);
  const kiosk = useAppSelector(selectPlatform) === 'kiosk';
  // The kiosk does not sell mobile tickets (their payment runs on the provider's page, not its terminal).
  const modules = useAppSelector(selectModules)?.filter((m) => !kiosk || m.id !== 'RECHARGEMENT_APPLI');
  const status = useAppSelector(selectModulesStatus);
  const pending = useAppSelector(selectModulesPending);
  const width = tileWidthPercent(modules);
  // The payment terminal cannot be reached (main's readiness): nothing may be chosen until it is back.
  const outOfService = useAppSelector(selectOutOfService);

  useEffect(() => {
    dispatch(homeOpened({ module: lockTo }));
  }, [dispatch, lockTo]);

  if (kiosk && outOfService) return <OutOfService />;
  // The web layout shows the shell beside <main> meanwhile (app/home/HomeShell).
  if (pending && !kiosk) return null;
  return (
    <section className="page home">
      <h1 className="visually-hidden">{t.home.title}</h1>
      {/* The kiosk's language switch is the home screen's (the idle reset comes back here, in French): in
          the page rather than the header, so the accessibility mode's low reach brings it down too. */}
      {kiosk ? <LanguageSwitch className="kiosk-language" /> : null}
      {/* SPEC §2: the server could not be reached (authentication); the modules alone have their own. */}
      {authError || status === 'failed' ? (
        <Alert tone="error">
          {authError ? t.home.authError : t.home.modulesError}
          {kiosk ? <span className="alert__detail"> {t.home.servicesDown}</span> : null}
        </Alert>
      ) : null}
      {/* The previous visit's tiles, when kept, show while the fresh list comes (app/config/configCache);
          else, on the kiosk, the places of the tiles, painted before the back office answers. */}
      {pending ? <TilePlaces /> : null}
      {modules && modules.length > 0 ? (
        <>
          <h2 className="visually-hidden">{t.home.modulesTitle}</h2>
          <ul className="tiles">
            {modules.map((module) => (
              <Tile key={module.id} module={module} widthPercent={width} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
