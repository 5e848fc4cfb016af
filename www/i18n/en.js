// The page's English: every sentence the page writes, by key (www/i18n/index.js `t`). The
// engine's own texts (catalogue labels, statuses, error sentences) are not restated here: the
// page shows the engine's English for them (`engineText`). Same keys as ./zh-CN.js (a unit test
// checks); a message with arguments is a function of them, and numbers and plurals go through
// www/format.js (Intl), never a hand-made "s".

import { count, integer, noun, plural } from '../format.js';

void count, integer, noun, plural;

/** @type {Record<string, string | ((args: any) => string)>} */
export default {
  // ── page ──
  'page.title': 'npuzzle — step through BFS, A* and IDA* on the sliding-tile puzzle',
  'page.description': 'Watch BFS, A*, IDA* and friends solve the 8- and 15-puzzle one expansion at a time.',
  'header.language': 'Language',
  // (end of page)

  // ── header ──
  'header.skip': 'Skip to main content',
  'header.views': 'Views',
  'header.view.solve': 'Solve',
  'header.view.explain': 'Explain',
  'header.view.compare': 'Compare',
  'header.view.accuracy': 'Accuracy',
  'header.view.lab': '15-puzzle lab',
  'header.loading': 'Loading the search engine…',
  'header.shortcuts': 'Keyboard shortcuts',
  'header.shortcutsTitle': 'Keyboard shortcuts (?)',
  'header.presentation': 'Presentation mode',
  'header.presentationTitle': 'Presentation mode: larger type and higher contrast for a projector (Esc leaves it)',
  'header.dismiss': 'Dismiss',
  'header.recovery.reset': 'Press Reset, or reload the page.',
  'header.recovery.resetAll': 'Press Reset all, or reload the page.',
  'header.recovery.reload': 'Reload the page to start again.',
  // (end of header)

  // ── solve ──
  'solve.puzzle': 'Puzzle',
  'solve.preset': 'Preset',
  'solve.preset.own': 'Your own board',
  'solve.presetGroup.3': '8-puzzle',
  'solve.presetGroup.4': '15-puzzle',
  'solve.preset.poj1077': 'POJ 1077 (19 moves)',
  'solve.preset.codevs1225': 'codevs 1225 (spiral goal)',
  'solve.preset.reverse': 'Reverse goal (8 7 … 1)',
  'solve.preset.hardest-a': 'Hardest, A (31 moves)',
  'solve.preset.hardest-b': 'Hardest, B (31 moves)',
  'solve.preset.unsolvable': 'Unsolvable (8 and 7 swapped)',
  'solve.preset.fifteen-easy': 'Easy (20 moves)',
  'solve.preset.korf55': 'Korf #55 (41 moves, IDA*)',
  'solve.preset.korf1': 'Korf #1 (57 moves, IDA*)',
  'solve.start': 'Start state',
  'solve.startHint': 'Blank: 0, x or _; rows may be split by /',
  'solve.size': 'Size',
  'solve.size.square': 'Square',
  'solve.size.rectangle': 'Rectangle',
  'solve.goal': 'Goal',
  'solve.goal.custom': 'custom…',
  'solve.goal.customHint': 'Your own goal board.',
  'solve.goal.preview': ({ tiles }) => `Goal board: ${tiles}`,
  'solve.goal.previewEmpty': 'Goal board',
  'solve.goalName.ordered': 'ordered',
  'solve.goalName.blank-first': 'blank-first',
  'solve.goalName.spiral': 'spiral',
  'solve.goalName.reverse': 'reverse',
  'solve.customGoal': 'Custom goal',
  'solve.shuffleDepth': 'Shuffle depth',
  'solve.shuffle': 'Shuffle',
  'solve.shuffle.exact': 'Shuffle: exactly this many moves away.',
  'solve.shuffle.random': 'Shuffle: this many random moves.',
  'solve.shuffle.shuffledExact': ({ n, seed }) => `Shuffled to exactly ${count(n, 'move')} from the goal (seed ${seed}).`,
  'solve.shuffle.shuffledRandom': ({ n, seed }) =>
    `Shuffled with ${count(n, 'random move')} (seed ${seed}); the shortest solution may be shorter.`,
  'solve.search': 'Search',
  'solve.algorithm': 'Algorithm',
  'solve.algorithmWith': ({ title, heuristic }) => `${title} with ${heuristic}`,
  'solve.algorithmWeighted': ({ title, weight }) => `${title} (w = ${weight})`,
  'solve.algorithmWeightedWith': ({ title, weight, heuristic }) => `${title} (w = ${weight}) with ${heuristic}`,
  'solve.weight': 'Weight',
  'solve.heuristic': 'Heuristic',
  'solve.noHeuristic': ({ title }) => `${title} does not use a heuristic`,
  'solve.fix': ({ field, message }) => `Fix ${field} to search: ${message}.`,
  'solve.fixField.start': 'the start state',
  'solve.fixField.custom': 'the custom goal',
  'solve.fixField.weight': 'the weight',
  'solve.offer.reach': ({ goal, other }) => `This board cannot reach the ${goal} goal, but it can reach the ${other} goal.`,
  'solve.offer.moves': ({ goal, other, moves }) =>
    `This board cannot reach the ${goal} goal, but it is ${count(moves, 'move')} from the ${other} goal.`,
  'solve.offer.customReach': ({ other }) => `This board cannot reach this goal, but it can reach the ${other} goal.`,
  'solve.offer.customMoves': ({ other, moves }) => `This board cannot reach this goal, but it is ${count(moves, 'move')} from the ${other} goal.`,
  'solve.offer.switch': ({ other }) => `Switch to ${other}`,
  'solve.copyLink': 'Copy link',
  'solve.copyLinkTitle': 'A link that opens this puzzle, search and speed',
  'solve.linkField': 'Link to this puzzle',
  'solve.link.copied': 'Link copied: it opens this puzzle, search and speed.',
  'solve.link.copyThis': 'Copy this link:',
  'solve.link.notice': 'This link could not be opened exactly as written:',
  'solve.link.size': ({ value, size }) => `The link's size ${value} is not 3×3 or 4×4; the size stays ${size}×${size}.`,
  'solve.link.board': ({ message }) => `The link's board was not valid: ${message}.`,
  'solve.link.goal': ({ message, fallback }) => `The link's goal was not valid (${message}); using ${fallback}.`,
  'solve.link.algorithm': ({ value, fallback }) => `The link's algorithm ${value} is unknown; using ${fallback}.`,
  'solve.link.heuristic': ({ value, fallback }) => `The link's heuristic ${value} is unknown; using ${fallback}.`,
  'solve.link.weightNaN': ({ value, fallback }) => `The link's weight ${value} is not a number; using ${fallback}.`,
  'solve.link.weightRange': ({ value, fallback }) => `The link's weight ${value} is out of range; using ${fallback}.`,
  'solve.link.step': ({ value, most }) => `The link's step ${value} is not a whole number from 0 to ${most}; the search starts at step 0.`,
  'solve.link.move': ({ value, most }) => `The link's move ${value} is not a whole number from 0 to ${most}; the solution shows its goal.`,
  'solve.link.speedNaN': ({ value, fallback }) => `The link's speed ${value} is not a number; using ${fallback} / s.`,
  'solve.link.speedRange': ({ value, fallback }) => `The link's speed ${value} is out of range; using ${fallback} / s.`,
  'solve.colourKey': 'Colour key',
  'solve.colourKey.inPlace': 'in its goal position',
  'solve.colourKey.misplaced': 'not yet in place',
  'solve.colourKey.moved': 'tile just moved',
  'solve.colourKey.blank': 'the blank',
  'solve.board.start': 'Start board',
  'solve.board.startCaption': 'Light tiles with a ✓ are already in their goal position.',
  'solve.board.unsolvableCaption': 'This board cannot reach the goal.',
  'solve.board.path': 'Solution path',
  'solve.board.atStart': ({ position, length }) => `Start (move ${position} of ${length})`,
  'solve.board.atGoal': ({ position, length }) => `Goal (move ${position} of ${length})`,
  'solve.board.atMove': ({ position, length }) => `Move ${position} of ${length}`,
  'solve.board.goalReached': 'Goal reached',
  'solve.board.expanding': 'Expanding',
  'solve.board.g': ({ g }) => `g ${g}`,
  'solve.board.gHF': ({ g, h, f }) => `g ${g} · h ${h} · f ${f}`,
  'solve.board.fromGoalSide': ' (from the goal side)',
  'solve.board.aria': ({ width, height, tiles }) => `Board ${width}×${height}: ${tiles}`,
  'solve.board.ariaEmpty': 'Board',
  'solve.tiles.blank': 'blank',
  'solve.saveBoard': 'Save board as PNG',
  'solve.children': 'Children of this node',
  'solve.child': ({ move, g, h, kind }) => `Blank ${move}: g ${g}, h ${h}, ${kind}`,
  'solve.kind.new': 'new → frontier',
  'solve.kind.improved': 'shorter path',
  'solve.kind.in-frontier': 'already queued',
  'solve.kind.closed': 'already visited',
  'solve.kind.over-threshold': 'over threshold',
  'solve.note.pressStep': 'Press Step to expand the start node and see its children.',
  'solve.note.unsolvable': 'Nothing to expand: no sequence of moves reaches the goal.',
  'solve.note.goalSelected': 'The goal was selected: the search is over.',
  'solve.note.noChildren': 'No children.',
  'solve.playback.prev': 'Previous move',
  'solve.playback.prevTitle': 'Previous move (←)',
  'solve.playback.next': 'Next move',
  'solve.playback.nextTitle': 'Next move (→)',
  'solve.playback.move': 'Move',
  'solve.playback.play': 'Play solution',
  'solve.playback.stop': 'Stop',
  'solve.playback.atStart': 'start',
  'solve.playback.atMove': ({ position, length }) => `after move ${position} of ${length}`,
  'solve.back': 'Step back',
  'solve.backTitle': 'Undo one expansion (,)',
  'solve.step': 'Step',
  'solve.stepTitle': 'One expansion (→)',
  'solve.play': 'Play',
  'solve.pause': 'Pause',
  'solve.playTitle': 'Play / pause (Space)',
  'solve.run': 'Run to end',
  'solve.runTitle': 'As fast as possible until the search ends',
  'solve.reset': 'Reset',
  'solve.resetTitle': 'Start over (R)',
  'solve.speed': 'Speed',
  'solve.speed.perSecond': ({ n }) => `${n} / s`,
  'solve.speed.max': 'as fast as possible',
  'solve.speed.maxShort': 'max',
  'solve.scrub': 'Step',
  'solve.scrubValue': ({ text }) => `step ${text}`,
  'solve.keys.space': 'Space',
  'solve.keys.play': 'play / pause',
  'solve.keys.step': 'step',
  'solve.keys.back': 'step back',
  'solve.keys.reset': 'reset',
  'solve.keys.all': 'all keys',
  'solve.keys.click': 'click a tile next to the blank to move it',
  'solve.stepMeaning':
    'One Step expands one node: it takes the node from the frontier and generates its children. ' +
    'A search that tests for the goal when it takes a node ends with one more Step, which takes the goal and expands nothing.',
  'solve.expansionNumber': ({ n }) => `Expansion ${integer(n)}`,
  'solve.afterExpansions': ({ n }) => `After ${count(n, 'expansion')}`,
  'solve.chart.title': 'Frontier and visited',
  'solve.chart.log': 'Log scale',
  'solve.chart.save': 'Save chart as PNG',
  'solve.chart.placeholder': 'The chart fills in as the search expands nodes.',
  'solve.solution.title': 'Solution',
  'solve.solution.empty': "The blank's moves (u d l r) appear here once a search succeeds.",
  'solve.solution.noneUnsolvable': 'No solution: the start and the goal are in different halves of the state space.',
  'solve.solution.noneStopped': 'No solution: the search stopped before it reached the goal.',
  'solve.solution.noneExhausted': 'No solution: every reachable board was expanded.',
  'solve.solution.moves': ({ n }) => count(n, 'move'),
  'solve.solution.optimal': 'guaranteed optimal',
  'solve.solution.notOptimal': 'not guaranteed optimal',
  'solve.solution.noShorter': 'No shorter solution exists.',
  'solve.solution.copy': 'Copy',
  'solve.solution.copyMoves': 'Copy moves',
  'solve.solution.copyAll': ({ n }) => `Copy all ${count(n, 'move')} to the clipboard`,
  'solve.solution.copied': ({ n }) => `Copied ${count(n, 'move')}.`,
  'solve.solution.saved': 'The clipboard is not available here: the moves were saved as solution-moves.txt.',
  'solve.solution.moveTitle': ({ n, move }) => `Move ${n}: blank ${move}`,
  'solve.solution.stripStart': 'start',
  'solve.solution.stripStartLabel': 'Start',
  'solve.solution.stripAfter': ({ n, move }) => `After move ${n} (${move})`,
  'solve.solution.strip': 'Boards along the solution',
  'solve.move.u': 'up',
  'solve.move.d': 'down',
  'solve.move.l': 'left',
  'solve.move.r': 'right',
  'solve.notOptimal.greedy': ({ title }) => `${title} ignores the path length so far.`,
  'solve.notOptimal.weighted': ({ title, weight }) => `${title} guarantees at most ${weight} × the shortest length.`,
  'solve.status.searchError': 'The search stopped because of an error (see above).',
  'solve.status.loadError': 'The search engine could not be loaded.',
  // (end of solve)

  // ── counters ──
  'counters.title': 'Counters',
  // (end of counters)

  // ── status ──
  'status.theSearch': 'the search',
  'status.line.ready': ({ algorithm }) => `Ready: ${algorithm}. Press Play, Step or Run to end.`,
  'status.line.searching': ({ algorithm }) => `Searching with ${algorithm}…`,
  'status.line.paused': ({ n }) => `Paused after ${count(n, 'expansion')}.`,
  'status.line.solvedOptimal': ({ moves, n }) => `Solved in ${count(moves, 'move')} (guaranteed optimal) — ${count(n, 'node')} expanded.`,
  'status.line.solvedNotOptimal': ({ moves, n }) =>
    `Solved in ${count(moves, 'move')} (not guaranteed optimal) — ${count(n, 'node')} expanded.`,
  'status.line.unsolvable': ({ why }) => `Unsolvable: ${why}`,
  'status.line.stopped': ({ n, budget, advice }) => `Stopped after ${count(n, 'expansion')} (${budget}) — ${advice}.`,
  'status.line.other': ({ message }) => `${String(message).charAt(0).toUpperCase()}${String(message).slice(1)}.`,
  'status.budget.memory': 'memory budget reached',
  'status.budget.nodes': 'node budget reached',
  'status.budget.other': 'budget reached',
  'status.advice.smallerBoard': 'try a smaller board',
  'status.advice.strongerHeuristic': 'try a stronger heuristic',
  'status.advice.lighter': ({ lighter }) => `try ${lighter}, which keeps only its current path, or a stronger heuristic`,
  'status.advice.noHeuristicLighter': ({ title, lighter }) =>
    `${title} uses no heuristic, so nothing steers it towards the goal: try ${lighter} with a heuristic, which keeps only its current path`,
  'status.advice.noHeuristic': ({ title }) => `${title} uses no heuristic, so nothing steers it towards the goal: try a search with a heuristic`,
  'status.error.crashed': ({ detail }) => `The search engine crashed (${detail}). Reload the page to start again.`,
  'status.error.wrong': ({ message, advice }) => `Something went wrong: ${message}. ${advice}`,
  // (end of status)

  // ── play ──
  // (end of play)

  // ── shortcuts ──
  // (end of shortcuts)

  // ── glossary ──
  'glossary.expanded.word': 'Expanded',
  'glossary.expanded.definition': 'Nodes taken from the frontier whose children were generated.',
  'glossary.generated.word': 'Generated',
  'glossary.generated.definition': 'The start plus every child produced so far, duplicates included.',
  'glossary.frontier.word': 'Frontier',
  'glossary.frontier.aka': 'open list',
  'glossary.frontier.definition': 'The frontier (open list): nodes generated and waiting to be expanded (IDA*: its stack).',
  'glossary.visited.word': 'Visited',
  'glossary.visited.aka': 'closed list|explored set',
  'glossary.visited.definition': 'Visited (the closed list): nodes already expanded and remembered, so none is expanded twice.',
  'glossary.onPath.word': 'On path',
  'glossary.onPath.definition':
    'Nodes on the current path from the start: IDA* and IDDFS remember nothing else, so they have no visited set.',
  'glossary.g.word': 'g (depth)',
  'glossary.g.definition': 'g: the moves from the start to the node being expanded.',
  'glossary.h.word': 'h',
  'glossary.h.definition': "h: the heuristic's estimate of the moves left from that node to the goal.",
  'glossary.f.word': 'f',
  'glossary.f.definition': 'f = g + h (g + w·h for weighted A*, h alone for greedy): the key that orders the frontier.',
  'glossary.threshold.word': 'Threshold',
  'glossary.threshold.definition': 'The f bound of this iteration: children with a larger f are pruned until the next one.',
  'glossary.iteration.word': 'Iteration',
  'glossary.iteration.definition': 'Each iteration starts again from the start with a higher threshold.',
  'glossary.max-frontier.word': 'Max frontier',
  'glossary.max-frontier.definition': 'The largest the frontier has been: what the search had to hold in memory at once.',
  'glossary.memory.word': 'Memory',
  'glossary.memory.definition': "What the search's tables hold now: the frontier, the visited set and the way back to the start.",
  'glossary.elapsed.word': 'Engine time',
  'glossary.elapsed.definition':
    'Time the engine spent expanding nodes, measured in its worker. Pauses, drawing and the wait between frames are not counted.',
  'glossary.rate.word': 'Expansions/s',
  'glossary.rate.definition': 'Expansions per second of engine time: how fast the engine expands, whatever the speed setting',
  // (end of glossary)

  // ── explain ──
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
  'lessons.open': 'Lesson',
  'lessons.label': 'Lesson',
  'lessons.place': ({ step, steps }) => `Step ${integer(step)} of ${integer(steps)}`,
  'lessons.question': 'Ask the class:',
  'lessons.previous': '← Previous',
  'lessons.next': 'Next →',
  'lessons.load': 'Open a lesson file…',
  'lessons.close': 'Close',
  'lessons.refused': 'This lesson could not be opened:',
  'lessons.field.title': 'title',
  'lessons.field.text': 'text',
  'lessons.field.question': 'question',
  'lessons.problem.inStep': ({ step, what }) => `Step ${integer(step)}: ${what}`,
  'lessons.problem.not-object': 'the file is not a lesson (a JSON object with a title and steps).',
  'lessons.problem.schema': ({ found, schema }) => `its schema is "${found}", not "${schema}".`,
  'lessons.problem.missing': ({ field }) => `the ${field} is missing.`,
  'lessons.problem.text': ({ field }) => `the ${field} must be text, or text for each language ({"en": …, "zh-CN": …}).`,
  'lessons.problem.long': ({ field, max, length }) => `the ${field} has ${integer(length)} characters; at most ${integer(max)}.`,
  'lessons.problem.no-steps': 'the lesson has no steps.',
  'lessons.problem.too-many': ({ max, steps }) => `the lesson has ${integer(steps)} steps; at most ${integer(max)}.`,
  'lessons.problem.step-object': 'a step must be an object with a title, a text and a setup.',
  'lessons.problem.setup': 'the setup is missing (an object of link keys, with the view).',
  'lessons.problem.setup-key': ({ key }) => `the setup key "${key}" is not one a link has.`,
  'lessons.problem.setup-value': ({ key }) => `the setup's ${key} must be a short text or a number.`,
  'lessons.problem.view': ({ found }) => `the view "${found}" is not solve, explain, compare, accuracy or lab.`,
  'lessons.problem.setup-link': ({ sentence }) => sentence,
  'lessons.problem.json': ({ why }) => `the file is not JSON (${why}).`,
  'lessons.problem.big': ({ max }) => `the file is larger than ${integer(max)} bytes.`,
  'lessons.problem.link': ({ link }) => `the link's lesson "${link}" is neither a built-in lesson nor the address of a file.`,
  'lessons.problem.fetch': ({ link, why }) => `the lesson at ${link} could not be read (${why}).`,
  // (end of lessons)
};
