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
  // (end of explain)

  // ── compare ──
  'compare.viewLabel': 'Compare searches',
  'compare.startLabel': 'Start state',
  'compare.forEveryLane': ' for every lane',
  'compare.goalLabel': 'Goal',
  'compare.goalBoard': 'Goal board',
  'compare.goalBoardTiles': ({ tiles }) => `Goal board: ${tiles}`,
  'compare.customGoal': ({ goal }) => `custom: ${goal}`,
  'compare.goalName.ordered': 'ordered',
  'compare.goalName.blank-first': 'blank-first',
  'compare.goalName.spiral': 'spiral',
  'compare.goalName.reverse': 'reverse',
  'compare.fromSolve': 'Use Solve board',
  'compare.fromSolveTitle': 'Start again from the board and goal of the Solve view',
  'compare.fix': ({ message }) => `Fix the start state to run the lanes: ${message}.`,
  'compare.step': 'Step all',
  'compare.stepTitle': 'One expansion in every lane (→)',
  'compare.run': 'Run all',
  'compare.pause': 'Pause all',
  'compare.runTitle': 'Every lane expands the same number of nodes per frame (Space)',
  'compare.reset': 'Reset all',
  'compare.resetTitle': 'Start every lane over (R)',
  'compare.speed': 'Speed',
  'compare.speedOf': ' of every lane',
  'compare.speedMax': 'max',
  'compare.speedPerSecond': ({ n }) => `${integer(n)} / s`,
  'compare.speedFastest': 'as fast as possible',
  'compare.speedText': ({ n }) => `${count(n, 'expansion')} per second in each lane`,
  'compare.addLane': '+ Add lane',
  'compare.addLaneTitle': 'Up to six lanes',
  'compare.lanes': 'Lanes',
  'compare.lane': ({ n }) => `Lane ${n}`,
  'compare.lanePrefix': ({ n }) => `Lane ${n} `,
  'compare.laneAlgorithm': ({ n }) => `Lane ${n} algorithm`,
  'compare.laneHeuristic': ({ n }) => `Lane ${n} heuristic`,
  'compare.laneWeight': ({ n }) => `Lane ${n} weight`,
  'compare.laneBoard': ({ n, tiles }) => `Lane ${n} board: ${tiles}`,
  'compare.blind': 'Blind search: no heuristic',
  'compare.removeLaneTitle': 'Remove this lane',
  'compare.removeLane': ({ n }) => `Remove lane ${n}`,
  'compare.counter.expanded': 'Expanded',
  'compare.counter.generated': 'Generated',
  'compare.counter.frontier': 'Frontier',
  'compare.counter.visited': 'Visited',
  'compare.result.ready': 'Ready',
  'compare.result.searching': ({ g }) => `Searching · depth ${g}`,
  'compare.result.solved': ({ n, optimal }) => `Solved: ${count(n, 'move')}${optimal ? ' (shortest)' : ' (maybe not shortest)'}`,
  'compare.result.unsolvable': 'Unsolvable',
  'compare.result.memory': ({ mb }) => `Stopped: memory budget (${integer(mb)} MB)`,
  'compare.result.nodes': 'Stopped: node budget',
  'compare.result.exhausted': 'No solution',
  'compare.place': ({ n }) => `${n}${['th', 'st', 'nd', 'rd'][n] ?? 'th'}`,
  'compare.placeTied': ({ place }) => `tied ${place}`,
  'compare.placeSentence': ({ place, n }) => `Solved ${place}: ${count(n, 'expansion')}`,
  'compare.asManyAs': ({ lanes }) => `, as many as ${lanes}`,
  'compare.laneRef': ({ n }) => `lane ${n}`,
  'compare.laneRefs': ({ list }) => `lanes ${list}`,
  'compare.listSeparator': ', ',
  'compare.clauseSeparator': '; ',
  'compare.then': ({ first, next }) => `${first} ${next}`,
  'compare.sentence': ({ text }) => `${text}.`,
  'compare.race': 'Race',
  'compare.frontierToggle': 'Frontier size',
  'compare.onRaceChart': ' on the race chart',
  'compare.logToggle': 'Log scale',
  'compare.ofRaceChart': ' of the race chart',
  'compare.chartKey': 'Chart key',
  'compare.chartLabel': "Chart: each lane's expanded nodes (or frontier size) against the expansions it has made",
  'compare.chartPlaceholder': 'One line per lane appears here as the lanes run.',
  'compare.chartX': 'Expansions (each lane)',
  'compare.chartFrontier': 'Frontier size',
  'compare.chartExpanded': 'Expanded',
  'compare.chartSeries': 'Expansions',
  'compare.results': 'Results',
  'compare.copy': 'Copy as CSV',
  'compare.download': 'Download CSV',
  'compare.csvText': 'CSV text',
  'compare.copied': ({ n }) => `Copied: a header line and ${count(n, 'row')}.`,
  'compare.copyRefused': 'The browser did not allow copying: the CSV is selected below, press Ctrl+C.',
  'compare.column.lane': 'Lane',
  'compare.column.title': 'Search',
  'compare.column.solutionLength': 'Length',
  'compare.column.optimal': 'Optimal',
  'compare.column.expanded': 'Expanded',
  'compare.column.generated': 'Generated',
  'compare.column.maxFrontier': 'Max frontier',
  'compare.column.visited': 'Visited',
  'compare.column.wallTimeMs': 'Time',
  'compare.column.memory': 'Memory',
  'compare.guaranteed': 'guaranteed',
  'compare.notGuaranteed': 'not guaranteed',
  'compare.best': ' (best)',
  'compare.branchingFactor': 'effective branching factor',
  'compare.captionSolves': ' solves N + 1 = 1 + b* + (b*)² + … + (b*)',
  'compare.captionRest':
    ', where d is the solution length and N the nodes generated after the start (Generated − 1), as in Russell & Norvig. ' +
    "Time: wall time of the lane's engine calls. Memory: the engine's estimate for its tables (budget ",
  'compare.captionEnd': ' a lane).',
  'compare.noteFinalBest': 'One board, every lane done. Highlighted: the best of each column.',
  'compare.noteFinal': 'One board, every lane done.',
  'compare.noteIdle': "One board: each lane's numbers fill in as it runs.",
  'compare.noteSoFar': 'One board; the numbers so far.',
  'compare.error': ({ message }) => `A search stopped with an error: ${message}`,
  'compare.ready': ({ lanes, link }) =>
    `Ready: ${count(lanes, 'lane')} on the same board. Run all expands the same number of nodes in every lane each frame.${link}`,
  'compare.linkLanes': ({ problems }) => ` The link's lanes: ${problems}`,
  'compare.laneAdded': ({ n, title }) =>
    `Lane ${n} added (${title}): Run all or Step all drives it; the other lanes keep their results.`,
  'compare.paused': ({ n, finishers }) => `Paused: ${count(n, 'expansion')} in each lane still searching. ${finishers}`,
  'compare.running': ({ n, running, finishers }) =>
    `Running: ${count(n, 'expansion')} per lane, ${count(running, 'lane')} still searching. ${finishers}`,
  'compare.laneNamed': ({ n, title }) => `lane ${n} (${title})`,
  'compare.tied': ({ list, last }) => `${list} and ${last}, tied`,
  'compare.fewest': ({ who, n }) => `Fewest expansions: ${who}, ${integer(n)}.`,
  'compare.stoppedMemory': ({ n, mb }) => `${count(n, 'lane')} stopped: memory budget (${integer(mb)} MB${n > 1 ? ' each' : ''})`,
  'compare.stoppedNodes': ({ n }) => `${count(n, 'lane')} stopped: node budget`,
  'compare.noSolution': ({ n }) => `${count(n, 'lane')} found no solution`,
  'compare.failed': ({ n }) => `${count(n, 'lane')} failed (see ${n > 1 ? 'each lane' : 'the lane'})`,
  'compare.noneFinished': 'No lane has finished yet.',
  'compare.solvedOf': ({ solved, lanes }) => `${solved} of ${count(lanes, 'lane')} solved.`,
  'compare.unsolvable': ({ message }) => `Unsolvable: ${message}`,
  'compare.noneSolved': ({ unsolved }) => `No lane solved this board. ${unsolved}`,
  'compare.allDone': 'All lanes done.',
  'compare.batch': 'Batch',
  'compare.batchBoards': 'Random boards ',
  'compare.batchDepth': 'Optimal depth ',
  'compare.batchTitle': 'Every lane on random 3×3 boards exactly this many moves from the goal; the table shows the means',
  'compare.batchProgress': 'Batch progress',
  'compare.cancel': 'Cancel',
  'compare.batchBoardsInvalid': 'Random boards: a whole number from 1 to 100.',
  'compare.batchDepthInvalid': 'Optimal depth: a whole number from 1 to 31 (no 3×3 board is farther).',
  'compare.batchCancelled': 'Batch cancelled: the table is unchanged.',
  'compare.batchAt': ({ board, boards, lane, lanes }) => `Board ${board} of ${boards} · lane ${lane} of ${lanes}`,
  'compare.batchDone': ({ boards, lanes }) => `Done: ${count(boards, 'board')} × ${count(lanes, 'lane')}.`,
  'compare.batchNote': ({ k, d, goal }) =>
    `Means over ${count(k, 'random 3×3 board')}, each ${count(d, 'move')} from the ${goal} goal (${k === 1 ? 'seed 1' : `seeds 1–${k}`}).`,
  'compare.link.tooMany': ({ n, max }) => `the link asks for ${n} lanes; Compare runs at most ${max}.`,
  'compare.link.unknownAlgorithm': ({ name }) => `unknown algorithm '${name}' left out.`,
  'compare.link.unknownHeuristic': ({ name, instead }) => `unknown heuristic '${name}': ${instead} used instead.`,
  'compare.link.weight': ({ weight, min, max }) => `weight ${weight} is outside ${min}–${max} and was clamped.`,
  'compare.link.tooFew': ({ n, min }) => `the link names ${count(n, 'usable lane')}; the default ${min}+ lanes are shown.`,
  // (end of compare)

  // ── accuracy ──
  'accuracy.viewLabel': 'Heuristic accuracy and the state space',
  'accuracy.title': 'Heuristic accuracy',
  'accuracy.intro': 'How close each heuristic’s guess h comes to the true distance h* — for every state of the 8-puzzle.',
  'accuracy.startLabel': 'Start state (3×3)',
  'accuracy.goalLabel': 'Goal board',
  'accuracy.typeBoard': 'Type a 3×3 board.',
  'accuracy.fromSolve': 'From the Solve view (or type another board).',
  'accuracy.typed': 'Typed here.',
  'accuracy.fromLink': 'From the link (or type another board).',
  'accuracy.linkGoal': ({ goal, kept }) => `From the link, whose goal ${goal} is not a 3×3 goal: the goal stays ${kept}.`,
  'accuracy.customGoal': 'custom (from Solve)',
  'accuracy.solveGoal': 'The Solve view’s own goal.',
  'accuracy.startBoard': 'Start board',
  'accuracy.startBoardTiles': ({ tiles }) => `Start board: ${tiles}`,
  'accuracy.facts': 'The start board',
  'accuracy.reading':
    'Nearer the diagonal, better guesses. The checkerboard: a move changes h* by one and Manhattan distance or ' +
    'linear conflict by an odd amount, so h and h* are both even or both odd.',
  'accuracy.heatMap': ({ title }) => `${title}: heat map`,
  'accuracy.computing': 'Computing…',
  'accuracy.mapsTitle': 'Estimate h against the true distance h*',
  'accuracy.legend': 'states per cell (log scale)',
  'accuracy.ringKey': 'start board',
  'accuracy.save': 'Save chart as PNG',
  'accuracy.saveFailed': ({ message }) => `Could not save: ${message}`,
  'accuracy.trueDistance': 'True distance h*',
  'accuracy.startFact': 'Start',
  'accuracy.noDistance': 'none',
  'accuracy.otherHalf': 'This board cannot reach the goal: it lies in the other half of the 362,880 arrangements.',
  'accuracy.moves': ({ n }) => count(n, 'move'),
  'accuracy.spaceFailed': ({ message }) => `The state space could not be listed: ${message}.`,
  'accuracy.computingSpace': 'Computing the exact distance of every state (one breadth-first search backwards from the goal)…',
  'accuracy.space': ({ states, farthest }) =>
    `${count(states, 'state')} can reach this goal; the farthest are ${count(farthest, 'move')} away ` +
    '(one breadth-first search backwards from the goal).',
  'accuracy.dominanceHolds': ({ states }) =>
    `✓ misplaced ≤ Manhattan ≤ linear conflict ≤ h* on all ${count(states, 'state')} (counted state by state).`,
  'accuracy.dominanceFails': ({ holds, states }) =>
    `✗ misplaced ≤ Manhattan ≤ linear conflict ≤ h* holds on ${integer(holds)} of ${count(states, 'state')} only.`,
  'accuracy.meanRatio': 'mean h / h*',
  'accuracy.meanRatioTitle': 'The average of h ÷ h* over every state but the goal: 1 would be perfect.',
  'accuracy.exact': 'h = h* (exact)',
  'accuracy.exactTitle': 'States on the diagonal.',
  'accuracy.over': 'h > h*',
  'accuracy.overNone': 'none: admissible',
  'accuracy.overCount': ({ n }) => count(n, 'state'),
  'accuracy.overTitle': 'States above the diagonal, where the heuristic would overestimate.',
  'accuracy.tooBig': ({ width, height }) =>
    `This view needs a 3×3 board; this one is ${width}×${height}, whose state space is far ` +
    'too big to list (a 4×4 board reaches 10,461,394,944,000 states).',
  'accuracy.pngTitle': ({ states, goal }) => `Estimate h against the true distance h* — ${count(states, 'state')}, goal ${goal}`,
  'accuracy.pngLegend': 'states per cell (log scale) · ring: the start board',
  'accuracy.mapLabel': ({ title, states }) => `${title}: heat map of the estimate h against the true distance h* for ${count(states, 'state')}.`,
  'accuracy.mapRing': ({ d, h }) => ` The start board is ringed at h* = ${d}, h = ${h}.`,
  'accuracy.overestimate': 'h > h*: would overestimate',
  'accuracy.noStateHere': 'no state here',
  'accuracy.statesHere': ({ n }) => `${count(n, 'state')} here`,
  'accuracy.axisX': 'true distance h* (moves)',
  'accuracy.axisY': 'estimate h',
  'accuracy.cell': ({ d, h, n, share }) => `h* = ${d}, h = ${h}: ${count(n, 'state')}${share}`,
  'accuracy.startCell': ({ cell }) => `Start ◯ ${cell}`,
  'accuracy.pointAt': 'Point at a cell to count its states.',
  'accuracy.failed': ({ message }) => `The Accuracy view could not start: ${message}`,
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
