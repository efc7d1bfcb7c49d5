import type { Module } from '@shared/backoffice';
import type { Platform } from '../../platform/bridge';
import { frameHref } from '../frameHref';
import { internalTarget } from './moduleRoutes';

/** How a chosen module opens: its route, the frame screen, a new window, or the page leaves for it. */
export type ModuleOpening = 'route' | 'frame' | 'window' | 'leave';

/**
 * SPEC §2 "Home", tile click, in its order: newTab opens a new window, else iframe the frame screen, else
 * the page goes there. A kiosk opens no window and never leaves the app: every other site is framed. In
 * Electron (counter) the window has no address bar nor back button, so a site that would replace the app
 * is framed too; its new window is the system browser, which main opens for allowlisted https origins.
 */
export function moduleOpening(module: Module, platform: Platform): ModuleOpening {
  const external = module.external;
  if (!external) return 'route';
  if (platform === 'kiosk') return 'frame';
  if (platform === 'counter') return external.newTab && !external.iframe ? 'window' : 'frame';
  if (external.newTab) return 'window';
  return external.iframe ? 'frame' : 'leave';
}

/** Where a module's link points: where its click goes, so tiles and menu entries say what they do. */
export function moduleHref(module: Module, platform: Platform): string {
  const opening = moduleOpening(module, platform);
  if (opening === 'route') return internalTarget(module);
  return opening === 'frame' ? frameHref(module.external!.url) : module.external!.url;
}
