// What the teacher's panel draws from the server's counts (docs/CLASS.md `live`, `closed`): the
// bars of a card or option question, the histogram of a number question against the truth, and a
// closed question's line of the class summary. Pure: numbers in, numbers out (unit-tested).

/** Most bins a number question's histogram is drawn with (a projector's width holds no more). */
export const MAX_BINS = 12;

/**
 * The bars of a card or option question: for each card, its count and its share of the answers
 * (0…1; 0 when nobody answered yet) and whether it is the right one (`answer`, once known).
 * @param {number[]} counts  the server's `counts`, one per card
 * @param {number} [answer]  the right card's index, when the question is closed
 */
export function bars(counts, answer) {
  const total = counts.reduce((a, b) => a + b, 0);
  return counts.map((count, i) => ({ count, share: total ? count / total : 0, right: i === answer }));
}

/**
 * A number question's answers as at most `most` bins of equal width over the whole numbers they
 * span (the truth included, once known), so a spread of guesses from 40 to 9,000 is still a dozen
 * bars. `histogram`: the server's `[[value, count], …]` sorted by value. Each bin:
 * `{ from, to, count, truth }` (from ≤ value ≤ to, whole numbers; `truth`: the true number falls
 * in it). No answers and no truth: no bins.
 * @param {[number, number][]} histogram
 * @param {number | null} [truth]
 */
export function bins(histogram, truth = null, most = MAX_BINS) {
  const values = histogram.map(([v]) => v);
  if (truth !== null && truth !== undefined) values.push(truth);
  if (values.length === 0) return [];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low + 1;
  const width = Math.max(1, Math.ceil(span / most));
  const n = Math.ceil(span / width);
  const out = Array.from({ length: n }, (_, i) => ({ from: low + i * width, to: Math.min(high, low + (i + 1) * width - 1), count: 0, truth: false }));
  for (const [value, count] of histogram) out[Math.floor((value - low) / width)].count += count;
  if (truth !== null && truth !== undefined) out[Math.floor((truth - low) / width)].truth = true;
  return out;
}

/**
 * A closed question's line of the class summary, from the server's `closed`: how many answered,
 * how many were right, and the share right (0 when nobody answered).
 * @param {{ question: number, kind: string, answered: number, right: number }} closed
 */
export function summaryLine({ question, kind, answered, right }) {
  return { question, kind, answered, right, share: answered ? right / answered : 0 };
}

/** The median of a number question's answers (`[[value, count], …]` sorted by value), or null with none. */
export function median(histogram) {
  const total = histogram.reduce((a, [, c]) => a + c, 0);
  if (!total) return null;
  const middle = (total - 1) / 2;
  let seen = 0;
  let low = null;
  for (const [value, count] of histogram) {
    if (low === null && seen + count > Math.floor(middle)) low = value;
    if (seen + count > Math.ceil(middle)) return (low + value) / 2;
    seen += count;
  }
  return low;
}

/**
 * How long to wait before the `attempt`-th reconnection (0 the first), in ms: doubling from
 * `base` up to `cap`, with up to a quarter more drawn from `random()` so a room of phones that
 * lost the same Wi-Fi does not knock again all at once.
 */
export function backoff(attempt, random = Math.random, base = 500, cap = 10_000) {
  const plain = Math.min(cap, base * 2 ** Math.min(attempt, 20));
  return Math.round(plain * (1 + random() / 4));
}
