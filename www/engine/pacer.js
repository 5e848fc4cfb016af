// How much search work each animation frame asks for: the one pacing rule of
// the Solve view's controller and the Compare view's race.
//
// At a set speed (expansions per second) the frames earn "credit" and spend it
// whole; "as fast as possible" asks for the current batch every frame. The
// batch adapts so a full one costs about `budgetMs` of engine time, whatever
// a node costs in this algorithm, so the page keeps its frame rate.

/**
 * Milliseconds of engine work per step request (in the worker; a frame is ~16.7 ms at 60 Hz): the
 * budget of every driver, the Solve search's, the Compare race's (all lanes together) and
 * Explain's comparison.
 */
export const FRAME_BUDGET_MS = 8;

/** Largest batch ever asked for in one call. */
const MAX_BATCH = 1 << 20;
/** A background tab gets no frames: a longer gap is not counted. */
const MAX_GAP_MS = 250;

export class Pacer {
  /** @param {{ budgetMs: number, startBatch?: number }} options */
  constructor({ budgetMs, startBatch = 8 }) {
    this.budgetMs = budgetMs;
    this.startBatch = startBatch;
    this.reset();
  }

  /** A new search: a small first batch, so even a short search draws a curve. */
  reset() {
    this.batch = this.startBatch; // adaptive cap on n per frame
    this.credit = 0; // expansions owed to the speed setting
    this.lastFrameAt = 0;
  }

  /** Playing starts at `now`: the first expansion shows at once, even at 1 per second. */
  start(now) {
    this.credit = 1;
    this.lastFrameAt = now;
  }

  /**
   * The frame at `now`: how much time passed (`dt`, capped) and how many
   * expansions to take (`n`) at `speed` per second (Infinity: a full batch).
   */
  frame(now, speed) {
    const dt = Math.min(now - this.lastFrameAt, MAX_GAP_MS);
    this.lastFrameAt = now;
    if (speed === Infinity) return { dt, n: this.batch };
    this.credit = Math.min(this.credit + (speed * dt) / 1000, 2 * this.batch + 1);
    const n = Math.min(Math.floor(this.credit), this.batch);
    this.credit -= n;
    return { dt, n };
  }

  /** `n` expansions took `spent` ms: grow or shrink the batch towards the budget. */
  adapt(n, spent) {
    if (n >= this.batch) {
      const scale = this.budgetMs / Math.max(spent, 0.05);
      this.batch = Math.max(1, Math.min(MAX_BATCH, Math.round(this.batch * Math.min(2, Math.max(0.25, scale)))));
    } else if (spent > 2 * this.budgetMs) {
      this.batch = Math.max(1, Math.round(n * (this.budgetMs / spent)));
    }
  }
}
