// SPEC §2 "Frame screen": frames the `url` query parameter, only when its origin is allowlisted by the
// back office's preferences (DESIGN "Electron security": no query string may frame an arbitrary site), then
// goes to /justification with the card transactions the framed page posts (useFrameMessages). The frame
// is SPEC's height at least, and as tall as the framed page says its content is (issue 26 §4: never a
// scroll inside the frame). A frame that fails to load, or never loads, says so as an origin not allowed
// does.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { enIframe } from '../../i18n/en/iframe';
import { frIframe } from '../../i18n/fr/iframe';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectPreferences } from '../../app/config/configSlice';
import { allowedHttpUrl } from '../../platform/urls';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import {
  frameClosed,
  frameFailed,
  frameLoaded,
  frameOpened,
  selectFrame,
  transactionsReceived,
} from './frameSlice';
import { useFrameHeight } from './useFrameHeight';
import { useFrameMessages } from './useFrameMessages';
import { useCatalog } from '../../i18n/language';

export default function IframePage() {
  const tIframe = useCatalog(frIframe, enIframe);
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const preferences = useAppSelector(selectPreferences);
  const status = useAppSelector(selectFrame);
  const windowHeight = useFrameHeight();
  /** The framed page's content height, with the page it was said for. */
  const [content, setContent] = useState<{ href: string; height: number } | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const requested = params.get('url') ?? '';
  const allowed = preferences ? allowedHttpUrl(requested, preferences.allowedOrigins) : null;
  const target = allowed && !isThisScreen(allowed, requested) ? allowed : null;
  const href = target?.href ?? null;
  const failed = href !== null && status.href === href && status.status === 'failed';

  useEffect(() => {
    if (href === null) return;
    dispatch(frameOpened(href));
    // React has no error handler for a frame: listened to here (a browser seldom fires it).
    const element = frame.current;
    const onError = () => dispatch(frameFailed());
    element?.addEventListener('error', onError);
    return () => {
      element?.removeEventListener('error', onError);
      dispatch(frameClosed());
    };
  }, [dispatch, href]);

  useFrameMessages(
    frame,
    target?.origin ?? null,
    (taps) => {
      if (href !== null) dispatch(transactionsReceived({ taps, frameUrl: href }));
    },
    (contentHeight) => {
      if (href !== null) setContent({ href, height: contentHeight });
    },
  );
  const height = content?.href === href ? Math.max(windowHeight, content.height) : windowHeight;

  return (
    <section className="page page--frame">
      <h1 className="visually-hidden">{tIframe.title}</h1>
      {!preferences ? <Spinner /> : null}
      {(preferences && !target) || failed ? <Alert tone="error">{tIframe.loadError}</Alert> : null}
      {target && !failed ? (
        <iframe
          ref={frame}
          className="frame"
          title={tIframe.frameTitle}
          src={target.href}
          style={{ height: `${height}px` }}
          sandbox="allow-scripts allow-forms allow-same-origin allow-popups"
          referrerPolicy="no-referrer"
          onLoad={() => dispatch(frameLoaded())}
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
