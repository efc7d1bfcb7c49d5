// Bearer tokens of the mobile-ticket API (X-Authorization): 32 random bytes, valid 30 minutes by
// default on the provider's clock, each mapped to its account. Expired ones are forgotten as they are
// met; the control API can expire them at once (tests of the portal's 401 branch).
import { randomBytes } from 'node:crypto';

export const MOBILE_TOKEN_TTL_MS = 30 * 60 * 1000;

/** The shape of a token: 32 bytes in base64url, unpadded. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

interface Session {
  mail: string;
  expiresAt: number;
}

export class MobileTokens {
  private sessions = new Map<string, Session>();

  constructor(
    private readonly now: () => Date,
    private readonly ttlMs = MOBILE_TOKEN_TTL_MS,
  ) {}

  /** A new token for the account of `mail` (lower-cased). */
  issue(mail: string): string {
    this.forgetExpired();
    const token = randomBytes(32).toString('base64url');
    this.sessions.set(token, { mail, expiresAt: this.now().getTime() + this.ttlMs });
    return token;
  }

  /** The account's mail of a live token, else null. */
  mailOf(token: string): string | null {
    const session = this.sessions.get(token);
    if (!session) return null;
    if (session.expiresAt <= this.now().getTime()) {
      this.sessions.delete(token);
      return null;
    }
    return session.mail;
  }

  /** Expires now the tokens of `mail` (lower-cased), or all of them; how many there were. */
  expire(mail?: string): number {
    let count = 0;
    for (const [token, session] of this.sessions) {
      if (mail !== undefined && session.mail !== mail) continue;
      this.sessions.delete(token);
      count += 1;
    }
    return count;
  }

  private forgetExpired(): void {
    const now = this.now().getTime();
    for (const [token, session] of this.sessions) if (session.expiresAt <= now) this.sessions.delete(token);
  }
}
