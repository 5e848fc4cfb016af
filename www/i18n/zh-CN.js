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
  'compare.viewLabel': '比较搜索算法',
  'compare.startLabel': zh('start'),
  'compare.forEveryLane': '（所有赛道共用）',
  'compare.goalLabel': zh('goal'),
  'compare.goalBoard': '目标棋盘',
  'compare.goalBoardTiles': ({ tiles }) => `目标棋盘：${tiles}`,
  'compare.customGoal': ({ goal }) => `自定义：${goal}`,
  'compare.goalName.ordered': '顺序',
  'compare.goalName.blank-first': '空格在前',
  'compare.goalName.spiral': '螺旋',
  'compare.goalName.reverse': '逆序',
  'compare.fromSolve': '使用求解页的棋盘',
  'compare.fromSolveTitle': '用求解页的棋盘和目标状态重新开始',
  'compare.fix': ({ message }) => `请先改正${zh('start')}再运行各赛道：${message}。`,
  'compare.step': '全部单步',
  'compare.stepTitle': `每条赛道${zh('expand')}一个${zh('node')}（→）`,
  'compare.run': '全部运行',
  'compare.pause': '全部暂停',
  'compare.runTitle': `每帧各赛道${zh('expand')}相同数量的${zh('node')}（Space）`,
  'compare.reset': '全部重置',
  'compare.resetTitle': '所有赛道从头开始（R）',
  'compare.speed': '速度',
  'compare.speedOf': '（所有赛道）',
  'compare.speedMax': '最快',
  'compare.speedPerSecond': ({ n }) => `${integer(n)} / 秒`,
  'compare.speedFastest': '尽可能快',
  'compare.speedText': ({ n }) => `每条赛道每秒${zh('expand')} ${integer(n)} 个${zh('node')}`,
  'compare.addLane': '+ 添加赛道',
  'compare.addLaneTitle': '最多六条赛道',
  'compare.lanes': '赛道',
  'compare.lane': ({ n }) => `赛道 ${n}`,
  'compare.lanePrefix': ({ n }) => `赛道 ${n} `,
  'compare.laneAlgorithm': ({ n }) => `赛道 ${n} 的算法`,
  'compare.laneHeuristic': ({ n }) => `赛道 ${n} 的${zh('h')}`,
  'compare.laneWeight': ({ n }) => `赛道 ${n} 的权重`,
  'compare.laneBoard': ({ n, tiles }) => `赛道 ${n} 的棋盘：${tiles}`,
  'compare.blind': `盲目搜索：不用${zh('h')}`,
  'compare.removeLaneTitle': '删除这条赛道',
  'compare.removeLane': ({ n }) => `删除赛道 ${n}`,
  'compare.counter.expanded': zh('expanded'),
  'compare.counter.generated': zh('generated'),
  'compare.counter.frontier': zh('frontier'),
  'compare.counter.visited': zh('visited'),
  'compare.result.ready': '就绪',
  'compare.result.searching': ({ g }) => `搜索中 · ${zh('depth')} ${g}`,
  'compare.result.solved': ({ n, optimal }) => `已解出：${integer(n)} 步${optimal ? '（最短）' : '（未必最短）'}`,
  'compare.result.unsolvable': zh('unsolvable'),
  'compare.result.memory': ({ mb }) => `已停止：达到${zh('memory')}${zh('budget')}（${integer(mb)} MB）`,
  'compare.result.nodes': `已停止：达到${zh('node')}数${zh('budget')}`,
  'compare.result.exhausted': '无解（搜索完毕）',
  'compare.place': ({ n }) => `第${integer(n)}名`,
  'compare.placeTied': ({ place }) => `并列${place}`,
  'compare.placeSentence': ({ place, n }) => `${place}解出：${zh('expand')}了 ${integer(n)} 个${zh('node')}`,
  'compare.asManyAs': ({ lanes }) => `，与${lanes}相同`,
  'compare.laneRef': ({ n }) => `赛道 ${n} `,
  'compare.laneRefs': ({ list }) => `赛道 ${list} `,
  'compare.listSeparator': '、',
  'compare.clauseSeparator': '；',
  'compare.then': ({ first, next }) => `${first}${next}`,
  'compare.sentence': ({ text }) => `${text}。`,
  'compare.race': '赛跑',
  'compare.frontierToggle': `${zh('frontier')}大小`,
  'compare.onRaceChart': '（赛跑图）',
  'compare.logToggle': '对数坐标',
  'compare.ofRaceChart': '（赛跑图）',
  'compare.chartKey': '图例',
  'compare.chartLabel': `图：各赛道已${zh('expand')}的${zh('node')}数（或${zh('frontier')}大小）随其${zh('expand')}次数的变化`,
  'compare.chartPlaceholder': '赛道运行后，这里每条赛道显示一条曲线。',
  'compare.chartX': `${zh('expand')}次数（每条赛道）`,
  'compare.chartFrontier': `${zh('frontier')}大小`,
  'compare.chartExpanded': zh('expanded'),
  'compare.chartSeries': `${zh('expand')}次数`,
  'compare.results': '结果',
  'compare.copy': '复制为 CSV',
  'compare.download': '下载 CSV',
  'compare.csvText': 'CSV 文本',
  'compare.copied': ({ n }) => `已复制：一行表头和 ${integer(n)} 行数据。`,
  'compare.copyRefused': '浏览器不允许复制：下面的 CSV 已选中，请按 Ctrl+C。',
  'compare.column.lane': '赛道',
  'compare.column.title': '搜索',
  'compare.column.solutionLength': '步数',
  'compare.column.optimal': zh('optimal'),
  'compare.column.expanded': zh('expanded'),
  'compare.column.generated': zh('generated'),
  'compare.column.maxFrontier': `最大${zh('frontier')}`,
  'compare.column.visited': zh('visited'),
  'compare.column.wallTimeMs': '用时',
  'compare.column.memory': zh('memory'),
  'compare.guaranteed': '保证',
  'compare.notGuaranteed': '不保证',
  'compare.best': '（最佳）',
  'compare.branchingFactor': zh('branching'),
  'compare.captionSolves': ' 满足 N + 1 = 1 + b* + (b*)² + … + (b*)',
  'compare.captionRest':
    `，其中 d 为${zh('solution')}的步数，N 为${zh('start')}之后${zh('generate')}的${zh('node')}数（${zh('generated')} − 1），` +
    `同《人工智能：一种现代方法》。用时：该赛道调用引擎的实际耗时。${zh('memory')}：引擎对其表的估计（每条赛道${zh('budget')} `,
  'compare.captionEnd': '）。',
  'compare.noteFinalBest': '同一棋盘，所有赛道已完成。高亮：每列的最佳值。',
  'compare.noteFinal': '同一棋盘，所有赛道已完成。',
  'compare.noteIdle': '同一棋盘：各赛道的数字随运行填入。',
  'compare.noteSoFar': '同一棋盘：目前为止的数字。',
  'compare.error': ({ message }) => `搜索因错误而停止：${message}`,
  'compare.ready': ({ lanes, link }) =>
    `就绪：${integer(lanes)} 条赛道解同一棋盘。“全部运行”每帧让各赛道${zh('expand')}相同数量的${zh('node')}。${link}`,
  'compare.linkLanes': ({ problems }) => `链接中的赛道：${problems}`,
  'compare.laneAdded': ({ n, title }) => `已添加赛道 ${n}（${title}）：“全部运行”或“全部单步”会驱动它，其他赛道保留结果。`,
  'compare.paused': ({ n, finishers }) => `已暂停：仍在搜索的赛道各${zh('expand')}了 ${integer(n)} 个${zh('node')}。${finishers}`,
  'compare.running': ({ n, running, finishers }) =>
    `运行中：每条赛道${zh('expand')}了 ${integer(n)} 个${zh('node')}，${integer(running)} 条赛道仍在搜索。${finishers}`,
  'compare.laneNamed': ({ n, title }) => `赛道 ${n}（${title}）`,
  'compare.tied': ({ list, last }) => `${list}和${last}（并列）`,
  'compare.fewest': ({ who, n }) => `${zh('expand')}最少：${who}，${integer(n)} 个。`,
  'compare.stoppedMemory': ({ n, mb }) => `${integer(n)} 条赛道因${zh('memory')}${zh('budget')}停止（${n > 1 ? '每条 ' : ''}${integer(mb)} MB）`,
  'compare.stoppedNodes': ({ n }) => `${integer(n)} 条赛道因${zh('node')}数${zh('budget')}停止`,
  'compare.noSolution': ({ n }) => `${integer(n)} 条赛道搜索完毕仍未找到${zh('solution')}`,
  'compare.failed': ({ n }) => `${integer(n)} 条赛道出错（见${n > 1 ? '各赛道' : '该赛道'}）`,
  'compare.noneFinished': '还没有赛道完成。',
  'compare.solvedOf': ({ solved, lanes }) => `${integer(lanes)} 条赛道中 ${integer(solved)} 条已解出。`,
  'compare.unsolvable': ({ message }) => `${zh('unsolvable')}：${message}`,
  'compare.noneSolved': ({ unsolved }) => `没有赛道解出这个棋盘。${unsolved}`,
  'compare.allDone': '所有赛道已完成。',
  'compare.batch': '批量',
  'compare.batchBoards': '随机棋盘数 ',
  'compare.batchDepth': '最优步数 ',
  'compare.batchTitle': '每条赛道解若干个随机 3×3 棋盘，每个距目标状态恰好这么多步；表中显示平均值',
  'compare.batchProgress': '批量进度',
  'compare.cancel': '取消',
  'compare.batchBoardsInvalid': '随机棋盘数：1 到 100 之间的整数。',
  'compare.batchDepthInvalid': '最优步数：1 到 31 之间的整数（没有 3×3 棋盘更远）。',
  'compare.batchCancelled': '批量已取消：表格未变。',
  'compare.batchAt': ({ board, boards, lane, lanes }) => `棋盘 ${board} / ${boards} · 赛道 ${lane} / ${lanes}`,
  'compare.batchDone': ({ boards, lanes }) => `完成：${integer(boards)} 个棋盘 × ${integer(lanes)} 条赛道。`,
  'compare.batchNote': ({ k, d, goal }) =>
    `${integer(k)} 个随机 3×3 棋盘的平均值，每个距“${goal}”${zh('goal')}恰好 ${integer(d)} 步（种子 ${k === 1 ? '1' : `1–${k}`}）。`,
  'compare.link.tooMany': ({ n, max }) => `链接要求 ${n} 条赛道，比较页最多 ${max} 条。`,
  'compare.link.unknownAlgorithm': ({ name }) => `未知算法“${name}”，已略去。`,
  'compare.link.unknownHeuristic': ({ name, instead }) => `未知${zh('h')}“${name}”，改用${instead}。`,
  'compare.link.weight': ({ weight, min, max }) => `权重 ${weight} 不在 ${min}–${max} 之内，已截到范围内。`,
  'compare.link.tooFew': ({ n, min }) => `链接只给出 ${integer(n)} 条可用赛道，改为显示默认的 ${min} 条以上赛道。`,
  // (end of compare)

  // ── accuracy ──
  'accuracy.viewLabel': `${zh('h')}的准确度与${zh('stateSpace')}`,
  'accuracy.title': `${zh('h')}的准确度`,
  'accuracy.intro': `对${zh('puzzle8')}的每一个${zh('state')}，比较各${zh('h')}的估计值 h 与真实距离 h* 相差多少。`,
  'accuracy.startLabel': `${zh('start')}（3×3）`,
  'accuracy.goalLabel': zh('goal'),
  'accuracy.typeBoard': '输入一个 3×3 棋盘。',
  'accuracy.fromSolve': '来自求解页（也可以输入别的棋盘）。',
  'accuracy.typed': '在此输入。',
  'accuracy.fromLink': '来自链接（也可以输入别的棋盘）。',
  'accuracy.linkGoal': ({ goal, kept }) => `来自链接，但其目标 ${goal} 不是 3×3 的目标状态：目标仍为“${kept}”。`,
  'accuracy.customGoal': '自定义（来自求解页）',
  'accuracy.solveGoal': `求解页自己的${zh('goal')}。`,
  'accuracy.startBoard': '初始棋盘',
  'accuracy.startBoardTiles': ({ tiles }) => `初始棋盘：${tiles}`,
  'accuracy.facts': '初始棋盘',
  'accuracy.reading':
    `越靠近对角线，估计越准。棋盘格花纹：走一步 h* 变化 1，而${zh('manhattan')}或${zh('linearConflict')}变化奇数，` +
    '所以 h 与 h* 同奇同偶。',
  'accuracy.heatMap': ({ title }) => `${title}：热力图`,
  'accuracy.computing': '计算中…',
  'accuracy.mapsTitle': '估计值 h 与真实距离 h* 的对比',
  'accuracy.legend': `每格的${zh('state')}数（对数刻度）`,
  'accuracy.ringKey': '初始棋盘',
  'accuracy.save': '将图保存为 PNG',
  'accuracy.saveFailed': ({ message }) => `无法保存：${message}`,
  'accuracy.trueDistance': '真实距离 h*',
  'accuracy.startFact': zh('start'),
  'accuracy.noDistance': '无',
  'accuracy.otherHalf': `这个棋盘到不了目标状态：它在 ${integer(362880)} 种排列的另一半中（${zh('parity')}不同）。`,
  'accuracy.moves': ({ n }) => `${integer(n)} 步`,
  'accuracy.spaceFailed': ({ message }) => `无法列出${zh('stateSpace')}：${message}。`,
  'accuracy.computingSpace': `正在计算每个${zh('state')}的精确距离（从目标状态反向做一次${zh('bfs')}）…`,
  'accuracy.space': ({ states, farthest }) =>
    `共 ${integer(states)} 个${zh('state')}能到达这个目标；最远的相距 ${integer(farthest)} 步（从目标状态反向做一次${zh('bfs')}）。`,
  'accuracy.dominanceHolds': ({ states }) =>
    `✓ 在全部 ${integer(states)} 个${zh('state')}上，${zh('misplaced')} ≤ ${zh('manhattan')} ≤ ${zh('linearConflict')} ≤ h*（逐个${zh('state')}统计）。`,
  'accuracy.dominanceFails': ({ holds, states }) =>
    `✗ ${zh('misplaced')} ≤ ${zh('manhattan')} ≤ ${zh('linearConflict')} ≤ h* 只在 ${integer(states)} 个${zh('state')}中的 ${integer(holds)} 个上成立。`,
  'accuracy.meanRatio': 'h / h* 均值',
  'accuracy.meanRatioTitle': `除目标状态外所有${zh('state')}的 h ÷ h* 的平均值：1 为完美。`,
  'accuracy.exact': 'h = h*（精确）',
  'accuracy.exactTitle': `对角线上的${zh('state')}。`,
  'accuracy.over': 'h > h*',
  'accuracy.overNone': `无：${zh('admissible')}`,
  'accuracy.overCount': ({ n }) => `${integer(n)} 个${zh('state')}`,
  'accuracy.overTitle': `对角线以上的${zh('state')}，即${zh('h')}高估之处。`,
  'accuracy.tooBig': ({ width, height }) =>
    `本页只处理 3×3 棋盘；这个是 ${width}×${height}，其${zh('stateSpace')}太大，无法列出（4×4 棋盘有 ${integer(10461394944000)} 个${zh('state')}）。`,
  'accuracy.pngTitle': ({ states, goal }) => `估计值 h 与真实距离 h* — ${integer(states)} 个${zh('state')}，目标 ${goal}`,
  'accuracy.pngLegend': `每格的${zh('state')}数（对数刻度）· 圆圈：初始棋盘`,
  'accuracy.mapLabel': ({ title, states }) => `${title}：${integer(states)} 个${zh('state')}的估计值 h 与真实距离 h* 的热力图。`,
  'accuracy.mapRing': ({ d, h }) => `初始棋盘圈在 h* = ${d}，h = ${h} 处。`,
  'accuracy.overestimate': 'h > h*：会高估',
  'accuracy.noStateHere': `此处没有${zh('state')}`,
  'accuracy.statesHere': ({ n }) => `此处有 ${integer(n)} 个${zh('state')}`,
  'accuracy.axisX': '真实距离 h*（步）',
  'accuracy.axisY': '估计值 h',
  'accuracy.cell': ({ d, h, n, share }) => `h* = ${d}，h = ${h}：${integer(n)} 个${zh('state')}${share}`,
  'accuracy.startCell': ({ cell }) => `初始 ◯ ${cell}`,
  'accuracy.pointAt': `指向一个格子，查看其中的${zh('state')}数。`,
  'accuracy.failed': ({ message }) => `准确度页无法启动：${message}`,
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
