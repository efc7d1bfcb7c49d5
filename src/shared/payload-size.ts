// The size cap on a kiosk bridge payload, measured without serialising it: used by the preload before
// ipcRenderer.invoke copies the argument to main, and by main before it looks at any field. Serialising
// untrusted data to measure it is the very cost to avoid: JSON.stringify of a 5 MB Uint8Array writes
// {"0":0,"1":0,…}, 60 MB of text, in seconds of main-thread time (bench/ipc-payload.ts).

/** Cap on a whole payload, about the size of its JSON in UTF-8. */
export const MAX_PAYLOAD_BYTES = 64 * 1024;

export const PAYLOAD_TOO_LARGE = `données trop volumineuses (plus de ${MAX_PAYLOAD_BYTES / 1024} Kio)`;
export const PAYLOAD_UNREADABLE = 'données illisibles';

/** UTF-8 bytes of a text, counted without encoding it (a lone surrogate counts 2). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    bytes += unit < 0x80 ? 1 : unit < 0x800 || (unit >= 0xd800 && unit <= 0xdfff) ? 2 : 3;
  }
  return bytes;
}

/**
 * Why `payload` is refused for its size (PAYLOAD_TOO_LARGE, or PAYLOAD_UNREADABLE when reading it
 * throws), or undefined. Walks it without recursion and stops at the first value past the budget:
 * a text or array longer than what is left is refused on its length alone, binary data on its byteLength,
 * and every value visited costs at least one byte, so cycles and shared branches end within the budget.
 * Types other than texts, numbers, arrays, plain objects, Maps, Sets and binary data count only their
 * own enumerable keys: the validators refuse them on their type without reading them.
 */
export function payloadSizeProblem(payload: unknown, maxBytes = MAX_PAYLOAD_BYTES): string | undefined {
  let left = maxBytes;
  const pending: unknown[] = [payload];
  try {
    while (pending.length > 0 && left >= 0) left -= sizeOf(pending.pop(), pending, left);
  } catch {
    return PAYLOAD_UNREADABLE;
  }
  return left < 0 ? PAYLOAD_TOO_LARGE : undefined;
}

/** Bytes of `value` itself; its parts are pushed on `pending`. `left` lets huge values bail early. */
function sizeOf(value: unknown, pending: unknown[], left: number): number {
  switch (typeof value) {
    case 'string':
      // UTF-8 needs at least one byte per UTF-16 unit: a longer text is over without being read.
      return value.length > left ? value.length : utf8Length(value) + 2;
    case 'number':
    case 'bigint':
      return String(value).length;
    case 'boolean':
      return 5;
    case 'object':
      return value === null ? 4 : sizeOfObject(value, pending, left);
    default:
      return 4;
  }
}

function sizeOfObject(value: object, pending: unknown[], left: number): number {
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (value instanceof ArrayBuffer) return value.byteLength;
  if (typeof SharedArrayBuffer !== 'undefined' && value instanceof SharedArrayBuffer) {
    return value.byteLength;
  }
  if (Array.isArray(value)) {
    // Brackets, then a comma per item; a sparse array's holes count too.
    const length = value.length;
    if (length > left) return length;
    for (let index = 0; index < length; index++) pending.push(value[index]);
    return 2 + length;
  }
  if (value instanceof Map) {
    if (value.size * 2 > left) return value.size * 2;
    for (const [key, item] of value) pending.push(key, item);
    return 2 + value.size * 2;
  }
  if (value instanceof Set) {
    if (value.size > left) return value.size;
    for (const item of value) pending.push(item);
    return 2 + value.size;
  }
  const keys = Object.keys(value);
  if (keys.length * 2 > left) return keys.length * 2;
  let bytes = 2;
  for (const key of keys) {
    // "key": and a comma; the key's text is checked like any other.
    bytes += 2 + sizeOf(key, pending, left - bytes);
    if (bytes > left) return bytes;
    pending.push((value as Record<string, unknown>)[key]);
  }
  return bytes;
}
