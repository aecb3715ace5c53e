/**
 * Whether a delivery lane keeps up with what is queued into it, so that lead posts can wait a
 * moment for it during a burst instead of piling up e-mails that leave minutes later
 * (docs/decisions/0008-delivery-queue.md, "2026-11-25"). The lane reports each claim and each
 * delivery; no I/O here.
 */

/** How long a lane must keep finding more due rows than it has places before it counts as behind. */
export const BEHIND_AFTER_MS = 500;
/**
 * A lane that delivered nothing for this long while full is stuck (a mail server that hangs),
 * not busy: waiting for it would only slow the visitor down, and the lead is safe in the queue
 * anyway. Long enough for the first e-mails of a burst, which wait for connections to open.
 */
export const STUCK_AFTER_MS = 3_000;
/** The longest a post waits for its lane: a visitor is never held long, whatever the lane does. */
export const MAX_WAIT_MS = 2_000;

export interface LanePace {
  /** A claim asked for `free` rows and got `claimed`: fewer means nothing more is due. */
  claimed(claimed: number, free: number): void;
  /** A row was delivered. */
  delivered(): void;
  /** Busy for a while with more due than places, and still delivering. */
  behind(): boolean;
  /** Resolves at once unless behind; then when the lane catches up, stops, or after `MAX_WAIT_MS`. */
  caughtUp(): Promise<void>;
  /** The lane stopped: nobody waits for it any more. */
  release(): void;
}

export function lanePace(now: () => number = Date.now): LanePace {
  let fullSince: number | null = null;
  let lastDelivered = Number.NEGATIVE_INFINITY;
  const waiting = new Set<() => void>();

  function release() {
    for (const resume of waiting) resume();
    waiting.clear();
  }

  function behind() {
    const time = now();
    if (fullSince === null || time - fullSince < BEHIND_AFTER_MS) return false;
    return time - Math.max(fullSince, lastDelivered) < STUCK_AFTER_MS;
  }

  return {
    claimed(claimed, free) {
      // A turn with no free place only records outcomes: it says nothing about what is due.
      if (free === 0) return;
      if (claimed < free) {
        fullSince = null;
        release();
      } else {
        fullSince ??= now();
      }
    },
    delivered() {
      lastDelivered = now();
    },
    behind,
    caughtUp() {
      if (!behind()) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const resume = () => {
          clearTimeout(timer);
          waiting.delete(resume);
          resolve();
        };
        const timer = setTimeout(resume, MAX_WAIT_MS);
        waiting.add(resume);
      });
    },
    release,
  };
}
