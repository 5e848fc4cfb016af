// The colour of a heat-map cell: the number of states in it on a log scale,
// through viridis (dark purple for one state, yellow for the most), which
// reads the same to colour-blind eyes and stays ordered in greyscale.

import { integer } from '../../i18n/format.js';

const VIRIDIS = ['#440154', '#482878', '#3e4989', '#31688e', '#26828e', '#1f9e89', '#35b779', '#6ece58', '#b5de2b', '#fde725']
  .map((hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)));

/** Viridis at `t` in 0..1, as an `rgb()` string. */
export function viridis(t) {
  const x = Math.min(1, Math.max(0, t)) * (VIRIDIS.length - 1);
  const i = Math.min(VIRIDIS.length - 2, Math.floor(x));
  const f = x - i;
  const [r, g, b] = VIRIDIS[i].map((c, k) => Math.round(c + (VIRIDIS[i + 1][k] - c) * f));
  return `rgb(${r}, ${g}, ${b})`;
}

/** Where `count` (≥ 1) sits between 1 and `max` on a log scale, 0..1. */
export function logPosition(count, max) {
  return max > 1 ? Math.log(count) / Math.log(max) : 0;
}

/** The colour of a cell holding `count` states (`max` in the fullest cell). */
export function cellColour(count, max) {
  return viridis(logPosition(count, max));
}

/** Powers of ten up to `max`: the legend's ticks. */
export function decades(max) {
  const ticks = [];
  for (let v = 1; v <= max; v *= 10) ticks.push(v);
  return ticks;
}

/**
 * Draws the legend's colour bar into `canvas` (`width × height` CSS px):
 * 1 on the left, `max` on the right, a tick and label at each power of ten.
 */
export function drawLegend(canvas, max, { width = 220, height = 34 } = {}) {
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  const ctx = canvas.getContext('2d');
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  drawLegendAt(ctx, 0, 0, width, height, max);
}

/** The same legend drawn at (x, y) on any context (also used for the PNG). */
export function drawLegendAt(ctx, x, y, width, height, max, ink = '#1b2230') {
  const pad = 22; // room for the first and last labels
  const bar = { x: x + pad, y: y + 2, w: width - 2 * pad, h: 12 };
  const gradient = ctx.createLinearGradient(bar.x, 0, bar.x + bar.w, 0);
  for (let i = 0; i <= 20; i++) gradient.addColorStop(i / 20, viridis(i / 20));
  ctx.fillStyle = gradient;
  ctx.fillRect(bar.x, bar.y, bar.w, bar.h);
  ctx.strokeStyle = 'rgba(0, 0, 0, 0.35)';
  ctx.lineWidth = 1;
  ctx.strokeRect(bar.x + 0.5, bar.y + 0.5, bar.w - 1, bar.h - 1);
  ctx.fillStyle = ink;
  ctx.font = '600 11px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  for (const tick of decades(max)) {
    const tx = bar.x + logPosition(tick, max) * bar.w;
    ctx.fillRect(Math.round(tx) - 0.5, bar.y + bar.h, 1, 4);
    ctx.fillText(integer(tick), tx, bar.y + bar.h + 6);
  }
}
