import type { Module } from '@shared/backoffice';
import { frameHref } from '../frameHref';
import { internalTarget } from './moduleRoutes';

/**
 * Where a module's link points, so tiles and menu entries are real links (middle-click, screen readers).
 * On the kiosk another site only ever shows in the frame screen (moduleSaga), so its link says so too.
 */
export function moduleHref(module: Module, kiosk = false): string {
  const external = module.external;
  if (!external) return internalTarget(module);
  if (kiosk) return frameHref(external.url);
  if (external.iframe && !external.newTab) return `/iframe?url=${encodeURIComponent(external.url)}`;
  return external.url;
}
