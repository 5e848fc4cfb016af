// Colours of the Explain view. Categories use the Okabe–Ito palette (safe
// for every common colour-vision deficiency); ordered quantities such as f
// use viridis, which stays readable in grey and to colour-blind eyes.

import { integer, short } from '../../i18n/format.js';

export const OKABE_ITO = Object.freeze({
  orange: '#E69F00',
  sky: '#56B4E9',
  green: '#009E73',
  yellow: '#F0E442',
  blue: '#0072B2',
  vermillion: '#D55E00',
  purple: '#CC79A7',
  black: '#000000',
});

/** Forward search, backward search (bidirectional BFS). */
export const SIDE_COLOURS = [OKABE_ITO.blue, OKABE_ITO.orange];

/** Ink of axes, labels and edges (style.css uses the same values). */
export const INK = { text: '#1b2230', muted: '#596273', faint: '#7a8291', grid: '#ebe6dc', edge: '#b9b2a5' };

/** The solution path and the start's bar. */
export const HIGHLIGHT = OKABE_ITO.vermillion;

// Viridis, dark purple → yellow; the last stops are left out because pale
// yellow dots vanish on a white background.
const VIRIDIS = ['#440154', '#482878', '#3e4989', '#31688e', '#26828e', '#1f9e89', '#35b779', '#6ece58', '#b5de2b'];

/** The colour of `t` ∈ [0, 1] on the sequential scale. */
export function sequential(t) {
  const x = Math.min(1, Math.max(0, Number.isFinite(t) ? t : 0)) * (VIRIDIS.length - 1);
  const i = Math.min(VIRIDIS.length - 2, Math.floor(x));
  return mix(VIRIDIS[i], VIRIDIS[i + 1], x - i);
}

/** Black or white, whichever reads better on `colour` ('rgb(r, g, b)' or '#rrggbb'). */
export function inkOn(colour) {
  const c = colour.startsWith('#')
    ? [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16))
    : colour.match(/\d+/g).map(Number);
  const luminance = (0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]) / 255;
  return luminance > 0.5 ? '#1b2230' : '#ffffff';
}

/** A CSS linear-gradient of the sequential scale, for legends. */
export function sequentialGradient() {
  return `linear-gradient(to right, ${VIRIDIS.join(', ')})`;
}

function mix(a, b, t) {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  const c = pa.map((v, k) => Math.round(v + (pb[k] - v) * t));
  return `rgb(${c[0]}, ${c[1]}, ${c[2]})`;
}

/** "12,345": a whole number as every sentence of the page says it (format.js). */
export function formatCount(n) {
  return integer(n);
}

/** "21" or "21.5": an f value without float noise. */
export function formatValue(v) {
  return short(v, 3);
}
