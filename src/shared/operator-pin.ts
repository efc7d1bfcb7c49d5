// The operator PIN as the device configuration keeps it (issue 25 §2): never the PIN, a scrypt hash in
// one documented text, `scrypt$N$r$p$salt$hash`, salt and hash in standard base64. Parsed here without
// any crypto (src/shared imports nothing of ours); main's src/main/operator/pin-hash.ts computes it.

export interface PinHash {
  /** scrypt's cost: a power of two. */
  N: number;
  /** Block size. */
  r: number;
  /** Parallelisation. */
  p: number;
  /** Base64 texts, as written. */
  salt: string;
  hash: string;
}

/** What an operator types: digits only, 4 to 12 of them. */
export const OPERATOR_PIN_MAX_LENGTH = 12;
export const OPERATOR_PIN_PATTERN = new RegExp(`^\\d{4,${OPERATOR_PIN_MAX_LENGTH}}$`);

export const PIN_HASH_LIMITS = {
  minLogN: 14,
  maxLogN: 20,
  maxR: 16,
  maxP: 4,
  /** scrypt needs 128 × N × r bytes: kept within what a kiosk can spare. */
  maxMemoryBytes: 256 * 1024 * 1024,
  saltBytes: { min: 16, max: 64 },
  hashBytes: { min: 32, max: 64 },
} as const;

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const FORMAT = /^scrypt\$(\d{1,8})\$(\d{1,3})\$(\d{1,3})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

/** Bytes a canonical base64 text decodes to, or -1 when it is not one. */
function base64Bytes(text: string): number {
  if (!BASE64.test(text)) return -1;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return (text.length / 4) * 3 - padding;
}

function within(value: number, bounds: { min: number; max: number }): boolean {
  return value >= bounds.min && value <= bounds.max;
}

/** The parts of a stored hash, or null when the text is not one main accepts. */
export function parsePinHash(text: string): PinHash | null {
  const match = FORMAT.exec(text);
  if (!match) return null;
  const [N, r, p] = match.slice(1, 4).map(Number) as [number, number, number];
  const [salt, hash] = match.slice(4, 6) as [string, string];
  const logN = Math.log2(N);
  const limits = PIN_HASH_LIMITS;
  const costOk =
    Number.isInteger(logN) &&
    logN >= limits.minLogN &&
    logN <= limits.maxLogN &&
    r >= 1 &&
    r <= limits.maxR &&
    p >= 1 &&
    p <= limits.maxP &&
    128 * N * r <= limits.maxMemoryBytes;
  if (!costOk) return null;
  if (!within(base64Bytes(salt), limits.saltBytes) || !within(base64Bytes(hash), limits.hashBytes))
    return null;
  return { N, r, p, salt, hash };
}

export function formatPinHash(parts: PinHash): string {
  return `scrypt$${parts.N}$${parts.r}$${parts.p}$${parts.salt}$${parts.hash}`;
}
