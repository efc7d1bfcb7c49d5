// SPEC §2 "Home": module ids map to routes; an unknown id gives home and a console error.
import type { Module, ModuleId } from '@shared/backoffice';

export const MODULE_ROUTES: Readonly<Record<ModuleId, string>> = {
  RECHARGEMENT_ABONNE: '/rechargement',
  RECHARGEMENT_ABONNE_OD: '/rechargement/infos-od',
  VPC: '/vpc',
  DEMANDES: '/demandes',
  RECHARGEMENT_APPLI: '/appli',
  RESERVATION: '/reservation',
  TICKET_OD: '/selection-od',
};

export const HOME_ROUTE = '/home';

export function isKnownModuleId(id: string): id is ModuleId {
  return Object.hasOwn(MODULE_ROUTES, id);
}

/** Route of an internal module; home (and a console error) for an id we do not know. */
export function routeForModuleId(id: string): string {
  if (isKnownModuleId(id)) return MODULE_ROUTES[id];
  console.error(`Module inconnu : ${id}`);
  return HOME_ROUTE;
}

/** Route of an internal tile, with the `tab` query taken from sousFonction when present. */
export function internalTarget(module: Pick<Module, 'id' | 'sousFonction'>): string {
  const route = routeForModuleId(module.id);
  if (route === HOME_ROUTE || !module.sousFonction) return route;
  return `${route}?tab=${encodeURIComponent(module.sousFonction)}`;
}

/** SPEC §2 "Home": tile width is 100 divided by the module count (5 when not loaded). */
export function tileWidthPercent(modules: readonly unknown[] | null | undefined): number {
  const count = modules && modules.length > 0 ? modules.length : 5;
  return 100 / count;
}

/** The internal module whose route holds `pathname`; the deepest route wins (/rechargement/infos-od). */
export function currentModuleId(pathname: string, modules: readonly Module[]): string | null {
  let best: { id: string; length: number } | null = null;
  for (const module of modules) {
    if (module.external || !isKnownModuleId(module.id)) continue;
    const route = MODULE_ROUTES[module.id];
    const inside = pathname === route || pathname.startsWith(`${route}/`);
    if (inside && (!best || route.length > best.length)) best = { id: module.id, length: route.length };
  }
  return best?.id ?? null;
}
