// The kiosk's layout parts, from the kiosk's own chunk: the web's home bundle never carries them.
import { lazy } from 'react';

const load = () => import('../../features/kiosk/KioskShell');

export const KioskHeader = lazy(() => load().then((m) => ({ default: m.KioskHeader })));
export const KioskFooter = lazy(() => load().then((m) => ({ default: m.KioskFooter })));
export const PurchaseSteps = lazy(() => load().then((m) => ({ default: m.PurchaseSteps })));
/** Started before the first screen on a kiosk, so the web layout never flashes there. */
export const preloadKiosk = load;
