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
  // 解释视图（www/explain/）：框架、搜索的按钮和伪代码。
  'explain.view': '讲解搜索过程',
  'explain.heading': '讲解搜索过程',
  'explain.title': ({ algorithm, weight, heuristic }) => `${algorithm}（${weight === null ? '' : `w = ${weight}，`}${heuristic}）`,
  // The goal as its board (its name, "ordered", is the engine's English word).
  'explain.start': ({ board, goalBoard }) => `初始 ${board} · 目标 ${goalBoard}`,
  'explain.customGoal': '自定义',
  'explain.currentNode': `当前${zh('node')}`,
  'explain.currentNodeIs': ({ board }) => `当前${zh('node')}：${board}`,
  'explain.blank': zh('blank'),
  'explain.sameSearch': '与“求解”视图是同一个搜索。',
  'explain.changeSearch': '更换题目或算法',
  'explain.back': '后退一步',
  'explain.back.title': `撤销一次${zh('expand')}（,）`,
  'explain.step': '单步',
  'explain.step.title': ({ meaning }) => `${zh('expand')}一次（→）。${meaning}`,
  'explain.play': '自动播放',
  'explain.pause': '暂停',
  'explain.play.title': '播放 / 暂停（Space）',
  'explain.run': '一直运行到结束',
  'explain.run.title': '以最快速度运行，直到搜索结束',
  'explain.reset': '重新开始',
  'explain.reset.title': '从头开始（R）',
  'explain.node.start': `初始${zh('node')}`,
  'explain.node.unreachable': `${zh('start')}（到不了${zh('goal')}）`,
  'explain.node.goalSelected': ({ step }) => `${step}取出${zh('goal')}`,
  'explain.goalSide': '目标一侧',
  'explain.startSide': '起点一侧',
  'explain.bound.threshold': zh('bound'),
  'explain.bound.limit': `${zh('depth')}限制`,
  'explain.tabs': '讲解',
  'explain.tab.frontierF': 'OPEN 表（按 f 值）',
  'explain.tab.frontierG': `OPEN 表（按${zh('depth')}）`,
  'explain.tab.tree': '搜索树',
  'explain.tab.iterations': ({ name }) => `${name} 的各次${zh('iteration')}`,
  'explain.tab.statespace': zh('stateSpace'),
  // 伪代码（explain/listings.js）：教科书的写法，OPEN 表、CLOSED 表，S₀ 为初始状态。
  'explain.code.title': ({ name }) => `伪代码 · ${name}`,
  'explain.code.heading': '伪代码',
  'explain.code.weighted': ({ name, weight }) => `${name}（w = ${weight}）`,
  'explain.code.head': ({ name }) => `${name}(S₀, 目标)：`,
  'explain.code.bfs.1': '若 S₀ = 目标：返回 [S₀]',
  'explain.code.bfs.2': 'OPEN ← [S₀]；CLOSED ← {}',
  'explain.code.bfs.3': '当 OPEN 表不空时：',
  'explain.code.bfs.4': 'n ← OPEN 表的队首（出队）',
  'explain.code.bfs.5': '把 n 放入 CLOSED 表',
  'explain.code.bfs.6': `${zh('expand')} n，对${zh('generate')}的每个${zh('child')} c：`,
  'explain.code.bfs.7': '若 c ∈ OPEN 或 CLOSED：跳过 c',
  'explain.code.bfs.8': '把 c 放入 OPEN 表队尾',
  'explain.code.bfs.9': '若 c = 目标：返回 c 的路径',
  'explain.code.bfs.10': '返回 失败',
  'explain.code.bibfs.1': 'F ← 正向(S₀)；B ← 反向(目标)；μ ← ∞',
  'explain.code.bibfs.2': '当两个 OPEN 表都不空时：',
  'explain.code.bibfs.3': 'S ← OPEN 表较小的一侧',
  'explain.code.bibfs.4': 'n ← S 的 OPEN 表队首（出队）',
  'explain.code.bibfs.5': '把 n 放入 S 的 CLOSED 表',
  'explain.code.bibfs.6': `${zh('expand')} n，对${zh('generate')}的每个${zh('child')} c：`,
  'explain.code.bibfs.7': '若 c 在 S 的 OPEN 或 CLOSED 中：跳过 c',
  'explain.code.bibfs.8': '把 c 放入 S 的 OPEN 表队尾',
  'explain.code.bibfs.9': '若另一侧已有 c：',
  'explain.code.bibfs.10': 'μ ← μ 与 g_F(c) + g_B(c) 中的较小者',
  'explain.code.bibfs.11': '若 μ ≤ d_F + d_B + 1：返回路径',
  'explain.code.bibfs.12': '返回 失败',
  'explain.code.threshold': zh('bound'),
  'explain.code.limit': `${zh('depth')}限制`,
  'explain.code.iter.initIda': `${zh('bound')} ← h(S₀)`,
  'explain.code.iter.initLimit': `${zh('depth')}限制 ← 0`,
  'explain.code.iter.1': '循环：',
  'explain.code.iter.2': '栈 ← [S₀]；下一阈值 ← ∞',
  'explain.code.iter.3': '当栈不空时：',
  'explain.code.iter.4': 'n ← 弹出栈顶',
  'explain.code.iter.5': '若 n = 目标：返回 n 的路径',
  'explain.code.iter.6': `${zh('expand')} n，对除${zh('parent')}外的每个${zh('child')} c：`,
  'explain.code.iter.over': ({ f, bound }) => `若 ${f} > ${bound}：`,
  'explain.code.iter.next': ({ f }) => `若 ${f} < 下一阈值：下一阈值 ← ${f}`,
  'explain.code.iter.7': '否则：把 c 压入栈',
  'explain.code.iter.8': '若下一阈值 = ∞：返回 失败',
  'explain.code.iter.raise': ({ bound }) => `${bound} ← 下一阈值`,
  'explain.code.best.1': 'OPEN ← {S₀}；CLOSED ← {}',
  'explain.code.best.2': '当 OPEN 表不空时：',
  'explain.code.best.3': 'n ← 取出 OPEN 表中 f 最小者',
  'explain.code.best.4': '若 n = 目标：返回 n 的路径',
  'explain.code.best.5': '把 n 放入 CLOSED 表',
  'explain.code.best.6': `${zh('expand')} n，对${zh('generate')}的每个${zh('child')} c：`,
  'explain.code.best.7': '若 c 是新结点：把 c 放入 OPEN 表',
  'explain.code.best.8': '否则若找到到 c 的更短路径：',
  'explain.code.best.9': '更新 c 的 g 值，放回 OPEN 表',
  'explain.code.best.10': '否则：跳过 c',
  'explain.code.best.11': '返回 失败',
  'explain.note.oldest': '先进先出',
  'explain.note.seen': zh('duplicateCheck'),
  'explain.note.sides': 'OPEN 表 + CLOSED 表',
  'explain.note.iteration': `一次${zh('iteration')}`,
  'explain.note.stack': '一个栈',
  'explain.note.newest': '后进先出',
  'explain.note.pruned': '剪枝',
  'explain.note.lowestF': '优先队列',
  'explain.note.byH': '按 f = h',
  'explain.note.byF': '按 f = g + h',
  'explain.note.byWeighted': '按 f = g + w·h',
  'explain.caption.unsolvable': `无需运行：${zh('start')}到不了${zh('goal')}（${zh('unsolvable')}）。`,
  'explain.caption.stopped': ({ message }) => `搜索达到${zh('budget')}而停止（${message}）。`,
  'explain.caption.startIsGoal': `${zh('start')}就是${zh('goal')}。`,
  'explain.caption.before': `第一步之前：OPEN 表中只有${zh('start')}。`,
  'explain.caption.exhausted': `OPEN 表已空，始终没有到达${zh('goal')}：失败。`,
  'explain.caption.nodeF': ({ f, g, h }) => `f = ${f}，g = ${g}，h = ${h}`,
  'explain.caption.nodeDepth': ({ g }) => `${zh('depth')} ${g}`,
  'explain.caption.poppedGoal': ({ step, node, length }) => `${step}：取出${zh('goal')}（${node}），路径长 ${integer(length)} 步。`,
  'explain.caption.queued': ({ n }) => `${integer(n)} 个新${zh('node')}（入队）`,
  'explain.caption.pushed': ({ n }) => `${integer(n)} 个新${zh('node')}`,
  'explain.caption.improved': ({ n }) => `${integer(n)} 个经更短的路径到达`,
  'explain.caption.seen': ({ n }) => `${integer(n)} 个已在 OPEN 或 CLOSED 表中（${zh('duplicateCheck')}）`,
  'explain.caption.over': ({ n, bound }) => `${integer(n)} 个超过${bound}（剪枝）`,
  'explain.caption.iteration': ({ iteration, bound, threshold }) => `第 ${iteration} 次${zh('iteration')}开始，${bound}为 ${threshold}；`,
  'explain.caption.met': ({ length }) => `两个方向的搜索相遇了：最短路径长 ${integer(length)} 步。`,
  'explain.caption.generatedGoal': ({ length }) => `${zh('generate')}了${zh('goal')}：路径长 ${integer(length)} 步。`,
  'explain.caption.expanded': ({ step, iteration, side, node, n, parts, found }) =>
    `${step}：${iteration}${zh('expand')}${side === 'goal' ? '目标一侧的' : side ? '起点一侧的' : ''}一个${zh('node')}（${node}），` +
    `${zh('generate')} ${integer(n)} 个${zh('child')}${parts.length ? `：${parts.join('，')}` : ''}。${found}`,
  // OPEN 表面板（explain/frontier.js）。
  'explain.fromStart': `从${zh('start')}出发`,
  'explain.fromGoal': `从${zh('goal')}出发`,
  'explain.frontier.chart': 'OPEN 表直方图',
  'explain.frontier.x.g': `${zh('depth')} g`,
  'explain.frontier.x.f': 'f',
  'explain.frontier.x.h': 'f = h',
  'explain.frontier.y.frontier': `OPEN 表中的${zh('node')}数`,
  'explain.frontier.y.stack': `栈中的${zh('node')}数`,
  'explain.frontier.next.depth': ({ value }) => `下一个：${zh('depth')} ${value}`,
  'explain.frontier.next.f': ({ value }) => `下一个：f = ${value}`,
  'explain.frontier.unreachable': `无需搜索：到不了${zh('goal')}。`,
  'explain.frontier.empty': 'OPEN 表为空。',
  'explain.frontier.bar.depth': ({ count: n, value, side }) => `${zh('depth')} ${value}：${n} 个${side ? `（${side}）` : ''}`,
  'explain.frontier.bar.f': ({ count: n, value, side }) => `f = ${value}：${n} 个${side ? `（${side}）` : ''}`,
  'explain.frontier.described': ({ total, listed }) => `OPEN 表直方图：共 ${integer(total)} 个${zh('node')}${listed.length ? `；${listed.join('，')}` : ''}`,
  'explain.frontier.iteration': ({ bound, threshold, iteration }) => `${bound} ${threshold}（第 ${iteration} 次${zh('iteration')}）。`,
  'explain.frontier.note.frontier': ({ total, values, by, iteration }) =>
    `OPEN 表中有 ${integer(total)} 个${zh('node')}，分布在 ${integer(values)} 个${by === 'depth' ? zh('depth') : ' f 值'}上。${iteration}`,
  'explain.frontier.note.stack': ({ total, values, by, iteration }) =>
    `栈中有 ${integer(total)} 个${zh('node')}，分布在 ${integer(values)} 个${by === 'depth' ? zh('depth') : ' f 值'}上。${iteration}`,
  'explain.frontier.lead.astar': `OPEN 表中等待${zh('expand')}的${zh('node')}，按估价函数 f(n) = g(n) + h(n) 计数。A* 算法总是从最低的一栏（加框）取${zh('node')}${zh('expand')}，所以各栏从左到右依次清空：这就是教科书里一层一层的 f 等值线。`,
  'explain.frontier.lead.wastar': `OPEN 表中等待${zh('expand')}的${zh('node')}，按 f = g + w·h 计数。给 h 加权会把深处的${zh('node')}提前，最低一栏更快走到，但找到的路径可能更长。`,
  'explain.frontier.lead.greedy': `OPEN 表中等待${zh('expand')}的${zh('node')}，只按 f = h 计数。${zh('greedy')}不管已走的路径多长，一心朝 h 小的方向走。`,
  'explain.frontier.lead.bfs': `队列（OPEN 表）中等待${zh('expand')}的${zh('node')}，按${zh('depth')} g 计数。${zh('bfs')}扩展完一层才开始下一层，所以最多只有两栏。`,
  'explain.frontier.lead.bibfs': `两个方向的搜索，各按自己的${zh('depth')} g 计数：蓝色从${zh('start')}出发，橙色从${zh('goal')}出发。每一步扩展 OPEN 表较小的那一侧。`,
  'explain.frontier.lead.idastar': `IDA* 没有 OPEN 表，只有本次${zh('iteration')}中待处理${zh('node')}的栈，按 f(n) = g(n) + h(n) 计数。栈中每个${zh('node')}都不超过${zh('bound')}，其余的留给以后的${zh('iteration')}。`,
  'explain.frontier.lead.iddfs': `${zh('iddfs')}只保存本次${zh('iteration')}中待处理${zh('node')}的栈，按${zh('depth')} g 计数，都在${zh('depth')}限制之内。`,
  // 搜索树（explain/tree.js、tree-draw.js）。
  'explain.tree.key': '图例',
  'explain.tree.key.colour.g': `已${zh('expand')}，颜色表示${zh('depth')}`,
  'explain.tree.key.colour.f': `已${zh('expand')}，颜色表示 f 值`,
  'explain.tree.key.colour.h': `已${zh('expand')}，颜色表示 f = h`,
  'explain.tree.key.inFrontier': '已在 OPEN 表中',
  'explain.tree.key.closed': `已${zh('expand')}过`,
  'explain.tree.key.pruned': ({ bound }) => `超过${bound ?? zh('bound')}`,
  'explain.tree.key.waiting': `等待${zh('expand')}`,
  'explain.tree.key.goal': zh('goal'),
  'explain.tree.key.path': `${zh('solution')}路径`,
  'explain.tree.shown': `显示的${zh('node')}`,
  'explain.tree.fit': ' 适应宽度',
  'explain.tree.of': ({ count: n, total }) => `${integer(n)} / ${integer(total)}`,
  'explain.tree.ofNodes': ({ count: n, total }) => `${integer(total)} 个${zh('node')}中的 ${integer(n)} 个`,
  'explain.tree.steps': ({ expansions, goal }) => `前 ${integer(expansions)} 次${zh('expand')}${goal ? `及取出${zh('goal')}` : ''}`,
  'explain.tree.described': ({ steps, dots, duplicates, pruned, waiting, path }) =>
    `搜索树（${steps}）：${integer(dots)} 个${zh('node')}，${integer(duplicates)} 个重复的${zh('child')}` +
    `${pruned ? `，${integer(pruned)} 个因超过${zh('bound')}被剪枝` : ''}，${integer(waiting)} 个等待${zh('expand')}` +
    `${path ? `；${zh('solution')}路径上有 ${integer(path)} 个${zh('node')}` : ''}。用方向键逐个查看${zh('node')}。`,
  'explain.tree.unreachable': `无需画树：到不了${zh('goal')}。`,
  'explain.tree.press': `按“单步”：每${zh('expand')}一次，树上就多一个${zh('node')}。`,
  'explain.tree.metHere': `两个方向的搜索在黑圈标出的${zh('node')}相遇（两棵树里都有它）。`,
  'explain.tree.metBeyond': `两个方向的搜索在已画出的${zh('node')}之外相遇。`,
  'explain.tree.full': ({ limit, expanded }) => `搜索树只记录前 ${integer(limit)} 个${zh('node')}；搜索已${zh('expand')} ${integer(expanded)} 次。`,
  'explain.tree.recorded': ({ steps, limit }) => `已记录${steps}（最多 ${integer(limit)} 个${zh('node')}）。`,
  'explain.tree.pathBeyond': ({ length }) => `${zh('solution')}路径（${integer(length)} 步）在已画出的${zh('node')}之外。`,
  'explain.tree.pathPart': ({ shown, length }) => `图中只有${zh('solution')}路径 ${integer(length)} 步中的前 ${integer(shown)} 步，其余在已画出的${zh('node')}之外。`,
  'explain.tree.childOf': ({ parent, move }) => `#${parent} 的${zh('child')}（移动 ${move}）`,
  'explain.tree.root': '根结点',
  'explain.tree.goalSelected': `取出${zh('goal')}`,
  'explain.tree.expansion': ({ k }) => `第 ${integer(k)} 次${zh('expand')}`,
  'explain.tree.iterationLabel': ({ k }) => `第 ${k} 次${zh('iteration')}`,
  'explain.tree.startLabel': `${zh('start')} ↓`,
  'explain.tree.goalLabel': `${zh('goal')} ↑`,
  'explain.tree.stub.new': `等待${zh('expand')}`,
  'explain.tree.stub.improved': `等待${zh('expand')}（找到了更短的路径）`,
  'explain.tree.stub.in-frontier': '重复：已在 OPEN 表中',
  'explain.tree.stub.closed': `重复：已${zh('expand')}过`,
  'explain.tree.stub.over-threshold': ({ bound }) => `剪枝：f 超过${bound || zh('bound')}`,
  'explain.tree.stub.goal': `${zh('goal')}（${zh('generate')}时即发现）`,
  // 各次迭代（explain/iterations.js）。
  'explain.iterations.none': `只有 IDA* 和${zh('iddfs')}（IDDFS）才有${zh('iteration')}。在“求解”视图中选其中一个算法，就能看到${zh('bound')}一次${zh('iteration')}一次${zh('iteration')}地升高。`,
  'explain.iterations.caption': `每次${zh('iteration')}的${zh('node')}数`,
  'explain.iterations.iteration': zh('iteration'),
  'explain.iterations.expanded': zh('expanded'),
  'explain.iterations.generated': zh('generated'),
  'explain.iterations.share': `占${zh('expand')}总数的比例`,
  'explain.iterations.total': '合计',
  'explain.iterations.leadIda': `IDA* 也是深度优先搜索，但只走估价函数 f(n) = g(n) + h(n) 不超过${zh('bound')}的${zh('node')}。${zh('bound')}以内的${zh('node')}都走完后，它以超出${zh('bound')}的最小 f 值为新${zh('bound')}，从根结点重新开始：浅层的${zh('node')}每次${zh('iteration')}都要重新${zh('expand')}。`,
  'explain.iterations.leadIddfs': `${zh('iddfs')}依次以 0、1、2……为${zh('depth')}限制做${zh('dfs')}：每次${zh('iteration')}都把之前各次的${zh('node')}重新${zh('expand')}一遍。`,
  'explain.iterations.verdict': ({ name, finished, expanded, n, rival, rivalExpanded, rivalMessage }) =>
    `${name} ${finished ? '共' : '到目前已'}${zh('expand')} ${integer(expanded)} 个${zh('node')}，${finished ? '共' : '已'}${zh('iteration')} ${integer(n)} 次` +
    `${rivalExpanded !== null ? `；${rival} ${zh('expand')}了 ${integer(rivalExpanded)} 个。` : rivalMessage ? `；${rival}：${rivalMessage}。` : '。'}`,
  'explain.iterations.rivalRow': ({ rival }) => `${rival}（对照）`,
  'explain.iterations.memory': ({ name, rival, ratio, stack, stored }) =>
    `${name} ${ratio >= 1 ? `${zh('expand')}的${zh('node')}数是 ${rival} 的 ${decimal(ratio, 1)} 倍` : `${zh('expand')}的${zh('node')}比 ${rival} 少（${zh('tieBreaking')}不同）`}，因为每次${zh('iteration')}都重新${zh('expand')}浅层；` +
    `但它只保存当前路径和栈（栈中最多 ${integer(stack)} 个${zh('node')}），而 ${rival} 在${zh('memory')}中保存了 ${integer(stored)} 个${zh('node')}。`,
  'explain.iterations.failed': ({ message }) => `对照搜索无法开始：${message}`,
  'explain.iterations.running': ({ rival, expanded }) => `正在同一棋盘上运行 ${rival} 作对照…… 已${zh('expand')} ${integer(expanded)} 个。`,
  'explain.iterations.waiting': ({ rival }) => `打开本面板时，会在同一棋盘上运行 ${rival} 作对照。`,
  'explain.iterations.growth': ({ mean, share }) =>
    `每次完整的${zh('iteration')}${zh('expand')}的${zh('node')}数约为上一次的 ${decimal(mean, 1)} 倍，所以之前所有${zh('iteration')}加起来只比最后一次多约 ${share}%。`,
  // 状态空间（explain/statespace.js）。
  'explain.space.lead': `能到达${zh('goal')}的所有棋盘，按它们到目标的真实步数计数。前面（深蓝）：本次搜索已${zh('expand')}的${zh('node')}，按各自到目标的真实距离计数。`,
  'explain.space.key.all': '该距离上的全部棋盘',
  'explain.space.key.expanded': `本次搜索已${zh('expand')}`,
  'explain.space.key.start': `${zh('start')}的距离`,
  'explain.space.log': ' 对数坐标',
  'explain.space.chart': '按到目标的距离统计的棋盘数',
  'explain.space.x': `到${zh('goal')}的真实距离（步）`,
  'explain.space.y': '棋盘数',
  'explain.space.tooLarge': ({ width, height }) => `${width}×${height} 的${zh('puzzle15')}有 16!/2 ≈ 1.05 × 10¹³ 个可达棋盘，太多了，无法在这里一一列举。在“求解”视图中选一个 3×3 的棋盘，就能看到它的整个${zh('stateSpace')}。`,
  'explain.space.counting': '正在按到目标的距离统计所有棋盘……',
  'explain.space.startBar': ({ start }) => `初始：${start}`,
  'explain.space.described': ({ total, far, start }) =>
    `按到目标的距离统计的棋盘：共 ${integer(total)} 个，距离 0 到 ${far}；${zh('start')}${start >= 0 ? `离目标 ${integer(start)} 步` : '不在其中'}。`,
  'explain.space.startIs': ({ start, others }) => `${zh('start')}离目标 ${integer(start)} 步，同样远的还有 ${integer(others)} 个棋盘。`,
  'explain.space.startNot': `${zh('start')}不在其中：它到不了${zh('goal')}（${zh('unsolvable')}）。`,
  'explain.space.summary': ({ total, cells, arrangements, startText, far, farthest }) =>
    `共有 ${integer(total)} 个棋盘能到达这个${zh('goal')}（是 ${cells}! = ${integer(arrangements)} 种排列的一半）。${startText}最远的离目标 ${integer(far)} 步（共 ${integer(farthest)} 个）。`,
  'explain.space.notCounted': ({ n }) => `前 ${integer(n)} 次${zh('expand')}没有计入。`,
  'explain.space.counted': ({ n }) => `到目前为止 ${integer(n)} 次${zh('expand')}，本次搜索的每一次都已计入。`,
  'explain.space.readout': ({ moves, boards, expanded }) => `离目标 ${integer(moves)} 步：${integer(boards)} 个棋盘，其中已${zh('expand')} ${integer(expanded)} 个。`,
  // www/steps.js：一步的说法（归助手 solve 所有；合并时只留一份）。
  'steps.meaning': `“单步”一次${zh('expand')}一个${zh('node')}：从 OPEN 表取出它，${zh('generate')}它的${zh('child')}。取出${zh('node')}时才检测目标的搜索，最后还要多走一步：取出${zh('goal')}，不再${zh('expand')}。`,
  'steps.expansion': ({ n }) => `第 ${integer(n)} 次${zh('expand')}`,
  'steps.after': ({ n }) => `${integer(n)} 次${zh('expand')}之后`,
  // 引擎给出的算法和启发函数的名称（归助手 codes 所有；合并时只留一份）。
  'algorithm.bfs.title': zh('bfs'),
  'algorithm.bibfs.title': zh('bidirectional'),
  'algorithm.astar.title': zh('astar'),
  'algorithm.wastar.title': zh('weightedAstar'),
  'algorithm.greedy.title': zh('greedy'),
  'algorithm.idastar.title': zh('idastar'),
  'algorithm.iddfs.title': zh('iddfs'),
  'heuristic.zero.phrase': 'h = 0',
  'heuristic.misplaced.phrase': zh('misplaced'),
  'heuristic.manhattan.phrase': zh('manhattan'),
  'heuristic.linear-conflict.phrase': zh('linearConflict'),
  'heuristic.walking-distance.phrase': zh('walkingDistance'),
  'heuristic.pdb555.phrase': `5-5-5 ${zh('pdb')}`,
  'heuristic.pdb663.phrase': `6-6-3 ${zh('pdb')}`,
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
