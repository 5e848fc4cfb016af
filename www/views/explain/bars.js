// A bar chart on a canvas, shared by the frontier histogram and the state
// space: one slot per category (an f value, a distance), one or more series
// drawn in each slot, a linear or logarithmic y axis, and one highlighted
// slot. It fills its parent element and redraws when that is resized.

import { compact } from '../../i18n/format.js';
import { fitCanvas } from '../../widgets/tiles.js';
import { INK, formatCount } from './palette.js';

const MARGIN = { left: 58, right: 14, top: 26, bottom: 44 };
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

export class BarChart {
  /**
   * @param {HTMLCanvasElement} canvas  placed alone in a sized box
   * @param {{ xTitle: string, yTitle: string }} titles
   */
  constructor(canvas, { xTitle, yTitle }) {
    this.canvas = canvas;
    this.titles = { xTitle, yTitle };
    this.data = null;
    this.slots = []; // hit areas: { x0, x1 } per category
    new ResizeObserver(() => this.data && this.draw(this.data)).observe(canvas.parentElement);
  }

  setTitles(titles) {
    Object.assign(this.titles, titles);
  }

  /**
   * @param {{
   *   labels: string[],                       // one per category, left to right
   *   series: { values: number[], colour: string, inset?: number, offset?: number, share?: number }[],
   *   yMax: number, log?: boolean,
   *   highlight?: number, highlightLabel?: string,   // a slot drawn with an outline and a caption
   *   valueLabels?: boolean,                  // counts above the bars when there is room
   *   empty?: string,                         // text when there is nothing to draw
   * }} data
   *   `share`/`offset` place a series in part of the slot (two sides next to
   *   each other), `inset` narrows it (an overlay in front of a wider bar).
   */
  draw(data) {
    this.data = data;
    const box = this.canvas.parentElement.getBoundingClientRect();
    const width = Math.max(200, Math.floor(box.width));
    const height = Math.max(140, Math.floor(box.height));
    const ctx = fitCanvas(this.canvas, width, height);
    ctx.clearRect(0, 0, width, height);
    ctx.font = `12px ${FONT}`;
    const plot = {
      x: MARGIN.left,
      y: MARGIN.top,
      w: width - MARGIN.left - MARGIN.right,
      h: height - MARGIN.top - MARGIN.bottom,
    };
    const n = data.labels.length;
    const scale = yScale(data.yMax, data.log, plot);
    this.#axes(ctx, plot, scale, width, height);
    this.slots = [];
    if (n === 0) {
      if (data.empty) {
        ctx.fillStyle = INK.faint;
        ctx.textAlign = 'center';
        ctx.fillText(data.empty, plot.x + plot.w / 2, plot.y + plot.h / 2);
      }
      return;
    }
    const slot = plot.w / n;
    const gap = Math.min(6, slot * 0.18);
    for (let i = 0; i < n; i++) this.slots.push({ x0: plot.x + i * slot, x1: plot.x + (i + 1) * slot });

    if (data.highlight >= 0 && data.highlight < n) {
      const s = this.slots[data.highlight];
      ctx.fillStyle = 'rgba(213, 94, 0, 0.09)';
      ctx.fillRect(s.x0, plot.y, s.x1 - s.x0, plot.h);
    }
    for (const series of data.series) {
      const share = series.share ?? 1;
      const inner = (slot - gap) * share;
      const inset = (series.inset ?? 0) * inner;
      ctx.fillStyle = series.colour;
      for (let i = 0; i < n; i++) {
        const v = series.values[i] ?? 0;
        if (!(v > 0)) continue;
        const x = plot.x + i * slot + gap / 2 + (series.offset ?? 0) * (slot - gap) + inset;
        const top = scale.y(v);
        ctx.fillRect(x, top, Math.max(1, inner - 2 * inset), plot.y + plot.h - top);
        if (data.valueLabels && inner >= 18) {
          ctx.fillStyle = INK.text;
          ctx.textAlign = 'center';
          ctx.fillText(formatCount(v), x + inner / 2 - inset, top - 5);
          ctx.fillStyle = series.colour;
        }
      }
    }
    if (data.highlight >= 0 && data.highlight < n) {
      const s = this.slots[data.highlight];
      ctx.strokeStyle = '#D55E00';
      ctx.lineWidth = 2;
      ctx.strokeRect(s.x0 + 1, plot.y + 1, s.x1 - s.x0 - 2, plot.h - 2);
      if (data.highlightLabel) {
        ctx.fillStyle = '#a94400';
        ctx.font = `700 12px ${FONT}`;
        const mid = (s.x0 + s.x1) / 2;
        ctx.textAlign = mid < plot.x + 40 ? 'left' : mid > plot.x + plot.w - 40 ? 'right' : 'center';
        ctx.fillText(data.highlightLabel, mid, plot.y - 9);
      }
    }
    this.#xLabels(ctx, plot, data.labels, slot);
  }

  /** The category under a CSS-pixel x, or -1. */
  hit(x) {
    return this.slots.findIndex((s) => x >= s.x0 && x < s.x1);
  }

  #axes(ctx, plot, scale, width, height) {
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'right';
    for (const t of scale.ticks) {
      const y = Math.round(scale.y(t)) + 0.5;
      ctx.strokeStyle = INK.grid;
      ctx.lineWidth = 1;
      ctx.beginPath();
      ctx.moveTo(plot.x, y);
      ctx.lineTo(plot.x + plot.w, y);
      ctx.stroke();
      ctx.fillStyle = INK.muted;
      ctx.fillText(compact(t), plot.x - 7, y);
    }
    ctx.strokeStyle = INK.edge;
    ctx.beginPath();
    ctx.moveTo(plot.x + 0.5, plot.y);
    ctx.lineTo(plot.x + 0.5, plot.y + plot.h + 0.5);
    ctx.lineTo(plot.x + plot.w, plot.y + plot.h + 0.5);
    ctx.stroke();
    ctx.fillStyle = INK.muted;
    ctx.font = `600 12px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'alphabetic';
    ctx.fillText(this.titles.xTitle, plot.x + plot.w / 2, height - 6);
    ctx.save();
    ctx.translate(13, plot.y + plot.h / 2);
    ctx.rotate(-Math.PI / 2);
    ctx.fillText(this.titles.yTitle, 0, 0);
    ctx.restore();
    ctx.font = `12px ${FONT}`;
  }

  #xLabels(ctx, plot, labels, slot) {
    ctx.fillStyle = INK.muted;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    const widest = Math.max(...labels.map((l) => ctx.measureText(l).width)) + 8;
    const every = Math.max(1, Math.ceil(widest / slot));
    for (let i = 0; i < labels.length; i += every) {
      ctx.fillText(labels[i], plot.x + (i + 0.5) * slot, plot.y + plot.h + 6);
    }
    ctx.textBaseline = 'alphabetic';
  }
}

/** Maps counts to pixel rows, with round tick values. */
function yScale(max, log, plot) {
  const top = Math.max(1, max);
  if (log) {
    const lo = Math.log10(0.5);
    const hi = Math.log10(top * 1.15);
    const y = (v) => plot.y + plot.h - ((Math.log10(Math.max(v, 0.5)) - lo) / (hi - lo)) * plot.h;
    const ticks = [];
    for (let t = 1; t <= top * 1.15; t *= 10) ticks.push(t);
    return { y, ticks };
  }
  const step = niceStep(top / 4);
  const hi = Math.max(top * 1.08, step);
  const y = (v) => plot.y + plot.h - (v / hi) * plot.h;
  const ticks = [];
  for (let t = 0; t <= hi; t += step) ticks.push(t);
  return { y, ticks };
}

/** A round step between ticks: 1, 2, 2.5 or 5 times a power of ten, always a whole number (the bars count nodes). */
export function niceStep(raw) {
  const p = 10 ** Math.floor(Math.log10(Math.max(raw, 1)));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * p >= raw && Number.isInteger(m * p)) return Math.max(1, m * p);
  return 10 * p;
}
