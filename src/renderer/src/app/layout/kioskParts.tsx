// The kiosk's layout parts, from the kiosk's own chunk: the web's home bundle never carries them.
// main.tsx loads that chunk before the first screen (preloadKiosk); from then on each part renders at
// once, in the same commit as the page. A React.lazy part suspends at least once even when its chunk is
// in, and its boundary reveals it up to 300 ms after the page: the header then pushed the home screen
// down under a customer's finger (a tap meant for 'English' landed on 'Accessibilité').
import { lazy, type ComponentType } from 'react';
import { loadKioskShell as load, type KioskShellModule as KioskModule } from '../routesChunks';
let loaded: KioskModule | null = null;

/** Started before the first screen on a kiosk, so the web layout never flashes there. */
export async function preloadKiosk(): Promise<void> {
  loaded = await load();
}

/** One part: the loaded module's component once preloaded, else (a render without preloading, such as
 * a unit test's) a lazy one under the caller's Suspense boundary. */
function part<Props extends object = object>(
  pick: (module: KioskModule) => ComponentType<Props>,
): ComponentType<Props> {
  const Lazy = lazy(() => load().then((module) => ({ default: pick(module) })));
  function KioskPart(props: Props) {
    const Component = loaded ? pick(loaded) : Lazy;
    return <Component {...props} />;
  }
  KioskPart.displayName = 'KioskPart';
  return KioskPart;
}

export const KioskHeader = part((module) => module.KioskHeader);
export const KioskFooter = part((module) => module.KioskFooter);
export const PurchaseSteps = part((module) => module.PurchaseSteps);
export const KioskShell = part((module) => module.default);
export const KioskActionBar = part((module) => module.KioskActionBar);
