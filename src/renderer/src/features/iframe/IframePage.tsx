// SPEC §2 "Frame screen": frames the `url` query parameter, only when its origin is allowlisted by the
// back office's preferences (DESIGN "Electron security": no query string may frame an arbitrary site).
import { useSearchParams } from 'react-router-dom';
import { frIframe } from '../../i18n/fr/iframe';
import { useAppSelector } from '../../app/hooks';
import { selectPreferences } from '../../app/config/configSlice';
import { allowedHttpUrl } from '../../platform/urls';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { useFrameHeight } from './useFrameHeight';

export default function IframePage() {
  const [params] = useSearchParams();
  const preferences = useAppSelector(selectPreferences);
  const height = useFrameHeight();
  const requested = params.get('url') ?? '';
  const allowed = preferences ? allowedHttpUrl(requested, preferences.allowedOrigins) : null;
  const target = allowed && !isThisScreen(allowed, requested) ? allowed : null;

  return (
    <section className="page page--frame">
      <h1 className="visually-hidden">{frIframe.title}</h1>
      {!preferences ? <Spinner /> : null}
      {preferences && !target ? <Alert tone="error">{frIframe.loadError}</Alert> : null}
      {target ? (
        <iframe
          className="frame"
          title={frIframe.frameTitle}
          src={target.href}
          style={{ height: `${height}px` }}
          sandbox="allow-scripts allow-forms allow-same-origin allow-popups"
          referrerPolicy="no-referrer"
        />
      ) : null}
    </section>
  );
}

/** An empty url resolves to this very screen, as does its own path: it would frame itself, endlessly. */
function isThisScreen(target: URL, requested: string): boolean {
  return (
    requested.trim() === '' ||
    (target.origin === window.location.origin && target.pathname === window.location.pathname)
  );
}
