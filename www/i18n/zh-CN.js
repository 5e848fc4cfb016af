// 页面的中文：页面写出的每一句话，按键名（www/i18n/index.js `t`）。术语取自 ./terms.js
// （教科书和题解的用词：状态、扩展、OPEN 表……），不用机器翻译。The page's Chinese: the same keys
// as ./en.js, plus the engine's texts by code (algorithm.<name>.title, status.<name>,
// error.<code>), which English takes from the engine itself.

import { integer, decimal } from '../format.js';
import { zh } from './terms.js';

void integer, decimal, zh;

/** @type {Record<string, string | ((args: any) => string)>} */
export default {
  // ── page ──
  'page.title': `npuzzle — 一步一步看${zh('bfs')}、A* 与 IDA* 解${zh('puzzle8')}`,
  'page.description': `看${zh('bfs')}、A*、IDA* 等算法一次扩展一个${zh('node')}地解${zh('puzzle8')}和${zh('puzzle15')}。`,
  'header.language': '语言',
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
  // (end of compare)

  // ── accuracy ──
  // (end of accuracy)

  // ── lab ──
  // (end of lab)

  // ── engine ──
  // The engine's catalogue words (www/catalogue.js WORDS), by name.
  'algorithm.bfs.title': zh('bfs'),
  'algorithm.bfs.short': 'BFS',
  'algorithm.bfs.phrase': zh('bfs'),
  'algorithm.bfs.hint': `逐层${zh('expand')}：步数最短，${zh('node')}很多。`,
  'algorithm.bibfs.title': zh('bidirectional'),
  'algorithm.bibfs.short': '双向 BFS',
  'algorithm.bibfs.phrase': zh('bidirectional'),
  'algorithm.bibfs.hint': `从${zh('start')}和${zh('goal')}两头同时 BFS，相遇即得：步数最短。`,
  'algorithm.astar.title': zh('astar'),
  'algorithm.astar.short': 'A*',
  'algorithm.astar.phrase': zh('astar'),
  'algorithm.astar.hint': `先${zh('expand')} f = g + h 最小的${zh('node')}：步数最短。`,
  'algorithm.wastar.title': zh('weightedAstar'),
  'algorithm.wastar.short': zh('weightedAstar'),
  'algorithm.wastar.phrase': zh('weightedAstar'),
  'algorithm.wastar.hint': 'f = g + w·h：路径长度不超过最短路的 w 倍。',
  'algorithm.greedy.title': zh('greedy'),
  'algorithm.greedy.short': '贪心',
  'algorithm.greedy.phrase': zh('greedy'),
  'algorithm.greedy.hint': `先${zh('expand')} h 最小的${zh('node')}：快，但不保证最短。`,
  'algorithm.idastar.title': zh('idastar'),
  'algorithm.idastar.short': zh('idastar'),
  'algorithm.idastar.phrase': zh('idastar'),
  'algorithm.idastar.hint': `在逐次放宽的 f ${zh('bound')}下做${zh('dfs')}：步数最短。`,
  'algorithm.iddfs.title': zh('iddfs'),
  'algorithm.iddfs.short': 'IDDFS',
  'algorithm.iddfs.phrase': zh('iddfs'),
  'algorithm.iddfs.hint': `在逐次加深的${zh('depth')}限制下做${zh('dfs')}。`,
  'heuristic.zero.title': '无（h = 0）',
  'heuristic.zero.short': 'h = 0',
  'heuristic.zero.phrase': 'h = 0',
  'heuristic.zero.shortPhrase': 'h = 0',
  'heuristic.zero.hint': '完全不估计：A* 退化为一致代价搜索。',
  'heuristic.misplaced.title': zh('misplaced'),
  'heuristic.misplaced.short': zh('misplaced'),
  'heuristic.misplaced.phrase': zh('misplaced'),
  'heuristic.misplaced.shortPhrase': zh('misplaced'),
  'heuristic.misplaced.hint': `不在目标位置上的${zh('tile')}个数。无需建表；比${zh('manhattan')}弱。`,
  'heuristic.manhattan.title': zh('manhattan'),
  'heuristic.manhattan.short': '曼哈顿',
  'heuristic.manhattan.phrase': zh('manhattan'),
  'heuristic.manhattan.shortPhrase': zh('manhattan'),
  'heuristic.manhattan.hint': `每个${zh('tile')}到其目标位置的距离之和。无需建表；五种之中最弱。`,
  'heuristic.linear-conflict.title': zh('linearConflict'),
  'heuristic.linear-conflict.short': zh('linearConflict'),
  'heuristic.linear-conflict.phrase': zh('linearConflict'),
  'heuristic.linear-conflict.shortPhrase': zh('linearConflict'),
  'heuristic.linear-conflict.hint': `${zh('manhattan')}，再为同一行或同一列中每对必须互相让过的${zh('tile')}加 2。`,
  'heuristic.walking-distance.title': zh('walkingDistance'),
  'heuristic.walking-distance.short': zh('walkingDistance'),
  'heuristic.walking-distance.phrase': zh('walkingDistance'),
  'heuristic.walking-distance.shortPhrase': zh('walkingDistance'),
  'heuristic.walking-distance.hint': `高桥的${zh('walkingDistance')}：把行和列各看作一个小拼图（建表只需一眨眼）。`,
  'heuristic.pdb555.title': `${zh('pdb')} 5-5-5`,
  'heuristic.pdb555.short': '模式库 5-5-5',
  'heuristic.pdb555.phrase': `5-5-5 ${zh('pdb')}`,
  'heuristic.pdb555.shortPhrase': '模式库 5-5-5',
  'heuristic.pdb555.hint': `三个各含 5 个${zh('tile')}的${zh('pdb')}，共 1.5 MB，相加（再与其镜像取最大值）。`,
  'heuristic.pdb663.title': `${zh('pdb')} 6-6-3`,
  'heuristic.pdb663.short': '模式库 6-6-3',
  'heuristic.pdb663.phrase': `6-6-3 ${zh('pdb')}`,
  'heuristic.pdb663.shortPhrase': '模式库 6-6-3',
  'heuristic.pdb663.hint': `两个 6 ${zh('tile')}、一个 3 ${zh('tile')}的${zh('pdb')}，共 11.0 MB：在后台线程中建一次（需几秒），之后缓存在本浏览器里。`,
  'goal.ordered.description': `1 2 … n，最后是${zh('blank')}（POJ 1077）`,
  'goal.blank-first.description': `先是${zh('blank')}，然后 1 2 … n（Korf 的${zh('puzzle15')}）`,
  'goal.spiral.description': `顺时针螺旋，${zh('blank')}在中间（codevs 1225：123804765）`,
  'goal.reverse.description': `n … 2 1，最后是${zh('blank')}（3×3 上为 8 7 6 5 4 3 2 1 0）`,
  // A summary's statusCode and a solvability's code (src/message.rs SENTENCES).
  'status.ready': '就绪',
  'status.searching': '搜索中',
  'status.solved': ({ moves, optimal }) => `${integer(moves)} 步解出${optimal ? '' : '（不保证最短）'}`,
  'status.exhausted': `无解：所有可达的${zh('state')}都已${zh('expand')}`,
  'status.stopped.nodes': ({ expanded }) =>
    `${zh('expand')} ${integer(expanded)} 个${zh('node')}后停止（达到${zh('node')}数${zh('budget')}）`,
  'status.stopped.memory': ({ expanded }) =>
    `${zh('expand')} ${integer(expanded)} 个${zh('node')}后停止（达到${zh('memory')}${zh('budget')}）`,
  'status.solvability.odd': ({ startInversions: s, goalInversions: g, solvable }) =>
    `${zh('start')}有 ${integer(s)} 个${zh('inversion')}（${oddEven(s)}），${zh('goal')}有 ${integer(g)} 个（${oddEven(g)}）。` +
    `在宽度为奇数的棋盘上，每一步都不改变${zh('inversion')}数的${zh('parity')}，所以${reach(solvable)}${zh('goal')}。`,
  'status.solvability.even': (a) =>
    `${zh('start')}有 ${integer(a.startInversions)} 个${zh('inversion')}，${zh('blank')}在第 ${integer(a.startRow)} 行` +
    `（和为 ${integer(a.startSum)}，${oddEven(a.startSum)}）；${zh('goal')}有 ${integer(a.goalInversions)} 个${zh('inversion')}，` +
    `${zh('blank')}在第 ${integer(a.goalRow)} 行（和为 ${integer(a.goalSum)}，${oddEven(a.goalSum)}）。` +
    `在宽度为偶数的棋盘上，每一步都不改变「${zh('inversion')}数 + ${zh('blank')}行号」的${zh('parity')}，所以${reach(a.solvable)}${zh('goal')}。`,
  // (end of engine)

  // ── errors ──
  // An engine error's code (src/message.rs ERRORS), through errorText.
  'error.parse.empty': `棋盘是空的：应有 9 或 16 个${zh('tile')}，实际 0 个`,
  'error.parse.notATile': ({ token }) => `「${token}」不是${zh('tile')}`,
  'error.parse.count': ({ found }) => `应有 9 或 16 个${zh('tile')}，实际 ${integer(found)} 个`,
  'error.parse.countForSize': ({ width, height, expected, found }) =>
    `${width}×${height} 的棋盘应有 ${integer(expected)} 个${zh('tile')}，实际 ${integer(found)} 个`,
  'error.parse.ragged': ({ row, length, first }) =>
    `第 ${integer(row)} 行有 ${integer(length)} 个${zh('tile')}，而第 1 行有 ${integer(first)} 个`,
  'error.parse.digitRun': ({ token, digits }) =>
    `「${token}」有 ${integer(digits)} 位数字：3×3 的棋盘请写 9 位数字，否则请用空格把${zh('tile')}隔开`,
  'error.parse.blankTwice': `${zh('blank')}出现了两次`,
  'error.parse.duplicate': ({ tile }) => `${zh('tile')} ${tile} 出现了两次`,
  'error.parse.noBlank': `没有${zh('blank')}（0、x 或 _）`,
  'error.parse.outOfRange': ({ tile, max }) => `${zh('tile')} ${tile} 超出范围（1 到 ${integer(max)}）`,
  'error.parse.notASize': ({ text }) => `「${text}」不是棋盘大小（请写成 3x3 或 4x4）`,
  'error.parse.sizeUnsupported': ({ width, height, min, max }) =>
    `不支持 ${width}×${height} 的棋盘（边长 ${min} 到 ${max}）`,
  'error.parse.sizeMismatch': ({ goalWidth, goalHeight, startWidth, startHeight }) =>
    `${zh('goal')}是 ${goalWidth}×${goalHeight}，而${zh('start')}是 ${startWidth}×${startHeight}`,
  'error.parse.board': ({ detail }) => `棋盘无效（${detail}）`,
  'error.name.unknown': ({ kind, name, choices }) =>
    `没有名为「${name}」的${NAME_KINDS[kind] ?? kind}（可选：${choiceList(choices)}）`,
  'error.argument.notString': ({ argument, type }) =>
    `${ARGUMENTS[argument] ?? argument}必须是字符串，不能是${JS_TYPES[type] ?? type}`,
  'error.argument.numberNotString': ({ argument, value }) =>
    `${ARGUMENTS[argument] ?? argument}必须是字符串，不能是数 ${value}`,
  'error.argument.notWhole': ({ argument, value }) =>
    `${ARGUMENTS[argument] ?? argument}必须是不小于 0 的整数，不能是 ${value}`,
  'error.limits.weight': ({ min, max, value }) =>
    `权重必须是 ${min} 到 ${max} 之间的数${value === 'NaN' ? '' : `，不能是 ${value}`}`,
  'error.random.depthUnreachable': ({ width, height, depth, farthest }) =>
    `没有离这个${zh('goal')} ${integer(depth)} 步的 ${width}×${height} 棋盘（最远的也只有 ${integer(farthest)} 步）`,
  'error.random.walkTooLong': ({ depth, max }) => `随机走 ${integer(depth)} 步太长了（最多 ${integer(max)} 步）`,
  'error.accuracy.heuristic': ({ heuristic }) =>
    `准确度视图只比较${zh('misplaced')}、${zh('manhattan')}和${zh('linearConflict')}，不比较「${heuristic}」`,
  'error.accuracy.tooLarge': ({ width, height, max }) =>
    `${width}×${height} 的棋盘${zh('state')}太多，无法一一列出；准确度视图需要至多 ${integer(max)} 格的棋盘，如 3×3`,
  'error.sizes.differ': ({ boardWidth, boardHeight, goalWidth, goalHeight }) =>
    `棋盘是 ${boardWidth}×${boardHeight}，而${zh('goal')}是 ${goalWidth}×${goalHeight}`,
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

// ── engine and errors: the words their messages are made of ──
// (Functions, hoisted: the messages above call them only when worded.)

/** 奇数 or 偶数, for a parity. */
function oddEven(n) {
  return n % 2 === 0 ? '偶数' : '奇数';
}

/** 可以到达 or 无法到达. */
function reach(solvable) {
  return solvable ? '可以到达' : '无法到达';
}

/** The kinds of name `name.unknown` gives (src/names.rs `pick`, src/goal.rs `unknown`). */
const NAME_KINDS = { algorithm: '算法', heuristic: '启发函数', goal: zh('goal'), 'visited table': zh('visitedTable') };

/** The arguments the wasm checks name (src/wasm/mod.rs `string_arg`, `whole`). */
const ARGUMENTS = {
  start: zh('start'),
  goal: zh('goal'),
  algorithm: '算法',
  heuristic: '启发函数',
  board: '棋盘',
  size: '棋盘大小',
  tiles: zh('tile'),
  depth: zh('depth'),
  nodes: `${zh('node')}数`,
};

/** What a JS value is (src/wasm/mod.rs `type_of`). */
const JS_TYPES = {
  undefined: '未定义的值',
  null: '空值',
  array: '数组',
  object: '对象',
  boolean: '布尔值',
  bigint: '大整数',
  symbol: '符号',
  function: '函数',
};

/** Menu names as typed, `a、b 或 c`; a goal's last choice "a board" is 一个棋盘. */
function choiceList(choices) {
  const words = choices.map((c) => (c === 'a board' ? '一个棋盘' : c));
  if (words.length < 2) return words.join('');
  const last = words.at(-1);
  return `${words.slice(0, -1).join('、')} 或${/^[\x20-\x7e]/.test(last) ? ' ' : ''}${last}`;
}
