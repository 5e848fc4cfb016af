// The state-space map's picture, one pixel per state: each state's colour
// from what this search (and the kept overlay) has reached, written into
// an ImageData at the cell the engine laid it out on (src/state_map.rs).
// Pure: no DOM, so the counts it returns are exactly what was painted.

import { OKABE_ITO } from './palette.js';

/** The layout's mark of an arrangement that cannot reach the goal (src/state_map.rs `NO_CELL`). */
export const NO_CELL = 0xffffffff;

/** What `reachedByRank` holds per rank (src/search/trace.rs `REACHED_*`). */
export const REACHED = Object.freeze({ none: 0, generated: 1, expanded: 2 });

/** The map's colours: rings alternate two greys so they stay apart; the searches' in Okabe–Ito. */
export const MAP_COLOURS = Object.freeze({
  ringEven: '#dfe3e8',
  ringOdd: '#c5ccd5',
  expanded: OKABE_ITO.blue,
  frontier: OKABE_ITO.orange,
  keptExpanded: OKABE_ITO.purple,
  keptFrontier: OKABE_ITO.yellow,
  both: OKABE_ITO.green,
});

/** `#rrggbb` as the 32-bit little-endian RGBA word an ImageData's Uint32Array view holds. */
function word(hex) {
  const n = parseInt(hex.slice(1), 16);
  return ((0xff << 24) | ((n & 0xff) << 16) | (n & 0xff00) | ((n >> 16) & 0xff)) >>> 0;
}

const WORDS = Object.fromEntries(Object.entries(MAP_COLOURS).map(([k, v]) => [k, word(v)]));

/**
 * Paints every state into `pixels` (a Uint32Array over an ImageData of
 * `side × side`): its ring's grey, or the colour of what reached it —
 * this search's expanded and frontier states in front of the kept
 * overlay's, states both expanded in green. `lit` (the same size), if
 * given, gets the reached states alone, each as a 2 × 2 block, for the
 * canvas to draw over the picture when zoomed out.
 * @param {Uint32Array} pixels
 * @param {{ side: number, cells: Uint32Array, distances: Uint8Array }} layout
 * @param {Uint8Array | null} reached  this search's, by rank (empty until counted)
 * @param {Uint8Array | null} kept     the overlay's, by rank
 * @param {Uint32Array | null} [lit]
 * @returns {{ states: number, expanded: number, frontier: number, expandedRankSum: number, keptExpanded: number, keptFrontier: number, both: number }}
 */
export function paint(pixels, layout, reached, kept, lit = null) {
  const { cells, distances, side } = layout;
  const now = reached && reached.length === cells.length ? reached : null;
  const old = kept && kept.length === cells.length ? kept : null;
  const counts = { states: 0, expanded: 0, frontier: 0, expandedRankSum: 0, keptExpanded: 0, keptFrontier: 0, both: 0 };
  pixels.fill(0);
  lit?.fill(0);
  for (let rank = 0; rank < cells.length; rank++) {
    const cell = cells[rank];
    if (cell === NO_CELL) continue;
    counts.states++;
    const mine = now ? now[rank] : 0;
    const theirs = old ? old[rank] : 0;
    let colour = distances[rank] % 2 ? WORDS.ringOdd : WORDS.ringEven;
    if (theirs === REACHED.expanded) {
      counts.keptExpanded++;
      colour = WORDS.keptExpanded;
    } else if (theirs === REACHED.generated) {
      counts.keptFrontier++;
      colour = WORDS.keptFrontier;
    }
    if (mine === REACHED.expanded) {
      counts.expanded++;
      counts.expandedRankSum += rank;
      if (theirs === REACHED.expanded) counts.both++;
      colour = theirs === REACHED.expanded ? WORDS.both : WORDS.expanded;
    } else if (mine === REACHED.generated) {
      counts.frontier++;
      colour = WORDS.frontier;
    }
    pixels[cell] = colour;
    if (lit && (mine || theirs)) {
      // A 2 × 2 block from the state's cell right and down: still a dot when a cell is under a pixel.
      // (Not past the square's right edge, where the next cell is the next row's first;
      // below the last row a typed array drops the write.)
      const right = cell % side < side - 1 ? 1 : 0;
      lit[cell] = colour;
      lit[cell + right] = colour;
      lit[cell + side] = colour;
      lit[cell + side + right] = colour;
    }
  }
  return counts;
}

/**
 * The rank drawn on each cell (-1 where none is): the hover's lookup, the
 * layout read backwards.
 * @param {{ side: number, cells: Uint32Array }} layout
 */
export function ranksByCell({ side, cells }) {
  const out = new Int32Array(side * side).fill(-1);
  for (let rank = 0; rank < cells.length; rank++) if (cells[rank] !== NO_CELL) out[cells[rank]] = rank;
  return out;
}
