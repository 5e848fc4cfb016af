// One heat map of the Accuracy view: for every state, a heuristic's estimate
// h (up) against the true distance h* (across). A cell's colour is how many
// states share that (h*, h) pair. An admissible heuristic never guesses more
// than the truth, so every state sits on or below the dashed diagonal
// h = h*; the hatched triangle above it is where an overestimate would show.
// A ring marks the start board.

import { decimal, integer } from '../../i18n/format.js';
import { t } from '../../i18n/index.js';
import { fitSize, wrap } from './fit.js';
import { cellColour } from './scale.js';

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const INK = '#1b2230';
const MUTED = '#4f5866';
/** Room for the axes: tick labels and the axis titles. */
const MARGIN = { left: 44, right: 8, top: 8, bottom: 40 };
const TICK_EVERY = 5;
/** Below this plot size (px) the note over the hatched triangle is one short line. */
const SMALL_PLOT = 120;
/** Type and margins grow by this much in presentation mode (present.js). */
const PRESENTATION_SCALE = 1.3;
const presenting = () => document.documentElement.classList.contains('presentation');

export class HeatMap {
  /**
   * @param {HTMLCanvasElement} canvas  a square canvas inside a box that sizes it
   * @param {HTMLElement} readout  the line under the map that names the cell pointed at
   * @param {string} title  the heuristic's name, for labels
   */
  constructor(canvas, readout, title) {
    this.canvas = canvas;
    this.readout = readout;
    this.title = title;
    this.data = null; // { matrix, side, maxCount, states }
    this.marker = null; // { d, h } of the start board
    this.hover = null; // { d, h } under the pointer
    this.size = 0;
    canvas.addEventListener('mousemove', (event) => this.#pointAt(event));
    canvas.addEventListener('mouseleave', () => {
      this.hover = null;
      this.#draw();
      this.#describeHover();
    });
    new ResizeObserver(() => this.#resize()).observe(canvas.parentElement);
    // Presentation mode changes the type size, not always the box: redraw anyway.
    window.addEventListener('resize', () => this.#draw());
  }

  /**
   * Shows a matrix (`Uint32Array`, row h*, column h, `side × side`) of
   * another state space: the ring and the cell pointed at belonged to the
   * last one (another goal's h* may be one its farthest state does not
   * reach, a cell outside this matrix) and go until `setMarker` places the
   * start in this one.
   */
  show({ matrix, side, maxCount, states }) {
    this.data = { matrix, side, maxCount, states };
    this.marker = null;
    this.hover = null;
    delete this.canvas.dataset.marker;
    this.#label();
    this.#draw();
    this.#describeHover();
  }

  /**
   * Rings the start board's cell (`{ d: h*, h }`) of the matrix shown, or
   * removes the ring (`null`, also for a cell outside it).
   */
  setMarker(marker) {
    this.marker = marker && this.#holds(marker) ? marker : null;
    marker = this.marker;
    if (marker) this.canvas.dataset.marker = `${marker.d} ${marker.h}`;
    else delete this.canvas.dataset.marker;
    this.#label();
    this.#draw();
    this.#describeHover();
  }

  /** After a switch of language: the map's words (`title`, the heuristic's), its label, axes and readout. */
  relabel(title) {
    this.title = title;
    this.#label();
    this.#draw();
    this.#describeHover();
  }

  /** Whether the matrix shown has the cell `{ d, h }`. */
  #holds({ d, h }) {
    const side = this.data?.side ?? 0;
    return Number.isInteger(d) && Number.isInteger(h) && d >= 0 && h >= 0 && d < side && h < side;
  }

  /** Where the plot's cells are inside a `size` px square, with type `scale` times the usual. */
  static layout(size, side, scale = 1) {
    const [left, right, top, bottom] = [MARGIN.left, MARGIN.right, MARGIN.top, MARGIN.bottom].map((m) => m * scale);
    const plot = Math.max(10, Math.min(size - left - right, size - top - bottom));
    const cell = plot / side;
    return { left, top, bottom, plot, cell, side, scale };
  }

  /** The start's ring around cell (h*, h) = (`d`, `h`): centre and radius in px of a `size` px map. */
  static ring(size, side, { d, h }, scale = 1) {
    const { left, top, plot, cell } = HeatMap.layout(size, side, scale);
    return { x: left + (d + 0.5) * cell, y: top + plot - (h + 0.5) * cell, r: Math.max(7, cell * 0.95) };
  }

  #label() {
    if (!this.data) return;
    const start = this.marker ? t('accuracy.mapRing', { d: this.marker.d, h: this.marker.h }) : '';
    this.canvas.setAttribute('aria-label', t('accuracy.mapLabel', { title: this.title, states: this.data.states }) + start);
  }

  #resize() {
    const box = this.canvas.parentElement;
    const size = Math.floor(Math.min(box.clientWidth, box.clientHeight || box.clientWidth));
    if (size <= 0 || size === this.size) return;
    this.size = size;
    this.#draw();
  }

  #draw() {
    if (!this.size) this.#resize();
    if (!this.size) return;
    const ratio = window.devicePixelRatio || 1;
    const px = Math.round(this.size * ratio);
    if (this.canvas.width !== px) {
      this.canvas.width = px;
      this.canvas.height = px;
    }
    this.canvas.style.width = `${this.size}px`;
    this.canvas.style.height = `${this.size}px`;
    const ctx = this.canvas.getContext('2d');
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, this.size, this.size);
    if (!this.data) return;
    const scale = presenting() ? PRESENTATION_SCALE : 1;
    this.paint(ctx, this.size, { hover: this.hover, scale });
    // Where the ring is, for tests (as the Solve board carries data-tiles).
    if (this.marker) {
      const { x, y, r } = HeatMap.ring(this.size, this.data.side, this.marker, scale);
      this.canvas.dataset.ring = [x, y, r].map((v) => v.toFixed(1)).join(' ');
    } else {
      delete this.canvas.dataset.ring;
    }
  }

  /** Draws the whole map into a `size` px square at the context's origin (also for the PNG). */
  paint(ctx, size, { hover = null, scale = 1 } = {}) {
    const { matrix, side, maxCount } = this.data;
    const layout = HeatMap.layout(size, side, scale);
    const { left, top, plot, cell } = layout;
    const x = (d) => left + d * cell;
    const y = (h) => top + plot - (h + 1) * cell; // top edge of row h

    ctx.fillStyle = '#f7f5f0';
    ctx.fillRect(left, top, plot, plot);

    // Above the diagonal (h > h*): hatched, with what it would mean.
    ctx.save();
    ctx.beginPath();
    for (let d = 0; d < side; d++) ctx.rect(x(d), top, cell, (side - d - 1) * cell);
    ctx.clip();
    ctx.fillStyle = '#fbeeee';
    ctx.fillRect(left, top, plot, plot);
    ctx.strokeStyle = 'rgba(161, 42, 42, 0.16)';
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let k = -plot; k < plot; k += 8) {
      ctx.moveTo(left + k, top);
      ctx.lineTo(left + k + plot, top + plot);
    }
    ctx.stroke();
    ctx.restore();
    const statesAt = (d, h) => matrix[d * side + h];
    let above = 0;
    for (let d = 0; d < side; d++) for (let h = d + 1; h < side; h++) above += statesAt(d, h);
    ctx.fillStyle = '#8c2727';
    const note = Math.max(9, Math.min(13 * scale, plot / 26));
    const lineHeight = 1.25 * note + 1;
    ctx.font = `650 ${note}px ${FONT}`;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'top';
    // In the triangle's wide top, wrapped to four fifths of the plot (a small map's note ran past
    // its edge, "would overestim"); on a map too small for that, one short line.
    const width = (part) => ctx.measureText(part).width;
    const lines =
      plot < SMALL_PLOT
        ? wrap(width, t('accuracy.overShort', { n: above }), plot - 12)
        : [
            ...wrap(width, t('accuracy.overestimate'), plot * 0.8 - 6),
            above === 0 ? t('accuracy.noStateHere') : t('accuracy.statesHere', { n: above }),
          ];
    lines.forEach((line, i) => ctx.fillText(line, left + 6, top + 6 + i * lineHeight));

    // The cells.
    for (let d = 0; d < side; d++) {
      for (let h = 0; h < side; h++) {
        const c = statesAt(d, h);
        if (!c) continue;
        ctx.fillStyle = cellColour(c, maxCount);
        ctx.fillRect(x(d), y(h), cell + 0.4, cell + 0.4);
      }
    }

    // The diagonal h = h*: the upper corners of the cells where the estimate is exact.
    ctx.strokeStyle = 'rgba(27, 34, 48, 0.7)';
    ctx.lineWidth = 1.5;
    ctx.setLineDash([5, 4]);
    ctx.beginPath();
    ctx.moveTo(left, top + plot);
    ctx.lineTo(left + plot, top);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.save();
    // Below the note, on the lower half of the diagonal (the note takes three lines on a small map).
    ctx.translate(left + plot * 0.4, top + plot * 0.6);
    ctx.rotate(-Math.PI / 4);
    ctx.fillStyle = INK;
    ctx.font = `700 ${12 * scale}px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'bottom';
    ctx.fillText('h = h*', 0, -6);
    ctx.restore();

    this.#axes(ctx, layout, size);

    if (hover) {
      ctx.strokeStyle = INK;
      ctx.lineWidth = 1.5;
      ctx.strokeRect(x(hover.d) - 0.5, y(hover.h) - 0.5, cell + 1, cell + 1);
    }
    if (this.marker) {
      const { x: cx, y: cy, r } = HeatMap.ring(size, side, this.marker, scale);
      ctx.lineWidth = 5;
      ctx.strokeStyle = '#000000';
      ctx.beginPath();
      ctx.arc(cx, cy, r, 0, 2 * Math.PI);
      ctx.stroke();
      ctx.lineWidth = 2.5;
      ctx.strokeStyle = '#ffffff';
      ctx.stroke();
    }
  }

  #axes(ctx, { left, top, bottom, plot, cell, side, scale }, size) {
    ctx.strokeStyle = '#8d8677';
    ctx.lineWidth = 1;
    ctx.strokeRect(left - 0.5, top - 0.5, plot + 1, plot + 1);
    ctx.fillStyle = MUTED;
    ctx.font = `${12 * scale}px ${FONT}`;
    // Every 5, or every 10 where labels 5 apart would run into each other (a small map, or a
    // formula's estimates up to 40 and more).
    const every = TICK_EVERY * cell >= 18 * scale ? TICK_EVERY : 2 * TICK_EVERY;
    for (let v = 0; v < side; v += every) {
      const along = (v + 0.5) * cell;
      ctx.fillRect(left + along - 0.5, top + plot, 1, 4); // x tick
      ctx.fillRect(left - 4, top + plot - along - 0.5, 4, 1); // y tick
      ctx.textAlign = 'center';
      ctx.textBaseline = 'top';
      ctx.fillText(integer(v), left + along, top + plot + 6);
      ctx.textAlign = 'right';
      ctx.textBaseline = 'middle';
      ctx.fillText(integer(v), left - 7, top + plot - along);
    }
    ctx.fillStyle = INK;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'bottom';
    // Each title at its size, smaller where the map is too small for it (a 186 px map cut
    // "true distance h* (move").
    const measure = (text, px) => {
      ctx.font = `650 ${px}px ${FONT}`;
      return ctx.measureText(text).width;
    };
    const title = (text, room) => {
      ctx.font = `650 ${fitSize(measure, text, 12.5 * scale, room)}px ${FONT}`;
      return text;
    };
    const across = left + plot / 2; // the x title's centre, nearer the canvas's right edge than its left
    ctx.fillText(title(t('accuracy.axisX'), 2 * (size - across) - 4), across, top + plot + bottom - 2);
    ctx.save();
    ctx.translate(13 * scale, top + plot / 2);
    ctx.rotate(-Math.PI / 2);
    ctx.textBaseline = 'middle';
    ctx.fillText(title(t('accuracy.axisY'), plot + top), 0, 0);
    ctx.restore();
  }

  /** The cell under a mouse event, or null. */
  #cellAt(event) {
    if (!this.data || !this.size) return null;
    const scale = presenting() ? PRESENTATION_SCALE : 1;
    const { left, top, plot, cell, side } = HeatMap.layout(this.size, this.data.side, scale);
    const rect = this.canvas.getBoundingClientRect();
    const px = event.clientX - rect.left - left;
    const py = top + plot - (event.clientY - rect.top);
    if (px < 0 || py < 0 || px >= plot || py >= plot) return null;
    return { d: Math.min(side - 1, Math.floor(px / cell)), h: Math.min(side - 1, Math.floor(py / cell)) };
  }

  #pointAt(event) {
    const hover = this.#cellAt(event);
    if (hover?.d === this.hover?.d && hover?.h === this.hover?.h) return;
    this.hover = hover;
    this.#draw();
    this.#describeHover();
  }

  /** The line under the map: the cell pointed at, else the start board's cell. */
  #describeHover() {
    if (!this.data) return;
    const { matrix, side, states } = this.data;
    const cellText = ({ d, h }) => {
      const c = matrix[d * side + h];
      const share = c ? ` (${decimal((100 * c) / states, c / states < 0.001 ? 3 : 2)}%)` : '';
      return t('accuracy.cell', { d, h, n: c, share });
    };
    if (this.hover) this.readout.textContent = cellText(this.hover);
    else if (this.marker) this.readout.textContent = t('accuracy.startCell', { cell: cellText(this.marker) });
    else this.readout.textContent = t('accuracy.pointAt');
    // Where the line is cut to one (a 1366×768 screen), its whole text is the tooltip.
    this.readout.title = this.readout.textContent;
  }
}
