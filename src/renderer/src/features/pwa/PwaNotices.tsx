// What the web portal as an app tells its user, above every screen: a new version taking over (SPEC §4),
// and the service out of reach while the device is offline (the shell came from the cache). Both live
// regions are there, empty, from the start, so a screen reader reads what comes into them.
import { useAppSelector } from '../../app/hooks';
import { enPwa } from '../../i18n/en/pwa';
import { frPwa } from '../../i18n/fr/pwa';
import { pick } from '../../i18n/language';
import { selectLanguage } from '../../app/appSlice';
import { selectOnline, selectUpdating } from './pwaSlice';

export function PwaNotices() {
  // A root of its own, outside the layout's language context: the store's language directly.
  const t = pick(useAppSelector(selectLanguage), frPwa, enPwa);
  const updating = useAppSelector(selectUpdating);
  const online = useAppSelector(selectOnline);
  return (
    <div className="pwa-notices">
      <p role="status" className={updating ? 'pwa-notice' : undefined}>
        {updating ? t.updating : null}
      </p>
      <p role="status" className={online ? undefined : 'pwa-notice pwa-notice--offline'}>
        {online ? null : t.unreachable}
      </p>
    </div>
  );
}
