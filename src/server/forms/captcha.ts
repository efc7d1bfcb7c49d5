// Self-hosted ALTCHA proof of work (PoW v2, altcha-lib): signed challenges with an expiry, and the
// server-side check of what the widget answers. No third-party service: it works offline.
import { createHmac, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export const CAPTCHA_REFUSED = 'La vérification anti-robot a échoué. Veuillez recommencer.';
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
export const CAPTCHA_VALIDITY_MS = 10 * 60 * 1000;

/** How much work a challenge asks: PBKDF2 iterations per try, and the range the secret counter is
 * drawn from (the solver tries counters from 0 up to it). */
export interface CaptchaWork {
  cost: number;
  minCounter: number;
  maxCounter: number;
}

/** Measured on the project's 2-core machine with the widget in Chromium (2 workers): cost 1000 and
 * counter 1500 solve in about 0.25 s, counter 3000 in about 0.4 s; so at most 1500 keeps headroom. */
export const DEFAULT_CAPTCHA_WORK: CaptchaWork = { cost: 1000, minCounter: 500, maxCounter: 1500 };

/** A usable work, else an error at start: the server never runs with a captcha it cannot issue. */
export function checkedWork(work: CaptchaWork): CaptchaWork {
  const { cost, minCounter, maxCounter } = work;
  const whole = (n: number) => Number.isSafeInteger(n) && n >= 0;
  if (
    !whole(cost) ||
    cost < 1 ||
    !whole(minCounter) ||
    !whole(maxCounter) ||
    minCounter > maxCounter ||
    maxCounter > 0xffffffff
  )
    throw new Error('captchaWork invalide : cost ≥ 1 et 0 ≤ minCounter ≤ maxCounter ≤ 4294967295, entiers.');
  return work;
}

/** The largest token we read: a widget payload is about 600 characters. */
const MAX_TOKEN_LENGTH = 4096;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export interface SolvedChallenge {
  /** The challenge's nonce: one creation per challenge. */
  id: string;
  expiresAtMs: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The widget's payload (base64 of JSON { challenge: { parameters, signature }, solution }), or null. */
function parsePayload(token: unknown): { challenge: Challenge; solution: Solution } | null {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
  if (!BASE64.test(token) || token.length % 4 !== 0) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!isObject(payload) || !isObject(payload.challenge) || !isObject(payload.solution)) return null;
  const { parameters, signature } = payload.challenge;
  if (!isObject(parameters) || typeof signature !== 'string') return null;
  if (typeof parameters.nonce !== 'string' || typeof parameters.expiresAt !== 'number') return null;
  return {
    challenge: payload.challenge as unknown as Challenge,
    solution: payload.solution as unknown as Solution,
  };
}

export class Captcha {
  private readonly signatureSecret: string;
  private readonly keySecret: string;
  /** Challenges already used to create a request, until they expire: a payload works once. */
  private readonly used = new Map<string, number>();

  constructor(
    secret: Uint8Array,
    private readonly work: CaptchaWork,
    private readonly now: () => Date,
  ) {
    this.signatureSecret = Buffer.from(secret).toString('hex');
    // A second key, derived from the first, signs the expected derived key: verifying is one HMAC.
    this.keySecret = createHmac('sha256', secret).update('altcha-cle-derivee').digest('hex');
  }

  challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: CAPTCHA_ALGORITHM,
      cost: this.work.cost,
      counter: randomInt(this.work.minCounter, this.work.maxCounter + 1),
      deriveKey,
      expiresAt: new Date(this.now().getTime() + CAPTCHA_VALIDITY_MS),
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySecret,
    });
  }

  /** The challenge when the token solves one of ours, unexpired (by the server's clock) and unused. */
  async check(token: unknown): Promise<SolvedChallenge | null> {
    const payload = parsePayload(token);
    if (!payload) return null;
    const nowMs = this.now().getTime();
    this.forgetExpired(nowMs);
    const expiresAtMs = payload.challenge.parameters.expiresAt! * 1000;
    const id = payload.challenge.parameters.nonce;
    if (expiresAtMs <= nowMs || this.used.has(id)) return null;
    try {
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: this.signatureSecret,
        hmacKeySignatureSecret: this.keySecret,
      });
      return result.verified ? { id, expiresAtMs } : null;
    } catch {
      // Malformed parameters (not hex, unknown algorithm...) make the library throw: a wrong answer.
      return null;
    }
  }

  /** Marks a checked challenge used; false when another request used it meanwhile. */
  consume(solved: SolvedChallenge): boolean {
    if (this.used.has(solved.id)) return false;
    this.used.set(solved.id, solved.expiresAtMs);
    return true;
  }

  private forgetExpired(nowMs: number): void {
    for (const [id, expiresAtMs] of this.used) if (expiresAtMs <= nowMs) this.used.delete(id);
  }
}
