// Computing and checking the operator PIN's scrypt hash (Node's crypto.scrypt, asynchronous: main's
// event loop keeps serving the kiosk while it runs). The stored form is src/shared/operator-pin.ts's.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { formatPinHash, parsePinHash, type PinHash } from '../../shared/operator-pin';

/** The provisioning CLI's cost: OWASP's scrypt recommendation (N = 2^17, r = 8, p = 1, 128 MiB). */
export const DEFAULT_PIN_COST = { N: 2 ** 17, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const HASH_BYTES = 32;

function derive(pin: string, salt: Buffer, bytes: number, cost: Omit<PinHash, 'salt' | 'hash'>) {
  // maxmem: Node refuses above 32 MiB by default; scrypt needs 128 × N × r bytes.
  const options: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: 256 * cost.N * cost.r };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(pin, salt, bytes, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** The configuration text for `pin` with a fresh salt. */
export async function hashPin(
  pin: string,
  cost: Omit<PinHash, 'salt' | 'hash'> = DEFAULT_PIN_COST,
  salt: Buffer = randomBytes(SALT_BYTES),
): Promise<string> {
  const key = await derive(pin, salt, HASH_BYTES, cost);
  return formatPinHash({ ...cost, salt: salt.toString('base64'), hash: key.toString('base64') });
}

/** Whether `pin` matches the stored hash; compared in constant time. A text that is no hash: false. */
export async function verifyPin(pin: string, stored: string): Promise<boolean> {
  const parsed = parsePinHash(stored);
  if (!parsed) return false;
  const expected = Buffer.from(parsed.hash, 'base64');
  const key = await derive(pin, Buffer.from(parsed.salt, 'base64'), expected.length, parsed);
  return timingSafeEqual(key, expected);
}
