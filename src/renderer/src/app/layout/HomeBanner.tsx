import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { selectLook } from '../config/configSlice';

/** The preferences' banner, on the home page only (SPEC §2 "Home": repeated on every page it pushed each
 * one down); the web's header and the kiosk's show the same one. Fetched first among home's images: on a
 * phone it is the largest paint (Lighthouse's LCP element), and the tiles' pictures would queue before it. */
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
      fetchPriority="high"
    />
  );
}
