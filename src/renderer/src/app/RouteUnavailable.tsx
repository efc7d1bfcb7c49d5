// Issue 27 §3: the worker keeps the code of the routes a customer opened, not of every route. Offline, a
// route never opened cannot load its chunk: the page says what the portal says offline, inside the
// layout (header, menu, the notices), instead of a blank page. Any other error is not this one's to
// explain: it goes on up. The next page the customer opens clears it (and asks for its chunk again).
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from './hooks';
import { selectLanguage } from './appSlice';
import { enPwa } from '../i18n/en/pwa';
import { frPwa } from '../i18n/fr/pwa';
import { pick } from '../i18n/language';
import { Alert } from '../ui/Alert';

/** A route's chunk that did not come: the browser's failed dynamic import (each words it its own way),
 * or Vite's preload of the chunk's CSS. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
  );
}

export function RouteUnavailable() {
  const t = pick(useAppSelector(selectLanguage), frPwa, enPwa);
  return (
    <section className="page">
      <h1>{t.routeUnavailable}</h1>
      <Alert tone="error">{t.unreachable}</Alert>
    </section>
  );
}

interface BoundaryProps {
  readonly pathname: string;
  readonly children: ReactNode;
}

/** React catches render errors only in a class: this one keeps a failed chunk's error until the page changes. */
class ChunkBoundary extends Component<BoundaryProps, { error: unknown; pathname: string | null }> {
  override state = { error: null as unknown, pathname: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; pathname: string | null }) {
    // Caught on one page, forgotten on the next.
    if (state.pathname !== props.pathname) return { error: null, pathname: props.pathname };
    return null;
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return <RouteUnavailable />;
  }
}

/** Around a section's pages (routes.tsx). */
export function RouteBoundary({ children }: { children: ReactNode }) {
  return <ChunkBoundary pathname={useLocation().pathname}>{children}</ChunkBoundary>;
}
