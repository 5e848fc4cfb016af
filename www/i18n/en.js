// The page's English: every sentence the page writes, by key (www/i18n/index.js `t`). The
// engine's own texts (catalogue labels, statuses, error sentences) are not restated here: the
// page shows the engine's English for them (`engineText`). Same keys as ./zh-CN.js (a unit test
// checks); a message with arguments is a function of them, and numbers and plurals go through
// www/format.js (Intl), never a hand-made "s".

import { count, integer, noun, plural } from '../format.js';

void count, integer, noun, plural;

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
  // (end of visited)

  // ── tie ──
  // (end of tie)

  // ── cantor ──
  'cantor.title': 'Cantor expansion (rank)',
  'cantor.convention': ({ last }) =>
    `The board read row by row is a permutation of 0 to ${last}, the blank counted as 0, as seed 000's try_to_insert reads it. Each value's digit is how many smaller values come after it; each digit times the factorial of the cells after it, summed, is the board's rank.`,
  'cantor.cell': 'Cell',
  'cantor.value': 'Value',
  'cantor.smaller': 'Smaller after it',
  'cantor.factorial': 'Factorial',
  'cantor.product': 'Product',
  'cantor.sum': ({ rank }) => `Sum: rank ${integer(rank)}`,
  'cantor.marks': ({ n, size, rank }) =>
    `A visited array with one cell per arrangement has ${n}! = ${integer(size)} cells; this board marks vis[${rank}].`,
  'cantor.half': ({ n, half }) =>
    `The engine's rank array keeps only the boards of one parity class, ${n}!/2 = ${integer(half)} cells: a search never reaches the other half.`,
  'cantor.unrankTitle': 'Unranking: from the rank back to the board',
  'cantor.unrankIntro': 'Divide what is left of the rank by each factorial: the quotient picks the value among those not used yet (smallest first), the remainder goes on.',
  'cantor.left': 'Left',
  'cantor.divisor': '÷ factorial',
  'cantor.quotient': 'Quotient',
  'cantor.remainder': 'Remainder',
  'cantor.unused': 'Unused values',
  'cantor.picked': 'Picked',
  'cantor.back': ({ board }) => `Unranked: ${board}, the board again.`,
  'cantor.tooLarge': ({ width, height, n, size, max }) =>
    `A ${width}×${height} board has ${n}! = ${integer(size)} arrangements: an array with a cell for each does not fit in memory, so the Cantor expansion is worked out only for boards of at most ${max} cells (3×3 and smaller). Larger boards are remembered in a hash table.`,
  'cantor.pairsTitle': 'Inversions and parity',
  'cantor.pairsIntro': 'Read the tiles row by row, leaving out the blank: a larger tile before a smaller one is an inversion. Point at a pair to see its tiles on the board.',
  'cantor.pairsCount': ({ n }) => plural(n, { one: '# inversion', other: '# inversions' }),
  'cantor.pair': ({ larger, smaller }) => `${larger} before ${smaller}`,
  'cantor.none': 'No inversions: the tiles are in order.',
  'cantor.even': 'even',
  'cantor.odd': 'odd',
  'cantor.oddVerdict': ({ start, startParity, goal, goalParity, solvable }) =>
    `The start has ${count(start, 'inversion')} (${startParity}), the goal ${integer(goal)} (${goalParity}). On a board of odd width every move keeps the parity of the inversions, so the goal ${solvable ? 'can' : 'cannot'} be reached.`,
  'cantor.evenVerdict': ({ start, startRow, startSum, startParity, goal, goalRow, goalSum, goalParity, solvable }) =>
    `On a board of even width the blank's row counts too, from the bottom. Start: ${count(start, 'inversion')} + row ${integer(startRow)} = ${integer(startSum)} (${startParity}); goal: ${integer(goal)} + row ${integer(goalRow)} = ${integer(goalSum)} (${goalParity}). Every move keeps the parity of this sum, so the goal ${solvable ? 'can' : 'cannot'} be reached.`,
  'cantor.blankRow': ({ row }) => `The blank's row, counted from the bottom: ${integer(row)}`,
  'cantor.boardLabel': 'The start board with the chosen pair marked',
  'cantor.close': 'Close',
  'cantor.whyUnsolvable': 'Why unsolvable: the inversions',
  // (end of cantor)

  // ── judge ──
  'judge.title': 'Judge mode',
  'judge.intro': 'Paste the input exactly as the judge gives it: the output below is what an accepted program prints.',
  'judge.problem': 'Problem',
  'judge.problem.poj1077': 'POJ 1077 Eight',
  'judge.problem.codevs1225': 'codevs 1225 (八数码难题)',
  'judge.problem.p1379': 'Luogu P1379 (八数码难题)',
  'judge.goal': ({ goal }) => `Goal: ${goal}`,
  'judge.input': 'Input',
  'judge.output': 'Output',
  'judge.useSample': 'Use the sample input',
  'judge.sampleOutput': 'Sample output',
  'judge.special': 'POJ 1077 has a special judge: any move string that reaches the goal is accepted, so this answer (a shortest one) may differ from the sample output.',
  'judge.exact': 'The answer is the least number of moves; the judge compares it with the expected output exactly.',
  'judge.same': 'Same as the sample output.',
  'judge.sameLength': ({ n }) => `Not the sample's string, but as short: ${count(n, 'move')}, so the special judge accepts it.`,
  'judge.working': 'Solving…',
  // (end of judge)

  // ── lessons ──
  // (end of lessons)
};
