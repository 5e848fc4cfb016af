// The example boards in the Preset menu, grouped by size: classic judge
// problems, the two hardest 8-puzzles, a board that cannot be solved, and
// 15-puzzles from easy to Korf's 1985 instances (data/korf100.txt). A preset sets
// the start and the goal; a few also pick the algorithm that suits them.

import { t } from '../../i18n/index.js';

/** The presets' data; their words are the catalogue's (`solve.preset.<id>`, `solve.presetGroup.<side>`). */
const BOARDS = [
  {
    id: 'poj1077',
    side: 3,
    start: '2 3 4 1 5 x 7 6 8',
    goal: 'ordered',
  },
  {
    id: 'codevs1225',
    side: 3,
    start: '283104765',
    goal: 'spiral',
  },
  {
    id: 'reverse',
    side: 3,
    start: '0 7 6 8 4 3 5 2 1',
    goal: 'reverse',
  },
  {
    id: 'hardest-a',
    side: 3,
    start: '8 6 7 2 5 4 3 x 1',
    goal: 'ordered',
  },
  {
    id: 'hardest-b',
    side: 3,
    start: '6 4 7 8 5 x 3 2 1',
    goal: 'ordered',
  },
  {
    id: 'unsolvable',
    side: 3,
    start: '1 2 3 4 5 6 8 7 x',
    goal: 'ordered',
  },
  {
    id: 'fifteen-easy',
    side: 4,
    start: '5 3 0 4 2 1 7 11 9 6 15 8 13 10 12 14',
    goal: 'ordered',
  },
  {
    id: 'korf55',
    side: 4,
    start: '13 8 14 3 9 1 0 7 15 5 4 10 12 2 6 11',
    goal: 'blank-first',
    algorithm: 'idastar',
    heuristic: 'linear-conflict',
  },
  {
    id: 'korf1',
    side: 4,
    start: '14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3',
    goal: 'blank-first',
    algorithm: 'idastar',
    heuristic: 'linear-conflict',
  },
];

/**
 * The presets, each with its menu words read in the current language whenever they are read:
 * `group` (the size's optgroup) and `label`.
 * @type {ReadonlyArray<{ id: string, side: number, start: string, goal: string, algorithm?: string, heuristic?: string, readonly group: string, readonly label: string }>}
 */
export const PRESETS = BOARDS.map((board) =>
  /** @type {any} */ (Object.freeze(
    Object.defineProperties(
      { ...board },
      {
        group: { enumerable: true, get: () => t(`solve.presetGroup.${board.side}`) },
        label: { enumerable: true, get: () => t(`solve.preset.${board.id}`) },
      },
    ),
  )),
);

/**
 * The preset written exactly as `start` with `goal`, if there is one (the Preset menu shows it
 * selected): a size's start board from the engine's size table, or a link's board.
 */
export const presetOf = (start, goal) => PRESETS.find((p) => p.start === start && p.goal === goal);
