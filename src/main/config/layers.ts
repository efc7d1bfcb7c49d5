// A configuration layer: part of the settings, nested like DeviceConfig ({ printer: { width: 42 } }).
// Layers are merged in order, later ones winning key by key; lists and scalars replace, objects merge.

export type ConfigLayer = Record<string, unknown>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Sets a dotted key ('printer.interface') in a layer, creating the section when missing. */
export function setDotted(layer: ConfigLayer, key: string, value: unknown): void {
  const [head, ...rest] = key.split('.');
  if (rest.length === 0) {
    layer[head!] = value;
    return;
  }
  const section = isPlainObject(layer[head!]) ? (layer[head!] as ConfigLayer) : {};
  layer[head!] = section;
  setDotted(section, rest.join('.'), value);
}

export function mergeLayers(...layers: ConfigLayer[]): ConfigLayer {
  const merged: ConfigLayer = {};
  for (const layer of layers) {
    for (const [key, value] of Object.entries(layer)) {
      merged[key] =
        isPlainObject(value) && isPlainObject(merged[key])
          ? mergeLayers(merged[key] as ConfigLayer, value)
          : isPlainObject(value)
            ? mergeLayers(value)
            : value;
    }
  }
  return merged;
}
