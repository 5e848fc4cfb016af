// Korf's (1985) hundred random 15-puzzle instances with their optimal
// lengths, straight from the repository's data files (bundled by vite as
// text): data/korf100.txt for the blank-first goal, and the same instances
// relabelled for the ordered goal (1 … 15, blank last).

import blankFirst from '../../../data/korf100.txt?raw';
import ordered from '../../../data/korf100_goal_123_0.txt?raw';

/** `[{ number, tiles: number[], text, optimal }]`, numbered from 1 as in the paper. */
function parse(text) {
  return text
    .trim()
    .split('\n')
    .map((line, i) => {
      const numbers = line.trim().split(/\s+/).map(Number);
      const tiles = numbers.slice(0, 16);
      return { number: i + 1, tiles, text: tiles.join(' '), optimal: numbers[16] };
    });
}

const BY_GOAL = { 'blank-first': parse(blankFirst), ordered: parse(ordered) };

/** The instances for a goal name (`blank-first` or `ordered`). */
export function korfInstances(goal) {
  return BY_GOAL[goal] ?? BY_GOAL['blank-first'];
}
