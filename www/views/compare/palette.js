// How a lane looks wherever it appears (its card, its chart line, its table
// row): a colour from the Okabe–Ito palette, which stays distinct for the
// common kinds of colour blindness, and a dash pattern, so two lanes differ
// even in greyscale or on a washed-out projector. The palette's yellow is
// left out: it cannot be read on white.

export const LANE_STYLES = [
  { colour: '#0072B2', name: 'blue', dash: [] }, // solid
  { colour: '#D55E00', name: 'vermillion', dash: [10, 5] }, // long dashes
  { colour: '#009E73', name: 'bluish green', dash: [2, 4] }, // dots
  { colour: '#CC79A7', name: 'reddish purple', dash: [12, 4, 2, 4] }, // dash-dot
  { colour: '#E69F00', name: 'orange', dash: [5, 5] }, // short dashes
  { colour: '#56B4E9', name: 'sky blue', dash: [12, 3, 2, 3, 2, 3] }, // dash-dot-dot
];

/** The most lanes a comparison holds (one style each). */
export const MAX_LANES = LANE_STYLES.length;
/** The fewest: a comparison of one is not a comparison. */
export const MIN_LANES = 2;

/** A small inline SVG of the lane's line, for cards, tables and keys. */
export function laneSwatch(index, width = 30) {
  const { colour, dash } = LANE_STYLES[index];
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('width', String(width));
  svg.setAttribute('height', '10');
  svg.setAttribute('viewBox', `0 0 ${width} 10`);
  svg.setAttribute('aria-hidden', 'true');
  svg.classList.add('lane-swatch');
  const line = document.createElementNS(ns, 'line');
  line.setAttribute('x1', '1');
  line.setAttribute('x2', String(width - 1));
  line.setAttribute('y1', '5');
  line.setAttribute('y2', '5');
  line.setAttribute('stroke', colour);
  line.setAttribute('stroke-width', '3');
  if (dash.length) line.setAttribute('stroke-dasharray', dash.join(' '));
  svg.append(line);
  return svg;
}
