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
  'play.enter': '自己动手',
  'play.enterTitle': `从这个${zh('start')}开始，自己移动${zh('tile')}走到${zh('goal')}，可随时查看提示`,
  'play.title': '自己动手',
  'play.undo': '撤销',
  'play.hint': '提示',
  'play.reset': `回到${zh('start')}`,
  'play.back': '返回搜索',
  'play.moves': '步数',
  'play.yourMoves': '你的走法',
  'play.noMoves': '还没有走',
  'play.keys': `方向键或 W A S D 移动${zh('blank')}（u d l r，与${zh('solution')}的记法相同）· Backspace 撤销 · H 提示 · 也可以点击${zh('blank')}旁边的${zh('tile')}`,
  'play.roledescription': zh('puzzle'),
  'play.board': ({ width, height, tiles }) => `棋盘 ${width}×${height}：${tiles}`,
  'play.blank': zh('blank'),
  'play.counting': `正在计算到${zh('goal')}的步数…`,
  'play.atGoal': `已到达${zh('goal')}`,
  'play.away': ({ n }) => `离${zh('goal')}还有 ${integer(n)} 步`,
  'play.tooFar': ({ n }) => `离${zh('goal')}至少 ${integer(n)} 步：太远，无法很快给出提示`,
  'play.unsolvable': `这个盘面无法到达${zh('goal')}（${zh('unsolvable')}）`,
  'play.thinking': '正在计算下一步…',
  'play.hintNext': ({ tile, move, slide }) => `提示：把${zh('tile')} ${tile} 向${{ up: '上', down: '下', left: '左', right: '右' }[slide] ?? slide}移（${zh('blank')}走 ${move}）。`,
  'play.hintSolved': `已经到达${zh('goal')}，不用再走了。`,
  'play.hintTooFar': ({ n }) => `没有提示：离${zh('goal')}至少 ${integer(n)} 步，太远，无法很快搜索出来。`,
  'play.hintUnsolvable': `没有提示：从这里走不到${zh('goal')}（${zh('unsolvable')}）。`,
  'play.solved': ({ n, shortest }) => `用 ${integer(n)} 步完成——最短${zh('solution')}是 ${integer(shortest)} 步`,
  'play.solvedUnknown': ({ n, atLeast }) => `用 ${integer(n)} 步完成——最短${zh('solution')}至少 ${integer(atLeast)} 步`,
  'play.failed': ({ message }) => `引擎无法回答：${message}`,
  // (end of play)

  // ── shortcuts ──
  'shortcuts.title': '键盘快捷键',
  'shortcuts.closeButton': '关闭',
  'shortcuts.solve': '求解与讲解',
  'shortcuts.solvePlay': '播放或暂停搜索；解出之后，播放或暂停解的演示',
  'shortcuts.solveStep': `单步：${zh('expand')}一个${zh('node')}；解出之后，看下一步`,
  'shortcuts.solveStepAlso': '单步（解出之后也一样）',
  'shortcuts.solveBack': `后退：撤销一次${zh('expand')}`,
  'shortcuts.solvePrevious': '解出之后，看上一步',
  'shortcuts.solveReset': '重新开始搜索',
  'shortcuts.solveEnter': `在“${zh('start')}”输入框中：使用输入的盘面`,
  'shortcuts.play': '求解：自己动手（棋盘获得焦点时）',
  'shortcuts.playArrows': `把${zh('blank')}上、下、左、右的${zh('tile')}滑进${zh('blank')}`,
  'shortcuts.playLetters': '同上，用字母键',
  'shortcuts.playUndo': '撤销一步',
  'shortcuts.playHint': '提示：最短路径上的下一步',
  'shortcuts.compare': '对比',
  'shortcuts.compareRun': '运行或暂停所有赛道',
  'shortcuts.compareStep': '所有赛道各走一步',
  'shortcuts.compareReset': '重置所有赛道',
  'shortcuts.compareEnter': '在初始状态输入框中：使用输入的盘面',
  'shortcuts.explain': '讲解：搜索树（获得焦点时）与标签页',
  'shortcuts.explainSides': `搜索树：上一次或下一次${zh('expand')}；标签页：上一个或下一个标签`,
  'shortcuts.explainParent': `搜索树：当前${zh('node')}的${zh('parent')}`,
  'shortcuts.explainChild': `搜索树：当前${zh('node')}的第一个${zh('child')}`,
  'shortcuts.explainEnds': `第一次或最后一次${zh('expand')}（或第一个、最后一个标签）`,
  'shortcuts.lab': `${zh('puzzle15')}实验室`,
  'shortcuts.labEnter': '在盘面输入框中：求解；在 Korf 实例数输入框中：运行这些实例',
  'shortcuts.everywhere': '任何地方',
  'shortcuts.show': '显示这张列表',
  'shortcuts.close': '关闭这张列表；退出演示模式',
  'shortcuts.skip': '第一次按 Tab 会显示“跳到主要内容”，可跳过顶栏',
  // 顶栏的 ? 与演示模式按钮（index.html、www/present.js）
  'shortcuts.button': '键盘快捷键',
  'shortcuts.buttonTitle': '键盘快捷键（?）',
  'shortcuts.presentation': '演示模式',
  'shortcuts.presentationTitle': '演示模式：字更大、对比度更高，适合投影（按 Esc 退出）',
  // 求解视图的保存按钮（index.html、www/png.js）
  'shortcuts.saveBoard': '把棋盘保存为 PNG',
  'shortcuts.saveChart': '把图表保存为 PNG',
  'shortcuts.saveFailed': ({ message }) => `无法保存：${message}`,
  'shortcuts.chart': '图表',
  'shortcuts.pngFailed': '图片无法编码为 PNG',
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
  // 实验室的界面（www/lab/markup.js）
  'lab.viewLabel': `${zh('puzzle15')}实验室`,
  'lab.setupTitle': zh('puzzle15'),
  'lab.algorithm': '算法',
  'lab.heuristic': zh('h'),
  'lab.goal': zh('goal'),
  'lab.preset': '预设',
  'lab.board': `${zh('puzzle15')}盘面`,
  'lab.boardHint': `16 个数，${zh('blank')}记为 0；各行之间可用 / 分隔`,
  'lab.solve': '后台求解',
  'lab.cancel': '取消',
  'lab.canvas': '棋盘',
  'lab.move': zh('move'),
  'lab.runTitle': '后台线程',
  'lab.starting': '正在启动后台线程…',
  'lab.pdb': zh('pdb'),
  'lab.tablesIdle': `${zh('pdb')}在第一次使用时由后台线程构建，之后保存在本浏览器中。`,
  'lab.search': '搜索',
  'lab.nodesGenerated': `${zh('generated')}${zh('node')}`,
  'lab.rate': `${zh('node')}/秒`,
  'lab.threshold': zh('bound'),
  'lab.iteration': zh('iteration'),
  'lab.elapsed': '用时',
  'lab.hStart': 'h(初始状态)',
  'lab.result': '结果',
  'lab.length': '步数',
  'lab.nodes': `${zh('node')}数`,
  'lab.time': '时间',
  'lab.moves': `${zh('solution')}的移动序列`,
  'lab.iterations': `各轮${zh('iteration')}`,
  'lab.korfTitle': 'Korf 的 100 个实例',
  'lab.korfHint': `Korf（1985）给出的随机实例：在后台线程中用左侧选定的算法、${zh('h')}和${zh('goal')}逐个求解。`,
  'lab.instances': '实例数',
  'lab.runKorf': '运行实例',
  'lab.korfTable': 'Korf 100 个实例的结果',
  'lab.colNumber': '#',
  'lab.colOptimal': '最优步数',
  'lab.colOurs': '本次步数',
  'lab.colSeconds': '秒',
  'lab.colOptimalQ': '是否最优',
  'lab.totals': '合计',
  'lab.totalsEmpty': `先运行若干实例：每个${zh('h')}的合计都留在这里，方便比较两次运行。`,
  'lab.howKernel': '快速内核',
  'lab.howBudget': ({ mb }) => `${zh('memory')}上限 ${mb} MB`,
  'lab.hintIdastar': `${zh('memory')}极小；但每轮${zh('iteration')}都要把${zh('node')}重新搜索一遍。`,
  'lab.hintAstar': `每个${zh('state')}只${zh('expand')}一次，但要把它们全部留在${zh('memory')}里。`,
  'lab.goalBlankFirst': `${zh('blank')}在首（Korf 的${zh('goal')}）`,
  'lab.goalOrdered': `顺序（1 … 15，${zh('blank')}在末）`,
  // 设置面板（www/lab/setup.js）
  'lab.algorithmOption': ({ title, how }) => `${title}（${how}）`,
  'lab.typedBoard': '自己输入的盘面',
  'lab.presetOption': ({ number, optimal }) => `Korf #${number}（${optimal} 步）`,
  'lab.canvasEmpty': '棋盘：还不是合法的盘面',
  'lab.canvasBoard': ({ tiles }) => `棋盘：${tiles}`,
  'lab.blank': zh('blank'),
  // 运行面板（www/lab/run-panel.js）
  'lab.seconds': ({ s }) => `${s} 秒`,
  'lab.pdbNamed': ({ name }) => `${zh('pdb')} ${name}`,
  'lab.buildingTable': ({ table, tables }) => `后台线程正在构建第 ${table} 张表（共 ${tables} 张）…`,
  'lab.tablesNone': ({ title }) => `${title} 不需要${zh('pdb')}。`,
  'lab.tablesCache': ({ title, time, size }) => `${title}：从缓存载入，用时 ${time}（${size}，保存在本浏览器中）。`,
  'lab.tablesBuiltSaved': ({ title, time, size }) => `${title}：构建用时 ${time}（${size}），已保存在本浏览器中，下次直接载入。`,
  'lab.tablesBuiltUnsaved': ({ title, time, size }) => `${title}：构建用时 ${time}（${size}），但本浏览器无法缓存。`,
  'lab.tablesMemory': ({ title, size }) => `${title}：已在后台线程中（${size}）。`,
  'lab.bound': () => zh('bound'),
  'lab.fReached': '已达到的 f',
  'lab.memory': zh('memory'),
  'lab.lengthMoves': ({ n }) => `${integer(n)} 步`,
  'lab.optimalYes': ({ optimal }) => `✓ 最优：Korf 的数据给出的最优解也是 ${optimal} 步。`,
  'lab.optimalNo': ({ optimal }) => `✗ 不是最优：Korf 的数据给出的最优解是 ${optimal} 步。`,
  'lab.stopped': '已停止',
  // 实验室的状态栏（www/lab/index.js）
  'lab.couldNotStart': ({ message }) => `实验室无法启动：${message}`,
  'lab.statusBuilding': ({ title, percent }) => `正在构建 ${title} 的表… ${percent}%`,
  'lab.korfNumber': ({ number }) => `第 ${number} 个 Korf 实例`,
  'lab.theBoard': '当前盘面',
  'lab.statusSolving': ({ name, title }) => `正在用 ${title} 求解${name}…`,
  'lab.statusSolved': ({ name, length, nodes, time }) => `${name}已解出：${integer(length)} 步，${zh('generate')} ${nodes} 个${zh('node')}，用时 ${time}。`,
  'lab.statusMemory': ({ expanded }) =>
    `A* 算法${zh('expand')}了 ${expanded} 个${zh('node')}后达到${zh('memory')}上限，没有找到${zh('solution')}：` +
    `可以改用几乎不占${zh('memory')}的 IDA*，或换一个更强的${zh('h')}。`,
  'lab.statusStopped': ({ nodes }) => `${zh('generate')}了 ${nodes} 个${zh('node')}后停止，没有找到${zh('solution')}。`,
  'lab.statusKorfInstance': ({ title, number, n }) => `用 ${title} 运行 Korf 的实例：第 ${number} 个，共 ${n} 个…`,
  'lab.statusKorfDone': ({ n, title, optimal, nodes, time }) =>
    `用 ${title} 运行了 Korf 的前 ${n} 个实例：最优 ${optimal}/${n}，${zh('generate')} ${nodes} 个${zh('node')}，用时 ${time}。`,
  'lab.statusChecking': '正在检查盘面…',
  'lab.statusFixBoard': '盘面有误：请先按盘面下方的提示改正。',
  'lab.statusCancelled': '已取消。原来的后台线程已停止，新的线程已经就绪。',
  'lab.statusReady': '就绪：选好盘面后按“后台求解”，或运行 Korf 的实例。',
  // Korf 的 100 个实例（www/lab/korf-panel.js）
  'lab.instancesError': '实例数必须是 1 到 100 之间的整数。',
  'lab.rowMemory': `${zh('memory')}不足`,
  'lab.rowStopped': '已停止',
  'lab.rowCancelled': '已取消',
  'lab.rowOptimal': '最优',
  'lab.rowNotOptimal': '不是最优',
  'lab.fewerNodes': ({ times, n }) => `在这 ${n} 个实例上，${zh('node')}数只有${zh('manhattan')}的 1/${times}`,
  'lab.moreNodes': ({ times, n }) => `在这 ${n} 个实例上，${zh('node')}数是${zh('manhattan')}的 ${times} 倍`,
  'lab.totalRate': ({ rate }) => `，${rate} ${zh('node')}/秒`,
  'lab.totalCancelled': '（已取消）',
  'lab.totalRunning': ({ solved, n }) => `（运行中：${solved}/${n}）`,
  'lab.totalGoal': ({ title }) => `（${zh('goal')}：${title}）`,
  'lab.totalLine': ({ solved, optimal, nodes, time, rate, state }) =>
    ` · ${integer(solved)} 个实例：最优 ${optimal}/${solved}，${nodes} 个${zh('node')}，${time}${rate}${state}`,
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
