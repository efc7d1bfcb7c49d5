// Where documents can be given instead of attached on the kiosk: the commercial agency of the
// preferences' footer (its name and address lines); nothing when the preferences are not loaded.
import { useAppSelector } from '../../app/hooks';
import { selectPreferences } from '../../app/config/configSlice';

export function KioskAgency() {
  const footer = useAppSelector(selectPreferences)?.footer;
  if (!footer?.shopName) return null;
  return (
    <>
      <p className="kiosk-agency__name">{footer.shopName}</p>
      <address className="kiosk-agency__address">
        {footer.lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
    </>
  );
}
