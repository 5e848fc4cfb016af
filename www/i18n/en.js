// The page's English: every sentence the page writes, by key (www/i18n/index.js `t`). The
// engine's own texts (catalogue labels, statuses, error sentences) are not restated here: the
// page shows the engine's English for them (`engineText`). Same keys as ./zh-CN.js (a unit test
// checks); a message with arguments is a function of them, and numbers and plurals go through
// www/format.js (Intl), never a hand-made "s".

import { count, decimal, integer, noun, plural } from '../format.js';

void count, decimal, integer, noun, plural;

/** @type {Record<string, string | ((args: any) => string)>} */
export default {
  // ── page ──
  'page.title': 'npuzzle — step through BFS, A* and IDA* on the sliding-tile puzzle',
  'page.description': 'Watch BFS, A*, IDA* and friends solve the 8- and 15-puzzle one expansion at a time.',
  'header.language': 'Language',
  // (end of page)

  // ── header ──
  // (end of header)

  // ── solve ──
  // (end of solve)

  // ── counters ──
  // (end of counters)

  // ── status ──
  // (end of status)

  // ── play ──
  // (end of play)

  // ── shortcuts ──
  // (end of shortcuts)

  // ── glossary ──
  // (end of glossary)

  // ── explain ──
  // The Explain view (www/explain/): its frame, the search's controls and the pseudo-code.
  'explain.view': 'Explain the search',
  'explain.heading': 'Explain the search',
  'explain.title': ({ algorithm, weight, heuristic }) => `${algorithm}${weight === null ? '' : ` (w = ${weight})`} with ${heuristic}`,
  'explain.start': ({ board, goal }) => `Start ${board} · goal ${goal}`,
  'explain.customGoal': 'custom',
  'explain.currentNode': 'Current node',
  'explain.currentNodeIs': ({ board }) => `Current node: ${board}`,
  'explain.blank': 'blank',
  'explain.sameSearch': 'Same search as the Solve view. ',
  'explain.changeSearch': 'Change the puzzle or algorithm',
  'explain.back': 'Step back',
  'explain.back.title': 'Undo one expansion (,)',
  'explain.step': 'Step search',
  'explain.step.title': ({ meaning }) => `One expansion (→). ${meaning}`,
  'explain.play': 'Play search',
  'explain.pause': 'Pause search',
  'explain.play.title': 'Play / pause (Space)',
  'explain.run': 'Run search to end',
  'explain.run.title': 'As fast as possible until the search ends',
  'explain.reset': 'Reset search',
  'explain.reset.title': 'Start over (R)',
  'explain.node.start': 'Start node',
  'explain.node.unreachable': 'Start (cannot reach the goal)',
  'explain.node.goalSelected': ({ step }) => `Goal selected ${String(step).toLowerCase()}`,
  'explain.goalSide': 'goal side',
  'explain.startSide': 'start side',
  'explain.bound.threshold': 'threshold',
  'explain.bound.limit': 'depth limit',
  'explain.tabs': 'Explanations',
  'explain.tab.frontierF': 'Frontier by f',
  'explain.tab.frontierG': 'Frontier by g',
  'explain.tab.tree': 'Search tree',
  'explain.tab.iterations': ({ name }) => `${name} iterations`,
  'explain.tab.statespace': 'State space',
  // The pseudo-code (explain/listings.js): one key per line, `explain.code.<family>.<n>`.
  'explain.code.title': ({ name }) => `Pseudo-code · ${name}`,
  'explain.code.heading': 'Pseudo-code',
  'explain.code.weighted': ({ name, weight }) => `${name} (w = ${weight})`,
  'explain.code.head': ({ name }) => `${name}(start, goal):`,
  'explain.code.bfs.1': 'if start = goal: return [start]',
  'explain.code.bfs.2': 'frontier ← [start]; visited ← {}',
  'explain.code.bfs.3': 'while frontier is not empty:',
  'explain.code.bfs.4': 'n ← frontier.pop_front()',
  'explain.code.bfs.5': 'visited.add(n)',
  'explain.code.bfs.6': 'for each child c of n:',
  'explain.code.bfs.7': 'if c ∈ frontier or visited: skip c',
  'explain.code.bfs.8': 'frontier.push(c)',
  'explain.code.bfs.9': 'if c = goal: return path(c)',
  'explain.code.bfs.10': 'return failure',
  'explain.code.bibfs.1': 'F ← side(start); B ← side(goal); μ ← ∞',
  'explain.code.bibfs.2': 'while both frontiers are not empty:',
  'explain.code.bibfs.3': 'S ← the side with the smaller frontier',
  'explain.code.bibfs.4': 'n ← S.frontier.pop_front()',
  'explain.code.bibfs.5': 'S.visited.add(n)',
  'explain.code.bibfs.6': 'for each child c of n:',
  'explain.code.bibfs.7': 'if c ∈ S.frontier or S.visited: skip c',
  'explain.code.bibfs.8': 'S.frontier.push(c)',
  'explain.code.bibfs.9': 'if the other side has c:',
  'explain.code.bibfs.10': 'μ ← min(μ, g_F(c) + g_B(c))',
  'explain.code.bibfs.11': 'if μ ≤ d_F + d_B + 1: return path',
  'explain.code.bibfs.12': 'return failure',
  'explain.code.threshold': 'threshold',
  'explain.code.limit': 'limit',
  'explain.code.iter.initIda': 'threshold ← h(start)',
  'explain.code.iter.initLimit': 'limit ← 0',
  'explain.code.iter.1': 'loop:',
  'explain.code.iter.2': 'frontier ← [start]; next ← ∞',
  'explain.code.iter.3': 'while frontier is not empty:',
  'explain.code.iter.4': 'n ← frontier.pop()',
  'explain.code.iter.5': 'if n = goal: return path(n)',
  'explain.code.iter.6': 'for each child c but the parent:',
  'explain.code.iter.over': ({ f, bound }) => `if ${f} > ${bound}:`,
  'explain.code.iter.next': ({ f }) => `next ← min(next, ${f})`,
  'explain.code.iter.7': 'else: frontier.push(c)',
  'explain.code.iter.8': 'if next = ∞: return failure',
  'explain.code.iter.raise': ({ bound }) => `${bound} ← next`,
  'explain.code.best.1': 'frontier ← {start}; visited ← {}',
  'explain.code.best.2': 'while frontier is not empty:',
  'explain.code.best.3': 'n ← frontier.pop_min()',
  'explain.code.best.4': 'if n = goal: return path(n)',
  'explain.code.best.5': 'visited.add(n)',
  'explain.code.best.6': 'for each child c of n:',
  'explain.code.best.7': 'if c is new: frontier.push(c)',
  'explain.code.best.8': 'elif shorter path to c:',
  'explain.code.best.9': 'update c; back into frontier',
  'explain.code.best.10': 'else: skip c',
  'explain.code.best.11': 'return failure',
  'explain.note.oldest': 'oldest',
  'explain.note.seen': 'seen',
  'explain.note.sides': 'frontier + visited',
  'explain.note.iteration': 'one iteration',
  'explain.note.stack': 'a stack',
  'explain.note.newest': 'newest',
  'explain.note.pruned': 'pruned',
  'explain.note.lowestF': 'lowest f',
  'explain.note.byH': 'by f = h',
  'explain.note.byF': 'by f = g + h',
  'explain.note.byWeighted': 'by f = g + w·h',
  'explain.caption.unsolvable': 'Nothing to run: the start cannot reach the goal.',
  'explain.caption.stopped': ({ message }) => `The search was stopped by a budget (${message}).`,
  'explain.caption.startIsGoal': 'The start is already the goal.',
  'explain.caption.before': 'Before the first step: only the start is in the frontier.',
  'explain.caption.exhausted': 'Nothing is left to expand and the goal was never reached: failure.',
  'explain.caption.nodeF': ({ f, g, h }) => `f ${f} (g ${g}, h ${h})`,
  'explain.caption.nodeDepth': ({ g }) => `depth ${g}`,
  'explain.caption.poppedGoal': ({ step, node, length }) => `${step}: popped the goal (${node}): the path has ${count(length, 'move')}.`,
  'explain.caption.queued': ({ n }) => `${integer(n)} new (queued)`,
  'explain.caption.pushed': ({ n }) => `${integer(n)} new (pushed)`,
  'explain.caption.improved': ({ n }) => `${integer(n)} reached by a shorter path`,
  'explain.caption.seen': ({ n }) => `${integer(n)} already in the frontier or visited`,
  'explain.caption.over': ({ n, bound }) => `${integer(n)} over the ${bound}`,
  'explain.caption.iteration': ({ iteration, bound, threshold }) => `iteration ${iteration} begins with ${bound} ${threshold}; `,
  'explain.caption.met': ({ length }) => ` The two searches have met: the shortest path has ${count(length, 'move')}.`,
  'explain.caption.generatedGoal': ({ length }) => ` The goal was generated: the path has ${count(length, 'move')}.`,
  'explain.caption.expanded': ({ step, iteration, side, node, n, parts, found }) =>
    `${step}: ${iteration}expanded a node${side ? ` on the ${side} side` : ''} at ${node}: ${count(n, 'child', 'children')}${parts.length ? `, ${parts.join(', ')}` : ''}.${found}`,
  // The frontier panel (explain/frontier.js).
  'explain.fromStart': 'from the start',
  'explain.fromGoal': 'from the goal',
  'explain.frontier.chart': 'Frontier histogram',
  'explain.frontier.x.g': 'depth g',
  'explain.frontier.x.f': 'f',
  'explain.frontier.x.h': 'f = h',
  'explain.frontier.y.frontier': 'nodes in the frontier',
  'explain.frontier.y.stack': 'nodes on the stack',
  'explain.frontier.next.depth': ({ value }) => `next: depth ${value}`,
  'explain.frontier.next.f': ({ value }) => `next: f ${value}`,
  'explain.frontier.unreachable': 'Nothing to search: the goal cannot be reached.',
  'explain.frontier.empty': 'The frontier is empty.',
  'explain.frontier.bar.depth': ({ count: n, value, side }) => `${n} at depth ${value}${side ? ` (${side})` : ''}`,
  'explain.frontier.bar.f': ({ count: n, value, side }) => `${n} at f ${value}${side ? ` (${side})` : ''}`,
  'explain.frontier.described': ({ total, listed }) => `Frontier histogram: ${integer(total)} nodes${listed.length ? `; ${listed.join(', ')}` : ''}`,
  'explain.frontier.iteration': ({ bound, threshold, iteration }) => ` ${String(bound)[0].toUpperCase()}${String(bound).slice(1)} ${threshold} (iteration ${iteration}).`,
  'explain.frontier.note.frontier': ({ total, values, by, iteration }) =>
    `${count(total, 'node')} in the frontier, over ${values === 1 ? `one ${by} value` : count(values, `${by} value`)}.${iteration}`,
  'explain.frontier.note.stack': ({ total, values, by, iteration }) =>
    `${count(total, 'node')} on the stack, over ${values === 1 ? `one ${by} value` : count(values, `${by} value`)}.${iteration}`,
  'explain.frontier.lead.astar': 'Nodes waiting in the frontier, counted by f = g + h. A* always expands a node from the lowest bar (outlined), so the bars drain from left to right: the f-contours of the textbook, one after the other.',
  'explain.frontier.lead.wastar': 'Nodes waiting in the frontier, counted by f = g + w·h. Weighting h pulls deep nodes forward, so the lowest bar is reached sooner but the path may be longer.',
  'explain.frontier.lead.greedy': 'Nodes waiting in the frontier, counted by f = h alone. Greedy best-first ignores the path length, so it dives towards small h.',
  'explain.frontier.lead.bfs': 'Nodes waiting in the queue, counted by depth g. BFS finishes one depth before it starts the next, so there are never more than two bars.',
  'explain.frontier.lead.bibfs': 'Two searches, each counted by its own depth g: blue from the start, orange from the goal. Each step expands the side with the smaller frontier.',
  'explain.frontier.lead.idastar': 'IDA* keeps no frontier, only a stack of nodes pending in this iteration, counted by f = g + h. Every one is within the threshold; the rest wait for a later iteration.',
  'explain.frontier.lead.iddfs': 'Iterative deepening keeps only a stack of nodes pending in this iteration, counted by depth g, all within the depth limit.',
  // The search tree (explain/tree.js, tree-draw.js).
  'explain.tree.key': 'Key',
  'explain.tree.key.colour.g': 'expanded, coloured by depth',
  'explain.tree.key.colour.f': 'expanded, coloured by f',
  'explain.tree.key.colour.h': 'expanded, coloured by f = h',
  'explain.tree.key.inFrontier': 'already in the frontier',
  'explain.tree.key.closed': 'already expanded',
  'explain.tree.key.pruned': () => 'over the threshold',
  'explain.tree.key.waiting': 'waiting',
  'explain.tree.key.goal': 'goal',
  'explain.tree.key.path': 'solution path',
  'explain.tree.shown': 'Nodes shown',
  'explain.tree.fit': ' Fit to width',
  'explain.tree.of': ({ count: n, total }) => `${integer(n)} of ${integer(total)}`,
  'explain.tree.ofNodes': ({ count: n, total }) => `${integer(n)} of ${integer(total)} nodes`,
  'explain.tree.steps': ({ expansions, goal }) => `${count(expansions, 'expansion')}${goal ? " and the goal's selection" : ''}`,
  'explain.tree.described': ({ steps, dots, duplicates, pruned, waiting, path }) =>
    `Search tree of the first ${steps}: ${count(dots, 'node')}, ${count(duplicates, 'duplicate child', 'duplicate children')}` +
    `${pruned ? `, ${integer(pruned)} pruned by the threshold` : ''}, ${integer(waiting)} waiting` +
    `${path ? `; ${count(path, 'node')} on the solution path` : ''}. Use the arrow keys to visit the nodes.`,
  'explain.tree.unreachable': 'Nothing to draw: the goal cannot be reached.',
  'explain.tree.press': 'Press Step search: each expansion adds a node to the tree.',
  'explain.tree.metHere': ' The two searches met at the node ringed in black (in both trees).',
  'explain.tree.metBeyond': ' The two searches met beyond the nodes drawn.',
  'explain.tree.full': ({ limit, expanded }) => `The tree records the first ${count(limit, 'node')}; the search has made ${count(expanded, 'expansion')}.`,
  'explain.tree.recorded': ({ steps, limit }) => `${steps} recorded (up to ${count(limit, 'node')}).`,
  'explain.tree.pathBeyond': ({ length }) => ` The solution path (${count(length, 'move')}) lies beyond the nodes drawn.`,
  'explain.tree.pathPart': ({ shown, length }) => ` It shows the first ${count(shown, 'move')} of the solution's ${count(length, 'move')}; the rest of the path lies beyond the nodes drawn.`,
  'explain.tree.childOf': ({ parent, move }) => `child of #${parent} (move ${move})`,
  'explain.tree.root': 'root',
  'explain.tree.goalSelected': 'goal selected',
  'explain.tree.expansion': ({ k }) => `expansion #${k}`,
  'explain.tree.iterationLabel': ({ k }) => `iteration ${k}`,
  'explain.tree.startLabel': 'start ↓',
  'explain.tree.goalLabel': 'goal ↑',
  'explain.tree.stub.new': 'waiting to be expanded',
  'explain.tree.stub.improved': 'waiting (shorter path found)',
  'explain.tree.stub.in-frontier': 'duplicate: already in the frontier',
  'explain.tree.stub.closed': 'duplicate: already expanded',
  'explain.tree.stub.over-threshold': () => 'pruned: f over the threshold',
  'explain.tree.stub.goal': 'the goal (found when generated)',
  // The iterations (explain/iterations.js).
  'explain.iterations.none': 'Iterations belong to IDA* and iterative deepening (IDDFS). Choose one of them as the Algorithm in the Solve view to watch the threshold grow from one iteration to the next.',
  'explain.iterations.caption': 'Nodes per iteration',
  'explain.iterations.iteration': 'Iteration',
  'explain.iterations.expanded': 'Expanded',
  'explain.iterations.generated': 'Generated',
  'explain.iterations.share': 'Share of the expansions',
  'explain.iterations.total': 'Total',
  'explain.iterations.leadIda': 'IDA* searches depth-first, but only through nodes with f = g + h within a threshold. When nothing is left below it, it starts again from the root with the smallest f that went over: the shallow nodes are expanded again in every iteration.',
  'explain.iterations.leadIddfs': 'Iterative deepening runs a depth-first search with a depth limit of 0, 1, 2, …: each iteration expands again every node of the previous ones.',
  'explain.iterations.verdict': ({ name, finished, expanded, n, rival, rivalExpanded, rivalMessage }) =>
    `${name} ${finished ? 'expanded' : 'has expanded'} ${count(expanded, 'node')} in ${count(n, 'iteration')}${finished ? '' : ' so far'}` +
    `${rivalExpanded !== null ? `; ${rival} expanded ${integer(rivalExpanded)}.` : rivalMessage ? `; ${rival}: ${rivalMessage}.` : '.'}`,
  'explain.iterations.rivalRow': ({ rival }) => `${rival}, for comparison`,
  'explain.iterations.memory': ({ name, rival, ratio, stack, stored }) =>
    `${name} expands ${ratio >= 1 ? `${decimal(ratio, 1)}× as many nodes as ${rival}` : `fewer nodes than ${rival} (ties broken differently)`}, re-expanding the shallow levels in every iteration, ` +
    `but it only ever stores its current path and stack (at most ${integer(stack)} nodes on the stack), where ${rival} kept ${integer(stored)} nodes in memory.`,
  'explain.iterations.failed': ({ message }) => `The comparison could not start: ${message}`,
  'explain.iterations.running': ({ rival, expanded }) => `Running ${rival} on the same board for comparison… ${integer(expanded)} expanded.`,
  'explain.iterations.waiting': ({ rival }) => `${rival} on the same board, for comparison, starts when this panel is open.`,
  'explain.iterations.growth': ({ mean, share }) =>
    `Each complete iteration expanded about ${decimal(mean, 1)}× as many nodes as the one before, so all the earlier iterations together add only about ${share}% to the last one.`,
  // The state space (explain/statespace.js).
  'explain.space.lead': 'Every board that can reach the goal, counted by how many moves it really is from it. In front (dark blue): the nodes this search has expanded, by their own true distance to the goal.',
  'explain.space.key.all': 'all boards at that distance',
  'explain.space.key.expanded': 'expanded by this search',
  'explain.space.key.start': "the start's distance",
  'explain.space.log': ' Log scale',
  'explain.space.chart': 'Boards by distance from the goal',
  'explain.space.x': 'true distance to the goal (moves)',
  'explain.space.y': 'boards',
  'explain.space.tooLarge': ({ width, height }) => `The ${width}×${height} puzzle has 16!/2 ≈ 1.05 × 10¹³ reachable boards: far too many to enumerate here. Choose a 3×3 board in the Solve view to see its whole state space.`,
  'explain.space.counting': 'Counting all the boards by their distance from the goal…',
  'explain.space.startBar': ({ start }) => `start: ${start}`,
  'explain.space.described': ({ total, far, start }) =>
    `Boards by distance from the goal: ${integer(total)} boards, distances 0 to ${far}; the start is ${start >= 0 ? `${count(start, 'move')} away` : 'not among them'}.`,
  'explain.space.startIs': ({ start, others }) => `The start is ${count(start, 'move')} away, like ${count(others, 'other board')}.`,
  'explain.space.startNot': 'The start is not among them: it cannot reach the goal.',
  'explain.space.summary': ({ total, cells, arrangements, startText, far, farthest }) =>
    `${integer(total)} boards can reach this goal (half of the ${cells}! = ${integer(arrangements)} arrangements). ${startText} The farthest are ${count(far, 'move')} away (${integer(farthest)} of them).`,
  'explain.space.notCounted': ({ n }) => `The first ${count(n, 'expansion')} are not counted.`,
  'explain.space.counted': ({ n }) => `${count(n, 'expansion')} so far, every one of this search counted.`,
  'explain.space.readout': ({ moves, boards, expanded }) => `${count(moves, 'move')} from the goal: ${count(boards, 'board')}, ${integer(expanded)} expanded so far.`,
  // www/steps.js, the one wording of a step (helper "solve" owns it; the integrator keeps one copy).
  'steps.meaning':
    'One Step expands one node: it takes the node from the frontier and generates its children. ' +
    'A search that tests for the goal when it takes a node ends with one more Step, which takes the goal and expands nothing.',
  'steps.expansion': ({ n }) => `Expansion ${integer(n)}`,
  'steps.after': ({ n }) => `After ${count(n, 'expansion')}`,
  // (end of explain)

  // ── compare ──
  // (end of compare)

  // ── accuracy ──
  // (end of accuracy)

  // ── lab ──
  // (end of lab)

  // ── engine ──
  // (end of engine)

  // ── errors ──
  // (end of errors)

  // ── visited ──
  // (end of visited)

  // ── tie ──
  // (end of tie)

  // ── cantor ──
  // (end of cantor)

  // ── judge ──
  // (end of judge)

  // ── lessons ──
  // (end of lessons)
};
