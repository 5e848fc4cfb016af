// The example boards in the Preset menu, grouped by size: classic judge
// problems, the two hardest 8-puzzles, a board that cannot be solved, and
// 15-puzzles from easy to Korf's 1985 instances (data/korf100.txt). A preset sets
// the start and the goal; a few also pick the algorithm that suits them.

export const PRESETS = [
  {
    id: 'poj1077',
    group: '8-puzzle', label: 'POJ 1077 (19 moves)',
    start: '2 3 4 1 5 x 7 6 8',
    goal: 'ordered',
  },
  {
    id: 'codevs1225',
    group: '8-puzzle', label: 'codevs 1225 (spiral goal)',
    start: '283104765',
    goal: 'spiral',
  },
  {
    id: 'reverse',
    group: '8-puzzle', label: 'Reverse goal (8 7 … 1)',
    start: '0 7 6 8 4 3 5 2 1',
    goal: 'reverse',
  },
  {
    id: 'hardest-a',
    group: '8-puzzle', label: 'Hardest, A (31 moves)',
    start: '8 6 7 2 5 4 3 x 1',
    goal: 'ordered',
  },
  {
    id: 'hardest-b',
    group: '8-puzzle', label: 'Hardest, B (31 moves)',
    start: '6 4 7 8 5 x 3 2 1',
    goal: 'ordered',
  },
  {
    id: 'unsolvable',
    group: '8-puzzle', label: 'Unsolvable (8 and 7 swapped)',
    start: '1 2 3 4 5 6 8 7 x',
    goal: 'ordered',
  },
  {
    id: 'fifteen-easy',
    group: '15-puzzle', label: 'Easy (20 moves)',
    start: '5 3 0 4 2 1 7 11 9 6 15 8 13 10 12 14',
    goal: 'ordered',
  },
  {
    id: 'korf55',
    group: '15-puzzle', label: 'Korf #55 (41 moves, IDA*)',
    start: '13 8 14 3 9 1 0 7 15 5 4 10 12 2 6 11',
    goal: 'blank-first',
    algorithm: 'idastar',
    heuristic: 'linear-conflict',
  },
  {
    id: 'korf1',
    group: '15-puzzle', label: 'Korf #1 (57 moves, IDA*)',
    start: '14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3',
    goal: 'blank-first',
    algorithm: 'idastar',
    heuristic: 'linear-conflict',
  },
];

/** The preset each size loads when the Size menu changes: a board that needs some thought. */
export const DEFAULT_BOARDS = {
  3: PRESETS[0],
  4: PRESETS[6],
};
