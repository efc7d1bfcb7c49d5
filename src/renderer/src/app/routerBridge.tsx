// The router as the rest of the app sees it: sagas navigate through navigation.ts, which this component
// hands the router's navigate; `arrive` and the PWA wait for a page to be on screen, which is when this
// component's layout effect sees the router's new location (a navigation to a lazy page commits once its
// chunk is in: the router renders it as a transition).
import { useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { setNavigator } from './navigation';
import { locationShown } from './shownLocation';

export function RouterBridge() {
  const navigate = useNavigate();
  const { pathname, search, key } = useLocation();
  useLayoutEffect(() => {
    setNavigator((to, options) => (typeof to === 'number' ? navigate(to) : navigate(to, options)));
    return () => setNavigator(null);
  }, [navigate]);
  useLayoutEffect(() => locationShown({ pathname, search, key }), [pathname, search, key]);
  useLayoutEffect(() => () => locationShown(null), []);
  return null;
}
