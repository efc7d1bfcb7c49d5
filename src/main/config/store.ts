// The settings kept on the device by electron-store (config.json in the app's userData folder, where an
// operator provisions them). Main only reads it: generated values are never written back.
import Store from 'electron-store';
import { configError } from '../../shared/device-config';
import type { ConfigLayer } from './layers';

export interface StoredConfig {
  layer: ConfigLayer;
  /** Where the file is (for messages and docs/configuration.md). */
  path: string;
  errors: string[];
}

export interface StoreLocation {
  /** Folder of the file; electron-store's default is app.getPath('userData'). Tests use a temp folder. */
  cwd?: string;
  name?: string;
}

export function readStoredConfig(location: StoreLocation = {}): StoredConfig {
  const name = location.name ?? 'config';
  let store: Store<ConfigLayer>;
  try {
    // clearInvalidConfig stays false: a broken file is reported, never silently replaced by defaults.
    store = new Store<ConfigLayer>({ name, cwd: location.cwd, clearInvalidConfig: false });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      layer: {},
      path: `${name}.json`,
      errors: [configError(`${name}.json`, `n’est pas un fichier JSON lisible (${reason}).`)],
    };
  }
  // electron-store keeps its own bookkeeping under __internal__; it is not a setting.
  const layer: ConfigLayer = { ...store.store };
  delete layer.__internal__;
  return { layer, path: store.path, errors: [] };
}
