// Drawing a board on a canvas: shared by the big board, the goal preview,
// the children of an expansion and the solution strip, so every board on the
// page looks the same and a student recognises one at a glance.

import { t } from '../i18n/index.js';
import { sizeFacts } from '../engine/catalogue.js';

/**
 * Colours of every board drawing; style.css uses the same values.
 *
 * A tile in its goal position differs from a misplaced one by more than hue,
 * so a washed-out projector, a greyscale printout and colour-blind students
 * keep them apart: it is light (a relative luminance of 0.78 against the
 * misplaced tiles' 0.06, a contrast of 7 : 1 in greyscale), outlined, and on
 * boards big enough to read it carries a check mark.
 */
export const colours = {
  frame: '#d8d1c3',
  blank: '#f3efe7',
  blankEdge: '#b3aa98',
  tile: '#24446d',
  tileInPlace: '#d3ebdc',
  tileInPlaceEdge: '#2c6a55',
  tileMoving: '#a0522d',
  text: '#ffffff',
  textInPlace: '#123f2d',
  edge: 'rgba(0, 0, 0, 0.18)',
};

/**
 * Sizes a canvas's backing store for the device pixel ratio and returns its
 * 2D context scaled so that drawing uses CSS pixels. Sharp on projectors and
 * phones alike.
 */
export function fitCanvas(canvas, cssWidth, cssHeight) {
  const ratio = window.devicePixelRatio || 1;
  const w = Math.max(1, Math.round(cssWidth * ratio));
  const h = Math.max(1, Math.round(cssHeight * ratio));
  if (canvas.width !== w || canvas.height !== h) {
    canvas.width = w;
    canvas.height = h;
  }
  canvas.style.width = `${cssWidth}px`;
  canvas.style.height = `${cssHeight}px`;
  const ctx = canvas.getContext('2d');
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  return ctx;
}

/** Cell side, gap and margin for a board of `width × height` drawn in `size` px. */
export function cellGeometry(size, width, height) {
  const margin = Math.max(2, Math.round(size * 0.025));
  const gap = Math.max(1, Math.round(size * 0.014));
  const cell = (size - 2 * margin - (Math.max(width, height) - 1) * gap) / Math.max(width, height);
  return { margin, gap, cell, pitch: cell + gap };
}

function roundedRect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/**
 * Draws a board with its top-left corner at (x, y) in a `size` px square.
 *
 * - `tiles`: numbers row by row, 0 the blank.
 * - `goal` (optional): the goal's tiles; tiles already where the goal wants
 *   them are drawn light with a check mark, which makes the "misplaced tiles"
 *   heuristic visible.
 * - `slide` (optional): `{ tile, from, to, t }` draws `tile` a fraction `t`
 *   of the way from cell `from` to cell `to` (the blank shows at both cells).
 * - `mark` (optional): a cell whose tile is drawn in the "just moved" colour;
 *   on small boards this shows the move even where numbers are unreadable.
 * - `numbers`: false on boards too small to read (the colours still show).
 */
export function drawBoard(ctx, x, y, size, { tiles, width, height, goal = null, slide = null, mark = -1, numbers = true }) {
  const { margin, cell, pitch } = cellGeometry(size, width, height);
  const radius = Math.max(1.5, cell * 0.1);

  ctx.fillStyle = colours.frame;
  roundedRect(ctx, x, y, size, size, Math.max(2, size * 0.03));
  ctx.fill();

  const cellX = (i) => x + margin + (i % width) * pitch;
  const cellY = (i) => y + margin + Math.floor(i / width) * pitch;

  // Blank cells (two while a tile slides): an empty slot, dashed, lighter than
  // the frame so it reads as a hole, not as a tile.
  ctx.fillStyle = colours.blank;
  ctx.strokeStyle = colours.blankEdge;
  ctx.lineWidth = Math.max(1, cell * 0.025);
  ctx.setLineDash(cell > 30 ? [cell * 0.08, cell * 0.06] : []);
  for (let i = 0; i < tiles.length; i++) {
    const isHole = tiles[i] === 0 || (slide && (i === slide.from || i === slide.to));
    if (!isHole) continue;
    const inset = ctx.lineWidth / 2;
    roundedRect(ctx, cellX(i) + inset, cellY(i) + inset, cell - 2 * inset, cell - 2 * inset, radius);
    ctx.fill();
    if (cell > 14) ctx.stroke();
  }
  ctx.setLineDash([]);

  const fontSize = Math.round(cell * (sizeFacts(width, height).thumbnailDigits ? 0.5 : 0.44));
  ctx.font = `700 ${fontSize}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';

  const drawTile = (value, px, py, fill) => {
    const home = fill === colours.tileInPlace;
    ctx.fillStyle = fill;
    roundedRect(ctx, px, py, cell, cell, radius);
    ctx.fill();
    if (home) {
      const line = Math.max(1, cell * 0.03);
      ctx.strokeStyle = colours.tileInPlaceEdge;
      ctx.lineWidth = line;
      roundedRect(ctx, px + line / 2, py + line / 2, cell - line, cell - line, radius);
      ctx.stroke();
    }
    // A darker lower edge gives the tiles some depth without gradients.
    ctx.fillStyle = colours.edge;
    ctx.fillRect(px + radius, py + cell - Math.max(1, cell * 0.05), cell - 2 * radius, Math.max(1, cell * 0.05));
    if (numbers && cell >= 9) {
      ctx.fillStyle = home ? colours.textInPlace : colours.text;
      ctx.fillText(String(value), px + cell / 2, py + cell / 2 + fontSize * 0.04);
    }
    if (home && cell >= 28) checkMark(ctx, px + cell * 0.8, py + cell * 0.2, cell * 0.09);
  };

  for (let i = 0; i < tiles.length; i++) {
    const value = tiles[i];
    if (value === 0 || (slide && (i === slide.from || i === slide.to))) continue;
    const fill = i === mark ? colours.tileMoving : goal && goal[i] === value ? colours.tileInPlace : colours.tile;
    drawTile(value, cellX(i), cellY(i), fill);
  }
  if (slide) {
    const px = cellX(slide.from) + (cellX(slide.to) - cellX(slide.from)) * slide.t;
    const py = cellY(slide.from) + (cellY(slide.to) - cellY(slide.from)) * slide.t;
    const home = goal && goal[slide.to] === slide.tile;
    drawTile(slide.tile, px, py, slide.to === mark ? colours.tileMoving : home ? colours.tileInPlace : colours.tile);
  }
}

/** A check mark centred on (x, y), `r` px from the centre to its ends: "in place". */
function checkMark(ctx, x, y, r) {
  ctx.save();
  ctx.strokeStyle = colours.tileInPlaceEdge;
  ctx.lineWidth = Math.max(1.5, r * 0.42);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.beginPath();
  ctx.moveTo(x - r, y);
  ctx.lineTo(x - r * 0.3, y + r * 0.7);
  ctx.lineTo(x + r, y - r * 0.75);
  ctx.stroke();
  ctx.restore();
}

/** Where the blank is. */
export function blankIndex(tiles) {
  for (let i = 0; i < tiles.length; i++) if (tiles[i] === 0) return i;
  return -1;
}

/**
 * If `after` is `before` with one tile slid into the blank, returns
 * `{ tile, from, to }` (the tile's old and new cells); otherwise null.
 */
export function findSlide(before, after, width) {
  if (!before || !after || before.length !== after.length) return null;
  const a = blankIndex(before);
  const b = blankIndex(after);
  if (a < 0 || b < 0 || a === b) return null;
  const adjacent = Math.abs(a - b) === width || (Math.abs(a - b) === 1 && Math.floor(a / width) === Math.floor(b / width));
  if (!adjacent || after[a] !== before[b]) return null;
  for (let i = 0; i < before.length; i++) {
    if (i !== a && i !== b && before[i] !== after[i]) return null;
  }
  return { tile: before[b], from: b, to: a };
}

/** Tiles as people read them: rows separated by " / ", the blank as "blank" (空格 in Chinese). */
export function describeTiles(tiles, width) {
  const rows = [];
  const blank = t('solve.tiles.blank');
  for (let r = 0; r * width < tiles.length; r++) {
    const row = Array.from(tiles.slice(r * width, (r + 1) * width), (v) => (v === 0 ? blank : String(v)));
    rows.push(row.join(' '));
  }
  return rows.join(' / ');
}

/** Draws a small board into its own canvas (`size` CSS px square). */
export function drawMini(canvas, size, board) {
  const ctx = fitCanvas(canvas, size, size);
  ctx.clearRect(0, 0, size, size);
  drawBoard(ctx, 0, 0, size, board);
}
