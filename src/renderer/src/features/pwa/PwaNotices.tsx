// What the web portal as an app tells its user, above every screen: a new version waiting for the next
// page, with « Mettre à jour » to apply it now, then taking over (SPEC §4), and the service out of reach
// while the device is offline (the shell came from the cache). Both live regions are there, empty, from
// the start, so a screen reader reads what comes into them; the button sits beside its region.
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { enPwa } from '../../i18n/en/pwa';
import { frPwa } from '../../i18n/fr/pwa';
import { pick } from '../../i18n/language';
import { selectLanguage } from '../../app/appSlice';
import { selectOnline, selectUpdateReady, selectUpdating, updateAccepted } from './pwaSlice';

export function PwaNotices() {
  // A root of its own, outside the layout's language context: the store's language directly.
  const t = pick(useAppSelector(selectLanguage), frPwa, enPwa);
  const dispatch = useAppDispatch();
  const ready = useAppSelector(selectUpdateReady);
  const updating = useAppSelector(selectUpdating);
  const online = useAppSelector(selectOnline);
  return (
    <div className="pwa-notices">
      <div className={ready || updating ? 'pwa-notice pwa-notice--update' : undefined}>
        <p role="status">{updating ? t.updating : ready ? t.updateReady : null}</p>
        {ready ? (
          <button type="button" className="button" onClick={() => dispatch(updateAccepted())}>
            {t.updateNow}
          </button>
        ) : null}
      </div>
      <p role="status" className={online ? undefined : 'pwa-notice pwa-notice--offline'}>
        {online ? null : t.unreachable}
      </p>
    </div>
  );
}
