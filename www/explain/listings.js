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
// so a line that adds to one moves the counter of the same name.

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
  if (algorithm.frontierKey === 'h') return 'by f = h';
  return algorithm.weighted ? 'by f = g + w·h' : 'by f = g + h';
}

/**
 * `[{ id, depth, code, note }]` for an algorithm: `note` is a short comment
 * shown after the code. A statement too long for one line is split over two
 * lines with the same id, which light up together.
 */
export function listing(algorithm) {
  const kind = family(algorithm);
  if (kind === 'breadth-first') {
    return [
      line('head', 0, `${headName(algorithm)}(start, goal):`),
      line('trivial', 1, 'if start = goal: return [start]'),
      line('init', 1, 'frontier ← [start]; visited ← {}'),
      line('loop', 1, 'while frontier is not empty:'),
      line('pop', 2, 'n ← frontier.pop_front()', 'oldest'),
      line('pop', 2, 'visited.add(n)'),
      line('expand', 2, 'for each child c of n:'),
      line('seen', 3, 'if c ∈ frontier or visited: skip c', 'seen'),
      line('push', 3, 'frontier.push(c)'),
      line('goal', 3, 'if c = goal: return path(c)'),
      line('fail', 1, 'return failure'),
    ];
  }
  if (kind === 'bidirectional') {
    return [
      line('head', 0, `${headName(algorithm)}(start, goal):`),
      line('init', 1, 'F ← side(start); B ← side(goal); μ ← ∞', 'frontier + visited'),
      line('loop', 1, 'while both frontiers are not empty:'),
      line('side', 2, 'S ← the side with the smaller frontier'),
      line('pop', 2, 'n ← S.frontier.pop_front()'),
      line('pop', 2, 'S.visited.add(n)'),
      line('expand', 2, 'for each child c of n:'),
      line('seen', 3, 'if c ∈ S.frontier or S.visited: skip c', 'seen'),
      line('push', 3, 'S.frontier.push(c)'),
      line('meet', 3, 'if the other side has c:'),
      line('meet', 4, 'μ ← min(μ, g_F(c) + g_B(c))'),
      line('stop', 2, 'if μ ≤ d_F + d_B + 1: return path'),
      line('fail', 1, 'return failure'),
    ];
  }
  if (kind === 'iterative') {
    // IDA* bounds f = g + h, IDDFS the depth g.
    const ida = algorithm.usesHeuristic;
    const bound = ida ? 'threshold' : 'limit';
    const f = ida ? 'f(c)' : 'g(c)';
    return [
      line('head', 0, `${headName(algorithm)}(start, goal):`),
      line('init', 1, ida ? 'threshold ← h(start)' : 'limit ← 0'),
      line('loop', 1, 'loop:', 'one iteration'),
      line('iteration', 2, 'frontier ← [start]; next ← ∞', 'a stack'),
      line('inner', 2, 'while frontier is not empty:'),
      line('pop', 3, 'n ← frontier.pop()', 'newest'),
      line('goal', 3, 'if n = goal: return path(n)'),
      line('expand', 3, 'for each child c but the parent:'),
      line('over', 4, `if ${f} > ${bound}:`, 'pruned'),
      line('over', 5, `next ← min(next, ${f})`),
      line('push', 4, 'else: frontier.push(c)'),
      line('fail', 2, 'if next = ∞: return failure'),
      line('raise', 2, `${bound} ← next`),
    ];
  }
  return [
    line('head', 0, `${headName(algorithm)}(start, goal):`),
    line('init', 1, 'frontier ← {start}; visited ← {}', order(algorithm)),
    line('loop', 1, 'while frontier is not empty:'),
    line('pop', 2, 'n ← frontier.pop_min()', 'lowest f'),
    line('goal', 2, 'if n = goal: return path(n)'),
    line('close', 2, 'visited.add(n)'),
    line('expand', 2, 'for each child c of n:'),
    line('push', 3, 'if c is new: frontier.push(c)'),
    line('improve', 3, 'elif shorter path to c:'),
    line('improve', 4, 'update c; back into frontier'),
    line('seen', 3, 'else: skip c', 'seen'),
    line('fail', 1, 'return failure'),
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
