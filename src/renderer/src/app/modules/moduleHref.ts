import type { Module } from '@shared/backoffice';
import { internalTarget } from './moduleRoutes';

/** Where a module's link points, so tiles and menu entries are real links (middle-click, screen readers). */
export function moduleHref(module: Module): string {
  const external = module.external;
  if (!external) return internalTarget(module);
  if (external.iframe && !external.newTab) return `/iframe?url=${encodeURIComponent(external.url)}`;
  return external.url;
}
