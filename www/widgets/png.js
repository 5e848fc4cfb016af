// "Save board as PNG" and "Save chart as PNG": pictures for slides and
// worksheets. A picture is drawn afresh on a canvas of its own (the board at
// a fixed, sharp size; the chart from uPlot's canvas plus a legend, which
// uPlot keeps in HTML), then saved with canvas.toBlob and a download link.

import { downloadBlob } from './download.js';
import { drawBoard } from './tiles.js';
import { t } from '../i18n/index.js';

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const INK = '#1b2230';
const PAPER = '#ffffff';

/**
 * Saves a canvas as `filename` (a PNG download). Resolves once the download started.
 * @returns {Promise<void>}
 */
export function downloadCanvas(canvas, filename) {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (!blob) {
        reject(new Error(t('shortcuts.pngFailed')));
        return;
      }
      downloadBlob(blob, filename);
      resolve();
    }, 'image/png');
  });
}

/** A canvas of `width × height` CSS px at twice the resolution, white, with its context scaled. */
export function paper(width, height, scale = 2) {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const ctx = canvas.getContext('2d');
  ctx.scale(scale, scale);
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, width, height);
  return { canvas, ctx };
}

/** The board as a picture: `{ tiles, width, height, goal, mark }` drawn 480 px wide. */
export function boardPicture(board, size = 480) {
  const margin = 16;
  const { canvas, ctx } = paper(size + 2 * margin, size + 2 * margin);
  drawBoard(ctx, margin, margin, size, board);
  return canvas;
}

/** A uPlot chart as a picture: its title, the plot canvas and a legend of its series. */
export function plotPicture(plot, title) {
  const source = plot.ctx.canvas;
  const ratio = source.width / Math.max(1, plot.width);
  const width = plot.width;
  const top = 34;
  const legend = 30;
  const { canvas, ctx } = paper(width + 24, top + plot.height + legend);
  ctx.fillStyle = INK;
  ctx.font = `700 15px ${FONT}`;
  ctx.textBaseline = 'middle';
  ctx.fillText(title, 12, top / 2);
  ctx.drawImage(source, 0, 0, plot.width * ratio, plot.height * ratio, 12, top, plot.width, plot.height);

  // The legend uPlot shows in HTML: a swatch and a label per drawn series.
  let x = 12;
  const y = top + plot.height + legend / 2;
  ctx.font = `600 13px ${FONT}`;
  plot.series.forEach((series, i) => {
    if (i === 0 || !series.show) return;
    const stroke = typeof series.stroke === 'function' ? series.stroke(plot, i) : series.stroke;
    ctx.fillStyle = stroke || INK;
    ctx.fillRect(x, y - 5, 18, 10);
    ctx.fillStyle = INK;
    ctx.fillText(series.label, x + 24, y);
    x += 24 + ctx.measureText(series.label).width + 22;
  });
  return canvas;
}

/**
 * Wires the Solve view's two buttons. `board()` returns what the big board
 * shows; `chart` is the GrowthChart (chart.js).
 */
export function initSaveButtons({ board, chart }) {
  const onError = (button) => (error) => {
    button.title = t('shortcuts.saveFailed', { message: error.message });
  };
  const saveBoard = document.getElementById('save-board');
  saveBoard?.addEventListener('click', () => {
    const shown = board();
    if (!shown) return;
    downloadCanvas(boardPicture(shown), 'npuzzle-board.png').catch(onError(saveBoard));
  });
  const saveChart = document.getElementById('save-chart');
  saveChart?.addEventListener('click', () => {
    if (!chart.plot) return;
    const title = document.getElementById('chart-title')?.textContent ?? t('shortcuts.chart');
    downloadCanvas(plotPicture(chart.plot, title), 'npuzzle-chart.png').catch(onError(saveChart));
  });
}
