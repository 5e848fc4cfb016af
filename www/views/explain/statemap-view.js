// The state-space map's canvas: the picture (one pixel per state, kept in
// an offscreen bitmap that statemap-paint.js fills) drawn scaled and
// shifted, so panning and zooming redraw one image, never 181,440 shapes;
// the goal, the start and the state under the pointer marked over it.
//
// Drag pans, the wheel (or two fingers) zooms about the pointer; a click or
// a tap without a drag picks the state under it.

import { HIGHLIGHT, INK } from './palette.js';

/** The most screen pixels per state (a state is then a large square). */
const MOST_ZOOM = 48;
/** A press that moves less than this (CSS px) is a click, not a drag. */
const CLICK_SLOP = 4;

export class MapCanvas {
  /**
   * @param {HTMLCanvasElement} canvas
   * @param {{ onHover: (rank: number, at: {x: number, y: number}) => void, onPick: (rank: number, at: {x: number, y: number}) => void, labels: () => { goal: string, start: string } }} hooks
   *   rank -1: no state there
   */
  constructor(canvas, hooks) {
    this.canvas = canvas;
    this.hooks = hooks;
    this.bitmap = document.createElement('canvas');
    this.litBitmap = document.createElement('canvas'); // the reached states alone (drawn larger zoomed out)
    this.side = 0;
    this.ranks = null; // Int32Array: the rank on each cell
    this.marks = { goal: -1, start: -1, picked: -1 }; // cells
    this.view = null; // { scale, x, y }: CSS px per cell, and where cell (0, 0) is
    this.fitted = false; // the view is fit()'s (a resize fits it again)
    this.pointers = new Map();
    this.frame = 0;
    this.#listen();
    new ResizeObserver(() => {
      if (!this.side) return;
      const before = this.#size();
      this.#fitBacking();
      // Still showing the whole disc (not panned or zoomed since): it fits the new size.
      if (!this.view || before.width === 0 || this.fitted) this.fit();
      else this.redraw();
    }).observe(canvas);
  }

  /** A new layout: `side × side` cells, `ranks` the rank on each; the view fits the disc again. */
  setLayout(side, ranks) {
    this.side = side;
    this.ranks = ranks;
    for (const bitmap of [this.bitmap, this.litBitmap]) {
      bitmap.width = side;
      bitmap.height = side;
    }
    this.image = this.bitmap.getContext('2d').createImageData(side, side);
    this.pixels = new Uint32Array(this.image.data.buffer);
    this.litImage = this.litBitmap.getContext('2d').createImageData(side, side);
    this.litPixels = new Uint32Array(this.litImage.data.buffer);
    this.#fitBacking();
    this.fit();
  }

  /** After the pixels were painted: the bitmap takes them, and the view is drawn again. */
  painted() {
    this.bitmap.getContext('2d').putImageData(this.image, 0, 0);
    this.litBitmap.getContext('2d').putImageData(this.litImage, 0, 0);
    this.redraw();
  }

  /** Marks cells: the goal's, the start's and the picked state's (-1: none). */
  mark(marks) {
    Object.assign(this.marks, marks);
    this.redraw();
  }

  /** The whole disc in view. */
  fit() {
    const { width, height } = this.#size();
    if (!this.side || !width) return;
    const scale = (Math.min(width, height) * 0.96) / this.side;
    this.view = { scale, x: (width - scale * this.side) / 2, y: (height - scale * this.side) / 2 };
    this.fitted = true;
    this.redraw();
  }

  /** Zooms by `factor` about a point of the canvas (its centre by default). */
  zoom(factor, at = null) {
    if (!this.view) return;
    const { width, height } = this.#size();
    const p = at ?? { x: width / 2, y: height / 2 };
    const least = (Math.min(width, height) * 0.5) / this.side;
    const scale = Math.min(MOST_ZOOM, Math.max(least, this.view.scale * factor));
    const k = scale / this.view.scale;
    this.view = { scale, x: p.x - (p.x - this.view.x) * k, y: p.y - (p.y - this.view.y) * k };
    this.fitted = false;
    this.redraw();
  }

  /** Where a cell's centre is on the canvas (CSS px). */
  centreOf(cell) {
    const { scale, x, y } = this.view;
    return { x: x + ((cell % this.side) + 0.5) * scale, y: y + (Math.floor(cell / this.side) + 0.5) * scale };
  }

  /** The rank drawn at a canvas point (CSS px), -1 for none. */
  rankAt(px, py) {
    if (!this.view || !this.ranks) return -1;
    const cx = Math.floor((px - this.view.x) / this.view.scale);
    const cy = Math.floor((py - this.view.y) / this.view.scale);
    if (cx < 0 || cy < 0 || cx >= this.side || cy >= this.side) return -1;
    return this.ranks[cy * this.side + cx];
  }

  /** Draws at the next frame (once, however often it is asked). */
  redraw() {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.#draw();
    });
  }

  #size() {
    return { width: this.canvas.clientWidth, height: this.canvas.clientHeight };
  }

  #fitBacking() {
    const ratio = window.devicePixelRatio || 1;
    const { width, height } = this.#size();
    this.canvas.width = Math.max(1, Math.round(width * ratio));
    this.canvas.height = Math.max(1, Math.round(height * ratio));
  }

  #draw() {
    const ctx = this.canvas.getContext('2d');
    const ratio = this.canvas.width / Math.max(1, this.canvas.clientWidth);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    if (!this.view || !this.side) return;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    const { scale, x, y } = this.view;
    // Where cell (0, 0) is and how large a cell, for a test to point at a state.
    this.canvas.dataset.view = `${scale} ${x} ${y}`;
    // Below 2 px a state, smoothing keeps a single lit state visible; above, states are squares.
    ctx.imageSmoothingEnabled = scale < 2;
    const size = scale * this.side;
    ctx.drawImage(this.bitmap, x, y, size, size);
    if (scale < 2) {
      // Zoomed out, a state is under two pixels: the reached ones are drawn again as 2 × 2 blocks,
      // so a lone expanded state stays a visible dot (one more image, not thousands of shapes).
      ctx.imageSmoothingEnabled = false;
      ctx.drawImage(this.litBitmap, x, y, size, size);
    }
    const labels = this.hooks.labels();
    this.#ring(this.marks.goal, INK.text, labels.goal);
    this.#ring(this.marks.start, HIGHLIGHT, labels.start);
    if (this.marks.picked >= 0) {
      const c = this.centreOf(this.marks.picked);
      const r = Math.max(3, scale / 2 + 1.5);
      ctx.strokeStyle = INK.text;
      ctx.lineWidth = 1.5;
      ctx.strokeRect(c.x - r, c.y - r, 2 * r, 2 * r);
    }
  }

  /** A ring round a cell with its label beside it (the goal, the start). */
  #ring(cell, colour, label) {
    if (cell < 0) return;
    const ctx = this.canvas.getContext('2d');
    const c = this.centreOf(cell);
    const r = Math.max(6, this.view.scale * 0.9);
    ctx.strokeStyle = colour;
    ctx.lineWidth = 2.5;
    ctx.beginPath();
    ctx.arc(c.x, c.y, r, 0, 2 * Math.PI);
    ctx.stroke();
    ctx.font = '600 12px system-ui, sans-serif';
    ctx.textBaseline = 'middle';
    ctx.lineWidth = 3;
    ctx.strokeStyle = 'rgba(255,255,255,0.9)';
    ctx.strokeText(label, c.x + r + 3, c.y);
    ctx.fillStyle = colour;
    ctx.fillText(label, c.x + r + 3, c.y);
  }

  #point(event) {
    const box = this.canvas.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  }

  #listen() {
    const canvas = this.canvas;
    canvas.addEventListener('pointerdown', (event) => {
      canvas.setPointerCapture(event.pointerId);
      const p = this.#point(event);
      this.pointers.set(event.pointerId, { ...p, from: p, moved: false });
    });
    canvas.addEventListener('pointermove', (event) => {
      const p = this.#point(event);
      const down = this.pointers.get(event.pointerId);
      if (!down) {
        this.hooks.onHover(this.rankAt(p.x, p.y), p);
        return;
      }
      if (this.pointers.size === 2) {
        // Two fingers: zoom by how much farther apart they are, about their middle.
        const [a, b] = [...this.pointers.values()];
        const before = Math.hypot(a.x - b.x, a.y - b.y);
        Object.assign(down, p, { moved: true });
        const after = Math.hypot(a.x - b.x, a.y - b.y);
        if (before > 0) this.zoom(after / before, { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
        return;
      }
      if (!down.moved && Math.hypot(p.x - down.from.x, p.y - down.from.y) < CLICK_SLOP) return;
      if (this.view) {
        this.view.x += p.x - down.x;
        this.view.y += p.y - down.y;
        this.fitted = false;
        this.redraw();
      }
      Object.assign(down, p, { moved: true });
    });
    const lift = (event) => {
      const down = this.pointers.get(event.pointerId);
      if (!down) return;
      this.pointers.delete(event.pointerId);
      if (!down.moved && event.type === 'pointerup' && this.pointers.size === 0) {
        const p = this.#point(event);
        this.hooks.onPick(this.rankAt(p.x, p.y), p);
      }
    };
    canvas.addEventListener('pointerup', lift);
    canvas.addEventListener('pointercancel', lift);
    canvas.addEventListener('pointerleave', (event) => {
      if (!this.pointers.size && event.pointerType === 'mouse') this.hooks.onHover(-1, this.#point(event));
    });
    canvas.addEventListener(
      'wheel',
      (event) => {
        event.preventDefault();
        this.zoom(Math.exp(-event.deltaY * 0.0015), this.#point(event));
      },
      { passive: false },
    );
  }
}
