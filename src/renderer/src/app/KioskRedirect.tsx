import { Navigate, Outlet } from 'react-router-dom';
import { useAppSelector } from './hooks';
import { selectPlatform } from './appSlice';

/** Renders the child route on the web, sends the kiosk elsewhere. */
export function KioskRedirect({ to }: { to: string }) {
  const platform = useAppSelector(selectPlatform);
  return platform === 'kiosk' ? <Navigate to={to} replace /> : <Outlet />;
}
