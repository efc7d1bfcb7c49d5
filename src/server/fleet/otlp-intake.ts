// What one OTLP request brought: the kiosks' data taken, the points or records refused with their
// reasons, and the answer OTLP/HTTP expects ("OTLP/HTTP Response"): 200 with an empty body when all was
// taken, 200 with `partialSuccess` when part was refused, a 4xx when nothing could be taken.
import type { ResourceRefused } from './otlp-resource';

/** The reasons quoted in one answer, at most: a fleet's repeated mistake is said once. */
const MAX_REASONS = 5;

export class Intake<T> {
  readonly accepted: T[] = [];
  rejected = 0;
  private readonly reasons: string[] = [];
  private readonly refusals: ResourceRefused[] = [];

  /** `count` points or records refused for `reason`. */
  reject(count: number, reason: string): void {
    this.rejected += count;
    if (this.reasons.length < MAX_REASONS && !this.reasons.includes(reason)) this.reasons.push(reason);
  }

  /** A whole resource refused, with the `count` points or records it carried. */
  refuse(refusal: ResourceRefused, count: number): void {
    this.refusals.push(refusal);
    this.reject(count, refusal.message);
  }

  /** The French message of what was refused. */
  message(): string {
    return this.reasons.join(' ; ');
  }

  /** `field`: rejectedDataPoints (metrics) or rejectedLogRecords (logs). */
  answer(field: 'rejectedDataPoints' | 'rejectedLogRecords'): IntakeAnswer {
    const [first] = this.refusals;
    // Nothing taken, because of who sent it: the request fails as a whole (4xx: not to be retried).
    if (this.accepted.length === 0 && first)
      return {
        status: this.refusals.every((r) => r.status === 403) ? 403 : 400,
        message: `Télémétrie refusée : ${this.message()}`,
      };
    if (this.rejected === 0) return { status: 200, body: {} };
    // int64 as proto3's JSON mapping writes it: a decimal string.
    const partialSuccess = { [field]: String(this.rejected), errorMessage: this.message() };
    return { status: 200, body: { partialSuccess } };
  }
}

export type IntakeAnswer =
  { status: 200; body: { partialSuccess?: Record<string, string> } } | { status: 400 | 403; message: string };
