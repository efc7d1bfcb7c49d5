// The 'Accessibilité' button of the kiosk's header, on every screen: it turns the accessibility mode on
// and off (large text, high contrast, low reach, speech output). Its state is said by aria-pressed, and
// shown by a tick as well as by its colours.
import { enAccessibility } from '../../../i18n/en/accessibility';
import { frAccessibility } from '../../../i18n/fr/accessibility';
import { useCatalog } from '../../../i18n/language';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { accessibilityToggled, selectAccessibilityOn } from './accessibilitySlice';

export function AccessibilityToggle() {
  const t = useCatalog(frAccessibility, enAccessibility);
  const dispatch = useAppDispatch();
  const on = useAppSelector(selectAccessibilityOn);
  return (
    <button
      type="button"
      className="button kiosk-header__a11y"
      aria-pressed={on}
      onClick={() => dispatch(accessibilityToggled())}
    >
      <svg className="kiosk-header__a11y-icon" aria-hidden="true" viewBox="0 0 24 24" width="32" height="32">
        <circle cx="12" cy="4" r="2.2" fill="currentColor" />
        <path
          d="M4 7.5 12 9l8-1.5.5 2-6 1.4V14l2.6 7.2-2 .8L12 16l-3.1 6-2-.8L9.5 14v-3.1l-6-1.4z"
          fill="currentColor"
        />
      </svg>
      {t.toggle}
      {on ? (
        <span className="kiosk-header__a11y-tick" aria-hidden="true">
          ✓
        </span>
      ) : null}
    </button>
  );
}
