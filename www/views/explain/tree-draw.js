// Draws a laid-out search tree (tree-data.js) on a canvas that grows past
// its scroll box when the tree is wide: edges, the solution path, the
// children that were not expanded (duplicates, pruned, waiting, the goal),
// then the expanded nodes, numbered in expansion order when there is room.

import { t } from '../../i18n/index.js';
import { fitCanvas } from '../../widgets/tiles.js';
import { HIGHLIGHT, INK, OKABE_ITO, inkOn } from './palette.js';

const PAD = { left: 22, right: 22, top: 40, bottom: 22 };
const MIN_SLOT = 7;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const WAITING = '#c9c3b8';
const DUPLICATE = '#4d5566';

/**
 * @returns {{ at(item): {x, y}, hit(x, y): ({node}|{stub}|null), counts: Record<string, number> }}
 */
export function drawTree(canvas, tree, view, { colourOf, selected = -1, thresholds = [], iterative = false, fit = false, scale = 1 }) {
  const levels = tree.twoSided ? tree.depthDown + tree.depthUp + 3 : tree.depthDown + 1;
  // Fit: the whole tree in the box, however small the dots get; otherwise
  // dots stay big enough to point at and the box scrolls. `scale` (1.5 in
  // presentation mode) makes the dots, their numbers, the gaps and the labels
  // that much bigger, so the back of a classroom can read them.
  const spread = (view.width - PAD.left - PAD.right) / tree.units;
  const slot = fit ? spread : Math.max(MIN_SLOT * scale, spread);
  const gap = Math.min(64 * scale, Math.max(fit ? 4 : 18 * scale, (view.height - PAD.top - PAD.bottom) / Math.max(1, levels - 1)));
  const width = Math.max(view.width, Math.ceil(PAD.left + PAD.right + tree.units * slot));
  const height = Math.max(view.height, Math.ceil(PAD.top + PAD.bottom + (levels - 1) * gap));
  const r = Math.min(9 * scale, Math.max(fit ? 1.2 : 2.4 * scale, slot * 0.36));
  canvas.dataset.scale = String(scale);
  canvas.dataset.radius = r.toFixed(1);
  const x = (unit) => PAD.left + unit * slot;
  const y = (level, side) => (side === 0 ? PAD.top + level * gap : PAD.top + (levels - 1 - level) * gap);
  const at = (item) => ({ x: x(item.unit), y: y(item.level, item.side ?? item.entry.side) });

  const ctx = fitCanvas(canvas, width, height);
  ctx.clearRect(0, 0, width, height);
  ctx.lineCap = 'round';

  // Edges: parent to child; dashed to children that were not expanded.
  ctx.lineWidth = 1;
  ctx.strokeStyle = INK.edge;
  for (const n of tree.nodes) {
    const parent = tree.byIndex[n.entry.parent];
    if (parent) segment(ctx, at(parent), at(n));
  }
  ctx.setLineDash([2, 3]);
  for (const s of tree.stubs) segment(ctx, at(tree.byIndex[s.parent]), at(s));
  ctx.setLineDash([]);
  ctx.lineWidth = Math.max(2.5, r * 0.7);
  ctx.strokeStyle = HIGHLIGHT;
  for (const n of tree.nodes) {
    const parent = tree.byIndex[n.entry.parent];
    if (n.entry.onPath && parent?.entry.onPath) segment(ctx, at(parent), at(n));
  }
  for (const s of tree.stubs) if (s.onPath) segment(ctx, at(tree.byIndex[s.parent]), at(s));

  const counts = {};
  for (const s of tree.stubs) {
    counts[s.kind] = (counts[s.kind] ?? 0) + 1;
    drawStub(ctx, at(s), s.kind, r);
    if (s.onPath || s.meeting) ring(ctx, at(s), r + 1.5, HIGHLIGHT, 2.5);
    if (s.meeting) ring(ctx, at(s), r + 5, INK.text, 1.5);
  }

  for (const n of tree.nodes) {
    const p = at(n);
    const e = n.entry;
    ctx.fillStyle = colourOf(e);
    if (e.goal) {
      star(ctx, p.x, p.y, r * 1.7);
      ctx.fill();
      ctx.lineWidth = 1.5;
      ctx.strokeStyle = INK.text;
      ctx.stroke();
    } else {
      ctx.beginPath();
      ctx.arc(p.x, p.y, r, 0, 2 * Math.PI);
      ctx.fill();
      ctx.lineWidth = 1;
      ctx.strokeStyle = '#ffffff';
      ctx.stroke();
    }
    if (e.onPath || e.meeting) ring(ctx, p, r + 2.5, HIGHLIGHT, 2.5);
    if (e.meeting) ring(ctx, p, r + 6, INK.text, 1.5);
  }
  numbersInside(ctx, tree, at, r, colourOf);
  if (iterative) iterationLabels(ctx, tree, at, thresholds, width, scale);
  if (tree.twoSided) sideLabels(ctx, width, y(0, 0), y(0, 1), scale);

  const chosen = tree.byIndex[selected];
  if (chosen) {
    ring(ctx, at(chosen), r + 5, OKABE_ITO.black, 2);
    ring(ctx, at(chosen), r + 8, '#ffffff', 2);
  }

  return {
    at,
    counts,
    hit(px, py) {
      const near = (p, radius) => (p.x - px) ** 2 + (p.y - py) ** 2 <= radius ** 2;
      const reach = Math.max(7, r + 3);
      for (let i = tree.nodes.length - 1; i >= 0; i--) if (near(at(tree.nodes[i]), reach)) return { node: tree.nodes[i] };
      for (const s of tree.stubs) if (near(at(s), reach)) return { stub: s };
      return null;
    },
  };
}

function segment(ctx, a, b) {
  ctx.beginPath();
  ctx.moveTo(a.x, a.y);
  ctx.lineTo(b.x, b.y);
  ctx.stroke();
}

function ring(ctx, p, radius, colour, width) {
  ctx.beginPath();
  ctx.arc(p.x, p.y, radius, 0, 2 * Math.PI);
  ctx.lineWidth = width;
  ctx.strokeStyle = colour;
  ctx.stroke();
}

/** A child that was not expanded, by what happened to it. */
function drawStub(ctx, p, kind, r) {
  const s = Math.max(2, r * 0.8);
  ctx.lineWidth = 1.5;
  switch (kind) {
    case 'in-frontier':
      ring(ctx, p, s, DUPLICATE, 1.5);
      break;
    case 'closed':
      ctx.strokeStyle = DUPLICATE;
      segment(ctx, { x: p.x - s, y: p.y - s }, { x: p.x + s, y: p.y + s });
      segment(ctx, { x: p.x - s, y: p.y + s }, { x: p.x + s, y: p.y - s });
      break;
    case 'over-threshold':
      ctx.strokeStyle = OKABE_ITO.purple;
      ctx.lineWidth = 3;
      segment(ctx, { x: p.x - s * 1.2, y: p.y }, { x: p.x + s * 1.2, y: p.y });
      break;
    case 'goal':
      ctx.fillStyle = OKABE_ITO.yellow;
      star(ctx, p.x, p.y, r * 1.7);
      ctx.fill();
      ctx.strokeStyle = INK.text;
      ctx.stroke();
      break;
    default:
      ctx.fillStyle = WAITING;
      ctx.beginPath();
      ctx.arc(p.x, p.y, s * 0.75, 0, 2 * Math.PI);
      ctx.fill();
  }
}

function star(ctx, cx, cy, radius) {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const d = i % 2 ? radius * 0.45 : radius;
    ctx.lineTo(cx + d * Math.cos(a), cy + d * Math.sin(a));
  }
  ctx.closePath();
}

/** Expansion numbers inside the dots when they are big enough to read. */
function numbersInside(ctx, tree, at, r, colourOf) {
  if (r < 8) return;
  ctx.font = `700 ${Math.round((r >= 9 ? 10 : 9) * Math.max(1, r / 9))}px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const n of tree.nodes) {
    if (n.entry.goal || n.entry.index + 1 >= 1000) continue;
    const p = at(n);
    ctx.fillStyle = inkOn(colourOf(n.entry));
    ctx.fillText(String(n.entry.index + 1), p.x, p.y + 0.5);
  }
  ctx.textBaseline = 'alphabetic';
}

/** IDA*: one tree per iteration, named over its root. */
function iterationLabels(ctx, tree, at, thresholds, width, scale) {
  ctx.font = `600 ${11.5 * scale}px ${FONT}`;
  ctx.textAlign = 'left';
  ctx.fillStyle = INK.muted;
  let right = 0;
  tree.roots.forEach((root, i) => {
    const p = at(root);
    const k = root.entry.iteration;
    const bound = thresholds[k - 1];
    const next = tree.roots[i + 1] ? at(tree.roots[i + 1]).x : width;
    const named = t('explain.tree.iterationLabel', { k });
    for (const label of [bound === undefined ? named : `${named} · ≤ ${bound}`, `${k} · ≤ ${bound}`, String(k)]) {
      const w = ctx.measureText(label).width;
      // Centred over the root, kept on the canvas and off the neighbours.
      const x = Math.min(width - w - 4, Math.max(4, right + 6, p.x - w / 2));
      if (x + w > next - 8 && label !== String(k)) continue;
      if (x < right + 4) return;
      ctx.fillText(label, x, p.y - 16 * scale);
      right = x + w;
      return;
    }
  });
}

function sideLabels(ctx, width, top, bottom, scale) {
  ctx.font = `600 ${11.5 * scale}px ${FONT}`;
  ctx.textAlign = 'left';
  ctx.fillStyle = INK.muted;
  ctx.fillText(t('explain.tree.startLabel'), 6, top - 16 * scale);
  ctx.fillText(t('explain.tree.goalLabel'), 6, bottom + 20 * scale);
}
