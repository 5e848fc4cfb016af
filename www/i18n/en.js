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
  'play.enter': 'Play it yourself',
  'play.enterTitle': 'Slide the tiles yourself from this start to the goal, with hints',
  'play.title': 'Play it yourself',
  'play.undo': 'Undo',
  'play.hint': 'Hint',
  'play.reset': 'Reset to start',
  'play.back': 'Back to search',
  'play.moves': 'Moves',
  'play.yourMoves': 'Your moves',
  'play.noMoves': 'none yet',
  'play.keys':
    'Arrow keys or W A S D move the blank (u d l r, as in a solution) · Backspace undo · H hint · or click a tile next to the blank',
  'play.roledescription': 'sliding puzzle',
  'play.board': ({ width, height, tiles }) => `Board ${width}×${height}: ${tiles}`,
  'play.blank': 'blank',
  'play.counting': 'Counting the moves to the goal…',
  'play.atGoal': 'At the goal',
  'play.away': ({ n }) => `${count(n, 'move')} from the goal`,
  'play.tooFar': ({ n }) => `At least ${count(n, 'move')} from the goal: too far to hint quickly`,
  'play.unsolvable': 'This board cannot reach the goal',
  'play.thinking': 'Working out the next move…',
  'play.hintNext': ({ tile, move, slide }) => `Hint: slide the ${tile} ${slide} (the blank moves ${move}).`,
  'play.hintSolved': 'You are at the goal: no move needed.',
  'play.hintTooFar': ({ n }) => `No hint: the goal is at least ${count(n, 'move')} away, too far to search quickly.`,
  'play.hintUnsolvable': 'No hint: no sequence of moves reaches the goal from here.',
  'play.solved': ({ n, shortest }) => `Solved in ${count(n, 'move')} — the shortest is ${integer(shortest)}`,
  'play.solvedUnknown': ({ n, atLeast }) => `Solved in ${count(n, 'move')} — the shortest is at least ${integer(atLeast)}`,
  'play.failed': ({ message }) => `The engine could not answer: ${message}`,
  // (end of play)

  // ── shortcuts ──
  'shortcuts.title': 'Keyboard shortcuts',
  'shortcuts.closeButton': 'Close',
  'shortcuts.solve': 'Solve and Explain',
  'shortcuts.solvePlay': 'Play or pause the search; once solved, play or pause the solution',
  'shortcuts.solveStep': 'Step: expand one node; once solved, the next move',
  'shortcuts.solveStepAlso': 'Step (also once solved)',
  'shortcuts.solveBack': 'Step back: undo one expansion',
  'shortcuts.solvePrevious': 'Once solved, the previous move',
  'shortcuts.solveReset': 'Reset the search',
  'shortcuts.solveEnter': 'In the Start state field: use the board typed',
  'shortcuts.play': 'Solve: play it yourself (when the board has the focus)',
  'shortcuts.playArrows': 'Slide the tile above, below, left or right of the blank into it',
  'shortcuts.playLetters': 'The same, by letter',
  'shortcuts.playUndo': 'Undo a move',
  'shortcuts.playHint': 'Hint: the next move on a shortest path',
  'shortcuts.compare': 'Compare',
  'shortcuts.compareRun': 'Run or pause every lane',
  'shortcuts.compareStep': 'Step every lane',
  'shortcuts.compareReset': 'Reset every lane',
  'shortcuts.compareEnter': 'In the start field: use the board typed',
  'shortcuts.explain': 'Explain: search tree (when it has the focus) and tabs',
  'shortcuts.explainSides': 'Tree: the previous or next expansion; tabs: the previous or next tab',
  'shortcuts.explainParent': 'Tree: the node\'s parent',
  'shortcuts.explainChild': 'Tree: the node\'s first child',
  'shortcuts.explainEnds': 'The first or last expansion (or tab)',
  'shortcuts.lab': '15-puzzle lab',
  'shortcuts.labEnter': 'In the board field: solve it; in the field of Korf\'s instances: run them',
  'shortcuts.everywhere': 'Everywhere',
  'shortcuts.show': 'Show this list',
  'shortcuts.close': 'Close this list; leave presentation mode',
  'shortcuts.skip': 'The first Tab shows "Skip to main content", which jumps past the top bar',
  // The top bar's ? and presentation buttons (index.html, www/present.js)
  'shortcuts.button': 'Keyboard shortcuts',
  'shortcuts.buttonTitle': 'Keyboard shortcuts (?)',
  'shortcuts.presentation': 'Presentation mode',
  'shortcuts.presentationTitle': 'Presentation mode: larger type and higher contrast for a projector (Esc leaves it)',
  // The Solve view's save buttons (index.html, www/png.js)
  'shortcuts.saveBoard': 'Save board as PNG',
  'shortcuts.saveChart': 'Save chart as PNG',
  'shortcuts.saveFailed': ({ message }) => `Could not save: ${message}`,
  'shortcuts.chart': 'Chart',
  'shortcuts.pngFailed': 'the picture could not be encoded as PNG',
  // (end of shortcuts)

  // ── glossary ──
  // (end of glossary)

  // ── explain ──
  // (end of explain)

  // ── compare ──
  // (end of compare)

  // ── accuracy ──
  // (end of accuracy)

  // ── lab ──
  // The lab's screen (www/lab/markup.js)
  'lab.viewLabel': '15-puzzle lab',
  'lab.setupTitle': '15-puzzle',
  'lab.algorithm': 'Algorithm',
  'lab.heuristic': 'Heuristic',
  'lab.goal': 'Goal',
  'lab.preset': 'Preset',
  'lab.board': '15-puzzle board',
  'lab.boardHint': '16 numbers, blank 0; rows may be split by /',
  'lab.solve': 'Solve in worker',
  'lab.cancel': 'Cancel',
  'lab.canvas': 'The board',
  'lab.move': 'Move',
  'lab.runTitle': 'In the worker',
  'lab.starting': 'Starting the worker…',
  'lab.pdb': 'Pattern database',
  'lab.tablesIdle': 'Pattern databases are built in the worker the first time, then kept in this browser.',
  'lab.search': 'Search',
  'lab.nodesGenerated': 'Nodes generated',
  'lab.rate': 'Nodes/s',
  'lab.threshold': 'Threshold',
  'lab.iteration': 'Iteration',
  'lab.elapsed': 'Elapsed',
  'lab.hStart': 'h(start)',
  'lab.result': 'Result',
  'lab.length': 'Length',
  'lab.nodes': 'Nodes',
  'lab.time': 'Time',
  'lab.moves': 'Solution moves',
  'lab.iterations': 'Iterations',
  'lab.korfTitle': 'Korf’s 100',
  'lab.korfHint':
    'Korf’s (1985) random instances, solved one after another in the worker with the algorithm, heuristic and goal chosen on the left.',
  'lab.instances': 'Instances',
  'lab.runKorf': 'Run instances',
  'lab.korfTable': 'Korf’s 100 results',
  'lab.colNumber': '#',
  'lab.colOptimal': 'Optimal',
  'lab.colOurs': 'Ours',
  'lab.colSeconds': 'Seconds',
  'lab.colOptimalQ': 'Optimal?',
  'lab.totals': 'Totals',
  'lab.totalsEmpty': 'Run some instances: each heuristic’s total stays here, so two runs can be compared.',
  'lab.howKernel': 'fast kernel',
  'lab.howBudget': ({ mb }) => `stops at ${mb} MB`,
  'lab.hintIdastar': 'Tiny memory; searches nodes again each iteration.',
  'lab.hintAstar': 'Expands each state once but keeps them all.',
  'lab.goalBlankFirst': 'Blank first (Korf’s goal)',
  'lab.goalOrdered': 'Ordered (1 … 15, blank last)',
  // The setup panel (www/lab/setup.js)
  'lab.algorithmOption': ({ title, how }) => `${title} (${how})`,
  'lab.typedBoard': 'Typed board',
  'lab.presetOption': ({ number, optimal }) => `Korf #${number} (${optimal} moves)`,
  'lab.canvasEmpty': 'The board: not a valid board yet',
  'lab.canvasBoard': ({ tiles }) => `The board: ${tiles}`,
  'lab.blank': 'blank',
  // The run panel (www/lab/run-panel.js)
  'lab.seconds': ({ s }) => `${s} s`,
  'lab.pdbNamed': ({ name }) => `Pattern database ${name}`,
  'lab.buildingTable': ({ table, tables }) => `Building table ${table} of ${tables} in the worker…`,
  'lab.tablesNone': ({ title }) => `${title} needs no pattern database.`,
  'lab.tablesCache': ({ title, time, size }) => `${title}: loaded from cache in ${time} (${size}, kept in this browser).`,
  'lab.tablesBuiltSaved': ({ title, time, size }) => `${title}: built in ${time} (${size}), saved in this browser for next time.`,
  'lab.tablesBuiltUnsaved': ({ title, time, size }) => `${title}: built in ${time} (${size}), could not be cached in this browser.`,
  'lab.tablesMemory': ({ title, size }) => `${title}: already in the worker (${size}).`,
  'lab.bound': ({ bound }) => `${String(bound)[0].toUpperCase()}${String(bound).slice(1)}`,
  'lab.fReached': 'f reached',
  'lab.memory': 'Memory',
  'lab.lengthMoves': ({ n }) => count(n, 'move'),
  'lab.optimalYes': ({ optimal }) => `✓ Optimal: Korf’s file says ${optimal}.`,
  'lab.optimalNo': ({ optimal }) => `✗ Not optimal: Korf’s file says ${optimal}.`,
  'lab.stopped': 'stopped',
  // The lab's status line (www/lab/index.js)
  'lab.couldNotStart': ({ message }) => `The lab could not start: ${message}`,
  'lab.statusBuilding': ({ title, percent }) => `Building the ${title} pattern database… ${percent}%`,
  'lab.korfNumber': ({ number }) => `Korf #${number}`,
  'lab.theBoard': 'the board',
  'lab.statusSolving': ({ name, title }) => `Solving ${name} with ${title}…`,
  'lab.statusSolved': ({ name, length, nodes, time }) => `Solved ${name} in ${length} moves: ${nodes} nodes in ${time}.`,
  'lab.statusMemory': ({ expanded }) =>
    `A* stopped at its memory budget after ${expanded} expansions, without a solution: ` +
    'try IDA*, which needs almost no memory, or a stronger heuristic.',
  'lab.statusStopped': ({ nodes }) => `Stopped after ${nodes} nodes without a solution.`,
  'lab.statusKorfInstance': ({ title, number, n }) => `Korf’s 100 with ${title}: instance ${number} of ${n}…`,
  'lab.statusKorfDone': ({ n, title, optimal, nodes, time }) =>
    `Korf’s first ${n} with ${title}: optimal ${optimal}/${n}, ${nodes} nodes in ${time}.`,
  'lab.statusChecking': 'Checking the board…',
  'lab.statusFixBoard': 'The board needs fixing first: see the message under it.',
  'lab.statusCancelled': 'Cancelled. The worker was stopped; a fresh one is ready.',
  'lab.statusReady': 'Ready: pick a board and press Solve in worker, or run Korf’s instances.',
  // Korf's 100 (www/lab/korf-panel.js)
  'lab.instancesError': 'Instances must be a whole number from 1 to 100.',
  'lab.rowMemory': 'memory',
  'lab.rowStopped': 'stopped',
  'lab.rowCancelled': 'cancelled',
  'lab.rowOptimal': 'optimal',
  'lab.rowNotOptimal': 'not optimal',
  'lab.fewerNodes': ({ times, n }) => `${times}× fewer nodes than Manhattan on these ${n}`,
  'lab.moreNodes': ({ times, n }) => `${times}× more nodes than Manhattan on these ${n}`,
  'lab.totalRate': ({ rate }) => `, ${rate} nodes/s`,
  'lab.totalCancelled': ' (cancelled)',
  'lab.totalRunning': ({ solved, n }) => ` (running: ${solved} of ${n})`,
  'lab.totalGoal': ({ goal }) => `, ${goal} goal`,
  'lab.totalLine': ({ solved, optimal, nodes, time, rate, state }) =>
    ` · ${count(solved, 'instance')}: optimal ${optimal}/${solved}, ${nodes} nodes, ${time}${rate}${state}`,
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
