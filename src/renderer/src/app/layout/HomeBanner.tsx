import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { selectLook } from '../config/configSlice';

/** The preferences' banner, on the home page only (SPEC §2 "Home": repeated on every page it pushed each
 * one down); the web's header and the kiosk's show the same one. */
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
    />
  );
}
