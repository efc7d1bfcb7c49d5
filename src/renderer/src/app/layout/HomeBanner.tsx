import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { selectLook } from '../config/configSlice';

/** The preferences' banner, on the home page only (SPEC §2 "Home": repeated on every page it pushed each
 * one down); the web's header and the kiosk's show the same one. Lazy, as the tiles' pictures: an SVG
 * picture is a document parsed on the main thread as it arrives (~25 ms at 4× CPU), and eager it arrived
 * between the tiles' render and their frame, delaying their text. Lazy, it is asked for by that frame's
 * layout, and first among home's images (on a phone it is the largest paint, Lighthouse's LCP element). */
export function HomeBanner({ className }: { className: string }) {
  const banner = useAppSelector(selectLook)?.banner;
  const onHome = useLocation().pathname === '/home';
  if (!banner || !onHome) return null;
  return (
    <img
      className={className}
      src={banner.url}
      alt={banner.alt}
      title={banner.alt}
      width={banner.width}
      height={banner.height}
      loading="lazy"
      fetchPriority="high"
    />
  );
}
