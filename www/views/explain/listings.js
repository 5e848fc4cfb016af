// The pseudo-code of each algorithm, line by line, as the engine runs it
// (src/search/*.rs), and which lines one step of the engine executed.
// Each line has an id; `trace` turns a step's summary into the ids in the
// order they ran, with how many times the lines inside the child loop ran.
//
// Both take the algorithm's catalogue entry (catalogue.js) and pick one of
// four families by what it can do, not by its name: breadth-first (one
// queue by depth), bidirectional, iterative (depth-first under a rising
// bound) and best-first (one frontier by f: A*, weighted A*, greedy).
//
// The words are the counters' (glossary.js): the frontier (the open list of
// textbooks) holds what waits, visited (the closed list) what was expanded,
// so a line that adds to one moves the counter of the same name. The lines
// are the catalogue's (`explain.code.*`): in Chinese the textbook's OPEN 表
// and CLOSED 表, 扩展 and 生成 (www/i18n/terms.js).

import { t } from '../../i18n/index.js';

/** The family of listings an algorithm belongs to, from its capabilities. */
export function family(algorithm) {
  if (algorithm.bidirectional) return 'bidirectional';
  if (algorithm.iterative) return 'iterative';
  return algorithm.frontierKey === 'g' ? 'breadth-first' : 'best-first';
}

/** The name in the listing's head: the short label without spaces ("WeightedA*"). */
const headName = (algorithm) => algorithm.short.replaceAll(' ', '');

/** What a best-first search orders its frontier by. */
function order(algorithm) {
  if (algorithm.frontierKey === 'h') return t('explain.note.byH');
  return algorithm.weighted ? t('explain.note.byWeighted') : t('explain.note.byF');
}

/**
 * `[{ id, depth, code, note }]` for an algorithm, in the page's language: `note` is a short
 * comment shown after the code. A statement too long for one line is split over two lines with
 * the same id, which light up together. `algorithm` is the catalogue entry (its words in the
 * current language: the head's name).
 */
export function listing(algorithm) {
  const kind = family(algorithm);
  const head = line('head', 0, t('explain.code.head', { name: headName(algorithm) }));
  // One key per line (`explain.code.<family>.<n>`), notes by what they say (`explain.note.<what>`).
  const code = (prefix) => (n) => t(`explain.code.${prefix}.${n}`);
  const note = (what) => t(`explain.note.${what}`);
  if (kind === 'breadth-first') {
    const c = code('bfs');
    return [
      head,
      line('trivial', 1, c(1)),
      line('init', 1, c(2)),
      line('loop', 1, c(3)),
      line('pop', 2, c(4), note('oldest')),
      line('pop', 2, c(5)),
      line('expand', 2, c(6)),
      line('seen', 3, c(7), note('seen')),
      line('push', 3, c(8)),
      line('goal', 3, c(9)),
      line('fail', 1, c(10)),
    ];
  }
  if (kind === 'bidirectional') {
    const c = code('bibfs');
    return [
      head,
      line('init', 1, c(1), note('sides')),
      line('loop', 1, c(2)),
      line('side', 2, c(3)),
      line('pop', 2, c(4)),
      line('pop', 2, c(5)),
      line('expand', 2, c(6)),
      line('seen', 3, c(7), note('seen')),
      line('push', 3, c(8)),
      line('meet', 3, c(9)),
      line('meet', 4, c(10)),
      line('stop', 2, c(11)),
      line('fail', 1, c(12)),
    ];
  }
  if (kind === 'iterative') {
    // IDA* bounds f = g + h, IDDFS the depth g.
    const ida = algorithm.usesHeuristic;
    const bound = ida ? t('explain.code.threshold') : t('explain.code.limit');
    const f = ida ? 'f(c)' : 'g(c)';
    const c = code('iter');
    return [
      head,
      line('init', 1, ida ? t('explain.code.iter.initIda') : t('explain.code.iter.initLimit')),
      line('loop', 1, c(1), note('iteration')),
      line('iteration', 2, c(2), note('stack')),
      line('inner', 2, c(3)),
      line('pop', 3, c(4), note('newest')),
      line('goal', 3, c(5)),
      line('expand', 3, c(6)),
      line('over', 4, t('explain.code.iter.over', { f, bound }), note('pruned')),
      line('over', 5, t('explain.code.iter.next', { f })),
      line('push', 4, c(7)),
      line('fail', 2, c(8)),
      line('raise', 2, t('explain.code.iter.raise', { bound })),
    ];
  }
  const c = code('best');
  return [
    head,
    line('init', 1, c(1), order(algorithm)),
    line('loop', 1, c(2)),
    line('pop', 2, c(3), note('lowestF')),
    line('goal', 2, c(4)),
    line('close', 2, c(5)),
    line('expand', 2, c(6)),
    line('push', 3, c(7)),
    line('improve', 3, c(8)),
    line('improve', 4, c(9)),
    line('seen', 3, c(10), note('seen')),
    line('fail', 1, c(11)),
  ];
}

function line(id, depth, code, note = '') {
  return { id, depth, code, note };
}

/** Which line handles a child of each kind. */
const CHILD_LINE = {
  new: 'push',
  improved: 'improve',
  'in-frontier': 'seen',
  closed: 'seen',
  'over-threshold': 'over',
};

/**
 * The lines one step ran: `{ sequence, counts, focus }`. `sequence` lists
 * the ids in the order they ran (for the step-by-step animation), `counts`
 * how often each ran, `focus` the line that sums the step up: the goal test
 * that succeeded, the failure, the start of a new iteration, or else the
 * expansion. `summary` is the state after the step (Session.step's summary).
 */
export function trace(algorithm, summary) {
  const sequence = [];
  const counts = {};
  const run = (id) => {
    sequence.push(id);
    counts[id] = (counts[id] ?? 0) + 1;
  };
  const done = (focus) => ({ sequence, counts, focus });
  const { status, steps } = summary;
  const kind = family(algorithm);
  if (status === 'unsolvable' || status === 'stopped') return done(null);
  if (steps === 0) {
    if (status !== 'solved') run('init');
    else run({ 'breadth-first': 'trivial', bidirectional: 'stop' }[kind] ?? 'goal');
    return done(sequence[0]);
  }
  if (status === 'exhausted') {
    run('fail');
    return done('fail');
  }
  const children = summary.children ?? [];
  const solved = status === 'solved';
  const iterative = kind === 'iterative';
  const breadthFirst = kind === 'breadth-first' || kind === 'bidirectional';
  if (iterative) {
    if (summary.newIteration) {
      if (summary.iteration > 1) {
        run('fail');
        run('raise');
      } else {
        run('init');
      }
      run('loop');
      run('iteration');
    }
    run('inner');
  } else {
    run('loop');
    if (kind === 'bidirectional') run('side');
  }
  run('pop');
  if (!breadthFirst) {
    run('goal');
    if (solved) return done('goal');
    if (!iterative) run('close');
  }
  run('expand');
  for (const child of children) {
    run(CHILD_LINE[child.kind] ?? 'seen');
    if (child.kind === 'new' && kind === 'breadth-first') run('goal');
    if (child.kind === 'new' && kind === 'bidirectional') run('meet');
  }
  if (kind === 'bidirectional') run('stop');
  if (solved) return done(kind === 'bidirectional' ? 'stop' : 'goal');
  return done(summary.newIteration ? 'iteration' : 'expand');
}
