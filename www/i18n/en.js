// The page's English: every sentence the page writes, by key (www/i18n/index.js `t`). The
// engine's own texts (catalogue labels, statuses, error sentences) are not restated here: the
// page shows the engine's English for them (`engineText`). Same keys as ./zh-CN.js (a unit test
// checks); a message with arguments is a function of them, and numbers and plurals go through
// www/format.js (Intl), never a hand-made "s".

import { count, decimal, integer, noun, plural } from '../format.js';

void count, decimal, integer, noun, plural;

/** @type {Record<string, string | ((args: any) => string)>} */
export default {
  // ── page ──
  'page.title': 'npuzzle — step through BFS, A* and IDA* on the sliding-tile puzzle',
  'page.description': 'Watch BFS, A*, IDA* and friends solve the 8- and 15-puzzle one expansion at a time.',
  'header.language': 'Language',
  // (end of page)

  // ── header ──
  // (end of header)

  // ── solve ──
  // (end of solve)

  // ── counters ──
  // (end of counters)

  // ── status ──
  // (end of status)

  // ── play ──
  // (end of play)

  // ── shortcuts ──
  // (end of shortcuts)

  // ── glossary ──
  // (end of glossary)

  // ── explain ──
  // (end of explain)

  // ── compare ──
  // (end of compare)

  // ── accuracy ──
  // (end of accuracy)

  // ── lab ──
  // (end of lab)

  // ── engine ──
  // (end of engine)

  // ── errors ──
  // (end of errors)

  // ── visited ──
  'visited.label': 'Visited table',
  'visited.auto': 'Automatic',
  'visited.rank-array': 'Rank array (Cantor expansion)',
  'visited.hash': 'Hash table',
  'visited.ordered': 'Ordered set (map/set)',
  'visited.none': 'None (tree search)',
  'visited.hint.auto': 'The engine picks: a rank array up to 3×3 for BFS, a hash table otherwise.',
  'visited.hint.rank-array': 'Each board’s rank (Cantor expansion) indexes an array: no hashing, no collisions.',
  'visited.hint.hash': 'A hash of the board picks a bucket; boards that share one collide.',
  'visited.hint.ordered': 'A balanced tree, like C++’s std::set: ordered, a little slower.',
  'visited.hint.none': ({ budget }) => `Remembers nothing: a state is expanded again on every path to it (stops after ${count(budget, 'expansion')}).`,
  'visited.costs': 'Visited table costs',
  'visited.cost.table': 'Table',
  'visited.cost.memory': 'Table memory',
  'visited.cost.perExpansion': 'Time/expansion',
  'visited.cost.load': 'Load factor',
  'visited.cost.collisions': 'Collisions',
  'visited.cost.duplicates': 'Duplicates',
  'visited.microseconds': ({ us }) => `${decimal(us, 2)} µs`,
  'visited.linkUnknown': ({ value }) => `The link's visited table ${value} is unknown; using the automatic one.`,
  'visited.lane': ({ n }) => `Lane ${n} visited table`,
  // (end of visited)

  // ── tie ──
  // (end of tie)

  // ── cantor ──
  // (end of cantor)

  // ── judge ──
  // (end of judge)

  // ── lessons ──
  // (end of lessons)
};
