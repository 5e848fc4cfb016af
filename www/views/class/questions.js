// The three questions a teacher asks the class (issue 27), built from what the engine says —
// never worked out here. Pure: no page, no socket, so the unit tests run them on the real engine.
//
//   node     "Which node is expanded next?": the Solve search's own quiz at its step
//            (src/search/quiz.rs, the same `quiz(k)` the Solve view's quiz asks): its cards, the
//            card expanded next and the engine's reason code with its arguments.
//   number   "How many nodes will <search> expand before the goal?": the truth is the count the
//            same search reports once it has run to its end (the caller runs it in a worker).
//   choice   "Which heuristic dominates?": the catalogue's chain (zero ≤ misplaced ≤ Manhattan
//            ≤ linear conflict, each ≥ the one before on every state, `chain`), in the engine's
//            order, weakest first; the one that dominates is the last link that fits the board.
//
// A question is what every phone sees (docs/CLASS.md, "The question"): its kind, its topic as a
// code with arguments (worded in each student's own language: names are the catalogue's, never
// sentences), and its cards or options. Its key goes to the server with it and reaches the phones
// only once the question is closed: the answer (or the truth) and the reason, also codes. A node
// question's reason carries, besides the engine's code, the engine's reason each card was pruned
// (IDA*), so a phone that picked a pruned card says why.

/** How many cards a node question shows (the Solve view's quiz asks for as many). */
export const CARDS = 4;

/** The largest number a student may answer to a number question (the server's bound, docs/CLASS.md). */
export const MAX_NUMBER = 1_000_000_000;

/**
 * @typedef {{ code: string, args?: Record<string, any> }} Coded  a sentence by its code
 * @typedef {{ tiles: number[], g: number, h: number, f: number }} Card
 * @typedef {{ kind: 'next-node', topic: Coded, width: number, height: number, goal: number[],
 *   usesHeuristic: boolean, cards: Card[] }} NodeQuestion
 * @typedef {{ kind: 'number', topic: Coded }} NumberQuestion
 * @typedef {{ kind: 'choice', topic: Coded, options: Coded[] }} ChoiceQuestion
 * @typedef {NodeQuestion | NumberQuestion | ChoiceQuestion} Question
 * @typedef {Coded & { pruned?: (Coded | null)[] }} Reason
 *   why: a node question's is the engine's (`quiz.why.<code>`, with, for each card, the engine's
 *   reason it was pruned, or null), the others' the page's (`class.why.<code>`)
 * @typedef {{ answer: number, reason: Reason } | { truth: number, tolerance: number, reason: Reason }} Key
 */

/**
 * The node question at the search's current step, from the engine's quiz (`RemoteSearch#quiz`:
 * `{ candidates: [{ tiles, g, h, f, pruned }], answer, reason }`) and the Solve problem
 * (`{ width, height, goalTiles, usesHeuristic }`). Null when the engine has no question (the
 * search finished).
 * The cards go without their `pruned` (it gives the answer away).
 * @returns {{ question: NodeQuestion, key: Key } | null}
 */
export function nodeQuestion(quiz, problem) {
  if (!quiz || !Array.isArray(quiz.candidates) || quiz.candidates.length < 2) return null;
  const cards = quiz.candidates.map((c) => ({ tiles: Array.from(c.tiles), g: c.g, h: c.h, f: c.f }));
  return {
    question: {
      kind: 'next-node',
      topic: { code: 'next-node' },
      width: problem.width,
      height: problem.height,
      goal: Array.from(problem.goalTiles),
      usesHeuristic: Boolean(problem.usesHeuristic),
      cards,
    },
    key: {
      answer: quiz.answer,
      reason: { ...coded(quiz.reason), pruned: quiz.candidates.map((c) => (c.pruned ? coded(c.pruned) : null)) },
    },
  };
}

/** An engine reason `{ code, english, args }` as a code and its arguments (the English stays behind). */
const coded = ({ code, args }) => ({ code, args: { ...(args ?? {}) } });

/**
 * The number question about the Solve search: how many nodes it expands before it reaches the
 * goal. `algorithm` and `heuristic` are the catalogue's names (each phone words them);
 * `heuristic` is dropped for a search that uses none.
 * @returns {NumberQuestion}
 */
export function numberQuestion({ algorithm, heuristic, usesHeuristic }) {
  const args = usesHeuristic ? { algorithm, heuristic } : { algorithm };
  return { kind: 'number', topic: { code: usesHeuristic ? 'expanded-with' : 'expanded', args } };
}

/**
 * The key of a number question: the search's count of expanded nodes once it ended solved
 * (`summary` of that run: `{ status, expanded }`), or null when it stopped short of the goal (a
 * budget, no solution): the question is not asked then.
 * @returns {Key | null}
 */
export function numberKey(summary) {
  if (summary?.status !== 'solved') return null;
  return { truth: summary.expanded, tolerance: 0, reason: { code: 'expanded', args: { expanded: summary.expanded, length: summary.solutionLength } } };
}

/**
 * The chain's links that fit a `width × height` board, in the catalogue's order (weakest first),
 * but the zero heuristic (no estimate at all is not a candidate for "dominates"): each entry of
 * `heuristics` is the catalogue's (`chain`, `maxCells`, `sides`, `needsTables`).
 */
export function chainFor(heuristics, width, height) {
  return heuristics.filter(
    (h) =>
      h.chain &&
      !h.needsTables &&
      width * height <= h.maxCells &&
      (!h.sides || (width === height && h.sides.includes(width))) &&
      // The weakest link, h = 0, is the one every other dominates: it is left out of the options.
      h !== heuristics.find((x) => x.chain),
  );
}

/**
 * The choice "which heuristic dominates?" over the chain's links that fit the board, shown in an
 * order of `shuffle` (a permutation of the links' indices: the teacher's page passes a seeded
 * one so the strongest is not always last). Null when fewer than two links fit.
 * @param {any[]} heuristics  the catalogue's heuristics, in its order
 * @param {number[]} [shuffle]
 * @returns {{ question: ChoiceQuestion, key: Key } | null}
 */
export function choiceQuestion(heuristics, width, height, shuffle) {
  const chain = chainFor(heuristics, width, height);
  if (chain.length < 2) return null;
  const order = shuffle && shuffle.length === chain.length ? shuffle : chain.map((_, i) => i);
  const options = order.map((i) => ({ code: 'heuristic', args: { heuristic: chain[i].name } }));
  const strongest = chain[chain.length - 1].name;
  return {
    question: { kind: 'choice', topic: { code: 'dominates' }, options },
    key: {
      answer: options.findIndex((o) => o.args.heuristic === strongest),
      reason: { code: 'dominates', args: { chain: chain.map((h) => h.name) } },
    },
  };
}

/** A seeded permutation of 0..n-1 (a Fisher–Yates shuffle driven by a small LCG): the same seed, the same order. */
export function permutation(n, seed) {
  const out = Array.from({ length: n }, (_, i) => i);
  let s = (seed >>> 0) || 1;
  for (let i = n - 1; i > 0; i--) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Whether `value` is an answer the question takes: a card's or option's index, or a whole number 0…MAX_NUMBER. */
export function validAnswer(question, value) {
  if (!Number.isInteger(value) || value < 0) return false;
  if (question.kind === 'number') return value <= MAX_NUMBER;
  const n = question.kind === 'next-node' ? question.cards.length : question.options.length;
  return value < n;
}
