// Passwords of the mobile-ticket accounts: scrypt hashes (node:crypto) with a random salt per password,
// compared in constant time. An unknown mail is checked against a dummy hash with the same work, so the
// time of the answer does not tell whether an account exists.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's recommended interactive cost (16 MiB, some tens of milliseconds). */
const COST = { N: 16_384, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

interface StoredHash {
  cost: { N: number; r: number; p: number };
  salt: Buffer;
  hash: Buffer;
}

function derive(password: string, salt: Buffer, cost: StoredHash['cost'], length: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, length, cost, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** "scrypt$N$r$p$salt$hash" (salt and hash in base64url): the cost travels with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, COST, KEY_BYTES);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

function parse(stored: string): StoredHash {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) throw new Error('Empreinte de mot de passe illisible.');
  return {
    cost: { N: Number(n), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt, 'base64url'),
    hash: Buffer.from(hash, 'base64url'),
  };
}

/** Made once: the hash an unknown mail is checked against. */
let dummy: Promise<string> | null = null;

/** True when `password` is the one of `stored`; `stored` null (no such account) costs the same and is
 * always false. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  const expected = parse(stored ?? (await dummy));
  const actual = await derive(password, expected.salt, expected.cost, expected.hash.length);
  return timingSafeEqual(actual, expected.hash) && stored !== null;
}
