// The page's vocabulary, in one place: what each word on the counters means,
// and the other names a textbook may use for it. The counters' definitions
// (shown on hover and focus) and the pseudo-code's words come from here, so
// "frontier" on a counter is "frontier" in the listing (explain/listings.js). Data only: issue 12
// translates it with the rest of the page's strings.
//
// The engine's counts behind the words (src/search/mod.rs `Counters`):
// the frontier is the open list (nodes generated and waiting), visited is
// the closed list (nodes expanded and remembered, so none is expanded twice).

/**
 * @typedef {{ word: string, aka?: string[], definition: string }} Entry
 */

/** @type {Record<string, Entry>} keyed by the counter's id in index.html (`c-<key>`) */
export const GLOSSARY = {
  expanded: {
    word: 'Expanded',
    definition: 'Nodes taken from the frontier whose children were generated.',
  },
  generated: {
    word: 'Generated',
    definition: 'The start plus every child produced so far, duplicates included.',
  },
  frontier: {
    word: 'Frontier',
    aka: ['open list'],
    definition: 'The frontier (open list): nodes generated and waiting to be expanded (IDA*: its stack).',
  },
  visited: {
    word: 'Visited',
    aka: ['closed list', 'explored set'],
    definition: 'Visited (the closed list): nodes already expanded and remembered, so none is expanded twice.',
  },
  onPath: {
    word: 'On path',
    definition: 'Nodes on the current path from the start: IDA* and IDDFS remember nothing else, so they have no visited set.',
  },
  g: {
    word: 'g (depth)',
    definition: 'g: the moves from the start to the node being expanded.',
  },
  h: {
    word: 'h',
    definition: 'h: the heuristic\'s estimate of the moves left from that node to the goal.',
  },
  f: {
    word: 'f',
    definition: 'f = g + h (g + w·h for weighted A*, h alone for greedy): the key that orders the frontier.',
  },
  threshold: {
    word: 'Threshold',
    definition: 'The f bound of this iteration: children with a larger f are pruned until the next one.',
  },
  iteration: {
    word: 'Iteration',
    definition: 'Each iteration starts again from the start with a higher threshold.',
  },
  'max-frontier': {
    word: 'Max frontier',
    definition: 'The largest the frontier has been: what the search had to hold in memory at once.',
  },
  memory: {
    word: 'Memory',
    definition: 'What the search\'s tables hold now: the frontier, the visited set and the way back to the start.',
  },
  elapsed: {
    word: 'Engine time',
    definition: 'Time the engine spent expanding nodes, measured in its worker. Pauses, drawing and the wait between frames are not counted.',
  },
  rate: {
    word: 'Expansions/s',
    definition: 'Expansions per second of engine time: how fast the engine expands, whatever the speed setting',
  },
};
