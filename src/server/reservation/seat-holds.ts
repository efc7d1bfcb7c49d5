// Seats held by saved, unpaid reservation orders (issue 23): one hold per visitor session (its newest
// order's; a new save replaces it), a number of seats on each run and day, until an instant of the
// emulator's clock. An expired hold stops counting by itself: it is dropped whenever holds are read.

/** Seats taken on one run on one day; `sens` names the leg in a refusal. */
export interface RunSeats {
  code: string;
  day: string;
  seats: number;
  sens: 'Aller' | 'Retour';
}

/** One key per run and day. */
export const runKey = (run: Pick<RunSeats, 'code' | 'day'>): string => `${run.day}|${run.code}`;

export interface Hold {
  orderId: number;
  runs: RunSeats[];
  /** Epoch milliseconds of the emulator's clock after which the hold no longer counts. */
  until: number;
}

export class SeatHolds {
  private byOwner = new Map<string, Hold>();

  constructor(private readonly clock: () => Date) {}

  /** The holds still running, by owner; expired ones are dropped on the way. */
  private live(): Map<string, Hold> {
    const now = this.clock().getTime();
    for (const [owner, hold] of this.byOwner) if (hold.until <= now) this.byOwner.delete(owner);
    return this.byOwner;
  }

  /** Seats held on a run that day, leaving out `except`'s hold (a session's own, about to be replaced). */
  heldOn(code: string, day: string, except?: string): number {
    let held = 0;
    for (const [owner, hold] of this.live())
      if (owner !== except)
        for (const run of hold.runs) if (run.code === code && run.day === day) held += run.seats;
    return held;
  }

  /** The owner's running hold when it is this order's. */
  of(owner: string, orderId: number): Hold | null {
    const hold = this.live().get(owner);
    return hold?.orderId === orderId ? hold : null;
  }

  set(owner: string, hold: Hold): void {
    this.byOwner.set(owner, hold);
  }

  /** Gives the order's seats back (cancelled, aborted, refused, sold); false when it held none. */
  release(orderId: number): boolean {
    for (const [owner, hold] of this.byOwner) if (hold.orderId === orderId) return this.byOwner.delete(owner);
    return false;
  }

  /** Emulator control: every running hold ends now; how many did. */
  expireAll(): number {
    const count = this.live().size;
    this.byOwner.clear();
    return count;
  }
}
