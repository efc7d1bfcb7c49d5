// The last modules and look the back office gave, kept for the next visit: its home paints them at once,
// then the fresh answers replace them. Display only: the full preferences (allowed origins, providers)
// are never kept, so no decision can rest on an old or altered copy.
import type { Image, Module } from '@shared/backoffice';
import { localStore, STORAGE_KEYS } from '../../platform/storage';
import type { CachedConfig, Look } from './configSlice';

const isText = (value: unknown): value is string => typeof value === 'string';
const isImage = (value: unknown): value is Image => isText((value as Image | null)?.url);

/** Enough of a module for a tile and a menu entry to render without throwing. */
function isModule(value: unknown): value is Module {
  const module = value as Module | null;
  return (
    isText(module?.id) &&
    isText(module.title) &&
    isText(module.description) &&
    isText(module.buttonLabel) &&
    isImage(module.image) &&
    (!module.external || isText(module.external.url))
  );
}

function isLook(value: unknown): value is Look {
  const look = value as Look | null;
  return (
    isImage(look?.logo) &&
    (look.banner === undefined || isImage(look.banner)) &&
    isText(look.footer?.shopName) &&
    Array.isArray(look.footer.lines) &&
    look.footer.lines.every(isText) &&
    Array.isArray(look.footer.links) &&
    look.footer.links.every((link) => isText(link?.label) && isText(link.url))
  );
}

/** The kept copy, or null when there is none or it is not what this version wrote. */
export function readCachedConfig(): CachedConfig | null {
  try {
    const kept = JSON.parse(localStore.get(STORAGE_KEYS.configCache) ?? 'null') as Partial<CachedConfig>;
    const { modules, look } = kept ?? {};
    return Array.isArray(modules) && modules.every(isModule) && isLook(look) ? { modules, look } : null;
  } catch {
    return null;
  }
}

export function writeCachedConfig(config: CachedConfig): void {
  try {
    localStore.set(STORAGE_KEYS.configCache, JSON.stringify(config));
  } catch {
    // A full or disabled storage only costs the next visit its head start.
  }
}
