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
  'header.skip': '跳到主要内容',
  'header.views': '视图',
  'header.view.solve': '求解',
  'header.view.explain': '讲解',
  'header.view.compare': '对比',
  'header.view.accuracy': '启发函数精度',
  'header.view.lab': `${zh('puzzle15')}实验室`,
  'header.loading': '正在加载搜索引擎……',
  'header.shortcuts': '键盘快捷键',
  'header.shortcutsTitle': '键盘快捷键（?）',
  'header.presentation': '演示模式',
  'header.presentationTitle': '演示模式：字号更大、对比度更高，适合投影（按 Esc 退出）',
  'header.dismiss': '关闭',
  'header.recovery.reset': '请按“重置”，或刷新页面。',
  'header.recovery.resetAll': '请按“全部重置”，或刷新页面。',
  'header.recovery.reload': '请刷新页面重新开始。',
  // (end of header)

  // ── solve ──
  'solve.puzzle': '题目',
  'solve.preset': '例题',
  'solve.preset.own': '自己输入的局面',
  'solve.presetGroup.3': zh('puzzle8'),
  'solve.presetGroup.4': zh('puzzle15'),
  'solve.preset.poj1077': 'POJ 1077（19 步）',
  'solve.preset.codevs1225': `codevs 1225（螺旋${zh('goal')}）`,
  'solve.preset.reverse': `逆序${zh('goal')}（8 7 … 1）`,
  'solve.preset.hardest-a': '最难局面 A（31 步）',
  'solve.preset.hardest-b': '最难局面 B（31 步）',
  'solve.preset.unsolvable': `${zh('unsolvable')}（8 与 7 对调）`,
  'solve.preset.fifteen-easy': '简单（20 步）',
  'solve.preset.korf55': 'Korf #55（41 步，IDA*）',
  'solve.preset.korf1': 'Korf #1（57 步，IDA*）',
  'solve.start': zh('start'),
  'solve.startHint': `${zh('blank')}写作 0、x 或 _；各行之间可用 / 分隔`,
  'solve.size': '规模',
  'solve.size.square': '正方形',
  'solve.size.rectangle': '长方形',
  'solve.goal': zh('goal'),
  'solve.goal.custom': '自定义……',
  'solve.goal.customHint': `自己输入的${zh('goal')}。`,
  'solve.goal.preview': ({ tiles }) => `${zh('goal')}：${tiles}`,
  'solve.goal.previewEmpty': zh('goal'),
  'solve.goalName.ordered': '顺序',
  'solve.goalName.blank-first': `${zh('blank')}在前`,
  'solve.goalName.spiral': '螺旋',
  'solve.goalName.reverse': '逆序',
  'solve.customGoal': `自定义${zh('goal')}`,
  'solve.shuffleDepth': '打乱步数',
  'solve.shuffle': '随机打乱',
  'solve.shuffle.exact': `打乱：恰好离${zh('goal')}这么多步。`,
  'solve.shuffle.random': '打乱：随机走这么多步。',
  'solve.shuffle.shuffledExact': ({ n, seed }) => `已打乱到离${zh('goal')}恰好 ${integer(n)} 步（随机种子 ${seed}）。`,
  'solve.shuffle.shuffledRandom': ({ n, seed }) => `已随机走 ${integer(n)} 步打乱（随机种子 ${seed}）；最短解可能更短。`,
  'solve.search': '搜索',
  'solve.algorithm': '算法',
  'solve.algorithmWith': ({ title, heuristic }) => `${title}（${heuristic}）`,
  'solve.algorithmWeighted': ({ title, weight }) => `${title}（w = ${weight}）`,
  'solve.algorithmWeightedWith': ({ title, weight, heuristic }) => `${title}（w = ${weight}，${heuristic}）`,
  'solve.weight': '权重',
  'solve.heuristic': '启发函数',
  'solve.noHeuristic': ({ title }) => `${title}不用启发函数`,
  'solve.fix': ({ field, message }) => `请先改正${field}再搜索：${message}。`,
  'solve.fixField.start': zh('start'),
  'solve.fixField.custom': `自定义${zh('goal')}`,
  'solve.fixField.weight': '权重',
  'solve.offer.reach': ({ goal, other }) => `这个局面到不了“${goal}”${zh('goal')}，但能到达“${other}”${zh('goal')}。`,
  'solve.offer.moves': ({ goal, other, moves }) => `这个局面到不了“${goal}”${zh('goal')}，但离“${other}”${zh('goal')}只有 ${integer(moves)} 步。`,
  'solve.offer.customReach': ({ other }) => `这个局面到不了这个${zh('goal')}，但能到达“${other}”${zh('goal')}。`,
  'solve.offer.customMoves': ({ other, moves }) => `这个局面到不了这个${zh('goal')}，但离“${other}”${zh('goal')}只有 ${integer(moves)} 步。`,
  'solve.offer.switch': ({ other }) => `改用“${other}”`,
  'solve.copyLink': '复制链接',
  'solve.copyLinkTitle': '打开这道题、这个搜索和这个速度的链接',
  'solve.linkField': '这道题的链接',
  'solve.link.copied': '链接已复制：打开它就是这道题、这个搜索和这个速度。',
  'solve.link.copyThis': '请复制这个链接：',
  'solve.link.notice': '这个链接没能按原样打开：',
  'solve.link.size': ({ value, size }) => `链接里的规模 ${value} 不是 3×3 或 4×4；规模仍为 ${size}×${size}。`,
  'solve.link.board': ({ message }) => `链接里的局面无效：${message}。`,
  'solve.link.goal': ({ message, fallback }) => `链接里的${zh('goal')}无效（${message}）；改用 ${fallback}。`,
  'solve.link.algorithm': ({ value, fallback }) => `链接里的算法 ${value} 不存在；改用 ${fallback}。`,
  'solve.link.heuristic': ({ value, fallback }) => `链接里的启发函数 ${value} 不存在；改用 ${fallback}。`,
  'solve.link.weightNaN': ({ value, fallback }) => `链接里的权重 ${value} 不是数；改用 ${fallback}。`,
  'solve.link.weightRange': ({ value, fallback }) => `链接里的权重 ${value} 超出范围；改用 ${fallback}。`,
  'solve.link.step': ({ value, most }) => `链接里的步数 ${value} 不是 0 到 ${most} 之间的整数；搜索从第 0 步开始。`,
  'solve.link.move': ({ value, most }) => `链接里的走法位置 ${value} 不是 0 到 ${most} 之间的整数；显示解的终点。`,
  'solve.link.speedNaN': ({ value, fallback }) => `链接里的速度 ${value} 不是数；改用每秒 ${fallback} 次。`,
  'solve.link.speedRange': ({ value, fallback }) => `链接里的速度 ${value} 超出范围；改用每秒 ${fallback} 次。`,
  'solve.colourKey': '颜色说明',
  'solve.colourKey.inPlace': `已在${zh('goal')}中的位置`,
  'solve.colourKey.misplaced': '还不在正确位置',
  'solve.colourKey.moved': `刚移动的${zh('tile')}`,
  'solve.colourKey.blank': zh('blank'),
  'solve.board.start': `${zh('start')}`,
  'solve.board.startCaption': `带 ✓ 的浅色${zh('tile')}已在${zh('goal')}中的位置。`,
  'solve.board.unsolvableCaption': `这个局面到不了${zh('goal')}。`,
  'solve.board.path': `${zh('solution')}的${zh('path')}`,
  'solve.board.atStart': ({ position, length }) => `起点（第 ${position}/${length} 步）`,
  'solve.board.atGoal': ({ position, length }) => `终点（第 ${position}/${length} 步）`,
  'solve.board.atMove': ({ position, length }) => `第 ${position}/${length} 步`,
  'solve.board.goalReached': `到达${zh('goal')}`,
  'solve.board.expanding': `正在${zh('expand')}`,
  'solve.board.g': ({ g }) => `g ${g}`,
  'solve.board.gHF': ({ g, h, f }) => `g ${g} · h ${h} · f ${f}`,
  'solve.board.fromGoalSide': `（从${zh('goal')}一侧）`,
  'solve.board.aria': ({ width, height, tiles }) => `${width}×${height} 棋盘：${tiles}`,
  'solve.board.ariaEmpty': '棋盘',
  'solve.tiles.blank': zh('blank'),
  'solve.saveBoard': '把棋盘存为 PNG',
  'solve.children': `这个${zh('node')}的${zh('child')}`,
  'solve.child': ({ move, g, h, kind }) => `${zh('blank')} ${move}：g ${g}，h ${h}，${kind}`,
  'solve.kind.new': `新${zh('node')} → ${zh('frontier')}`,
  'solve.kind.improved': `${zh('path')}更短`,
  'solve.kind.in-frontier': `已在 OPEN 表中`,
  'solve.kind.closed': `已在 CLOSED 表中`,
  'solve.kind.over-threshold': `超过${zh('bound')}`,
  'solve.note.pressStep': `按“单步”${zh('expand')}初始${zh('node')}，看它的${zh('child')}。`,
  'solve.note.unsolvable': `没有可${zh('expand')}的${zh('node')}：任何走法都到不了${zh('goal')}。`,
  'solve.note.goalSelected': `已取出${zh('goal')}：搜索结束。`,
  'solve.note.noChildren': `没有${zh('child')}。`,
  'solve.playback.prev': '上一步',
  'solve.playback.prevTitle': '上一步（←）',
  'solve.playback.next': '下一步',
  'solve.playback.nextTitle': '下一步（→）',
  'solve.playback.move': '步',
  'solve.playback.play': `播放${zh('solution')}`,
  'solve.playback.stop': '停止',
  'solve.playback.atStart': '起点',
  'solve.playback.atMove': ({ position, length }) => `第 ${position}/${length} 步之后`,
  'solve.back': '后退一步',
  'solve.backTitle': `撤销一次${zh('expand')}（,）`,
  'solve.step': '单步',
  'solve.stepTitle': `${zh('expand')}一次（→）`,
  'solve.play': '播放',
  'solve.pause': '暂停',
  'solve.playTitle': '播放 / 暂停（空格键）',
  'solve.run': '运行到底',
  'solve.runTitle': '全速运行直到搜索结束',
  'solve.reset': '重置',
  'solve.resetTitle': '重新开始（R）',
  'solve.speed': '速度',
  'solve.speed.perSecond': ({ n }) => `${n} 次/秒`,
  'solve.speed.max': '尽可能快',
  'solve.speed.maxShort': '最快',
  'solve.scrub': '步数',
  'solve.scrubValue': ({ text }) => `第 ${text} 步`,
  'solve.keys.space': '空格键',
  'solve.keys.play': '播放 / 暂停',
  'solve.keys.step': '单步',
  'solve.keys.back': '后退一步',
  'solve.keys.reset': '重置',
  'solve.keys.all': '全部按键',
  'solve.keys.click': `点击${zh('blank')}旁的${zh('tile')}可移动它`,
  'solve.stepMeaning':
    `每按一次“单步”${zh('expand')}一个${zh('node')}：从 OPEN 表取出它，${zh('generate')}它的全部${zh('child')}。` +
    `取出${zh('node')}时才检查${zh('goal')}的搜索最后还要多按一次：这一步取出${zh('goal')}，不再${zh('expand')}。`,
  'solve.expansionNumber': ({ n }) => `第 ${integer(n)} 次${zh('expand')}`,
  'solve.afterExpansions': ({ n }) => `${integer(n)} 次${zh('expand')}之后`,
  'solve.chart.title': `${zh('frontier')}与${zh('visited')}`,
  'solve.chart.log': '对数坐标',
  'solve.chart.save': '把图表存为 PNG',
  'solve.chart.placeholder': `搜索${zh('expand')}${zh('node')}时，图表随之画出。`,
  'solve.solution.title': zh('solution'),
  'solve.solution.empty': `搜索成功后，这里显示${zh('blank')}的走法（u d l r）。`,
  'solve.solution.noneUnsolvable': `${zh('unsolvable')}：${zh('start')}与${zh('goal')}在${zh('stateSpace')}互不相通的两半。`,
  'solve.solution.noneStopped': `没有${zh('solution')}：搜索在到达${zh('goal')}前停止了。`,
  'solve.solution.noneExhausted': `${zh('unsolvable')}：所有可到达的局面都已${zh('expand')}。`,
  'solve.solution.moves': ({ n }) => `${integer(n)} 步`,
  'solve.solution.optimal': `保证${zh('optimal')}`,
  'solve.solution.notOptimal': `不保证${zh('optimal')}`,
  'solve.solution.noShorter': `不存在更短的${zh('solution')}。`,
  'solve.solution.copy': '复制',
  'solve.solution.copyMoves': '复制走法',
  'solve.solution.copyAll': ({ n }) => `把全部 ${integer(n)} 步复制到剪贴板`,
  'solve.solution.copied': ({ n }) => `已复制 ${integer(n)} 步。`,
  'solve.solution.saved': '这里不能用剪贴板：走法已存为 solution-moves.txt。',
  'solve.solution.moveTitle': ({ n, move }) => `第 ${n} 步：${zh('blank')}${move}移`,
  'solve.solution.stripStart': '起点',
  'solve.solution.stripStartLabel': '起点',
  'solve.solution.stripAfter': ({ n, move }) => `第 ${n} 步之后（${move}）`,
  'solve.solution.strip': `${zh('solution')}沿途的局面`,
  'solve.move.u': '上',
  'solve.move.d': '下',
  'solve.move.l': '左',
  'solve.move.r': '右',
  'solve.notOptimal.greedy': ({ title }) => `${title}不考虑已走的${zh('path')}长度。`,
  'solve.notOptimal.weighted': ({ title, weight }) => `${title}只保证不超过最短长度的 ${weight} 倍。`,
  'solve.status.searchError': '搜索因出错而停止（见上方）。',
  'solve.status.loadError': '搜索引擎没能加载。',
  // (end of solve)

  // ── counters ──
  'counters.title': '计数',
  // (end of counters)

  // ── status ──
  'status.theSearch': '搜索',
  'status.line.ready': ({ algorithm }) => `就绪：${algorithm}。请按“播放”“单步”或“运行到底”。`,
  'status.line.searching': ({ algorithm }) => `正在用${algorithm}搜索……`,
  'status.line.paused': ({ n }) => `已暂停，共${zh('expand')} ${integer(n)} 次。`,
  'status.line.solvedOptimal': ({ moves, n }) => `${integer(moves)} 步解出（保证${zh('optimal')}）——${zh('expand')}了 ${integer(n)} 个${zh('node')}。`,
  'status.line.solvedNotOptimal': ({ moves, n }) => `${integer(moves)} 步解出（不保证${zh('optimal')}）——${zh('expand')}了 ${integer(n)} 个${zh('node')}。`,
  'status.line.unsolvable': ({ why }) => `${zh('unsolvable')}：${why}`,
  'status.line.stopped': ({ n, budget, advice }) => `${zh('expand')} ${integer(n)} 次后停止（${budget}）——${advice}。`,
  'status.line.other': ({ message }) => `${message}。`,
  'status.budget.memory': `达到${zh('memory')}${zh('budget')}`,
  'status.budget.nodes': `达到${zh('node')}数${zh('budget')}`,
  'status.budget.other': `达到${zh('budget')}`,
  'status.advice.smallerBoard': '请换一个小一些的棋盘',
  'status.advice.strongerHeuristic': '请换一个更强的启发函数',
  'status.advice.lighter': ({ lighter }) => `可以改用只保存当前${zh('path')}的 ${lighter}，或换一个更强的启发函数`,
  'status.advice.noHeuristicLighter': ({ title, lighter }) =>
    `${title}不用启发函数，没有什么引导它走向${zh('goal')}：请改用带启发函数、只保存当前${zh('path')}的 ${lighter}`,
  'status.advice.noHeuristic': ({ title }) => `${title}不用启发函数，没有什么引导它走向${zh('goal')}：请改用带启发函数的搜索`,
  'status.error.crashed': ({ detail }) => `搜索引擎崩溃了（${detail}）。请刷新页面重新开始。`,
  'status.error.wrong': ({ message, advice }) => `出错了：${message}。${advice}`,
  // (end of status)

  // ── play ──
  // (end of play)

  // ── shortcuts ──
  // (end of shortcuts)

  // ── glossary ──
  'glossary.expanded.word': zh('expanded'),
  'glossary.expanded.definition': `从 OPEN 表取出、已${zh('generate')}其${zh('child')}的${zh('node')}数。`,
  'glossary.generated.word': zh('generated'),
  'glossary.generated.definition': `初始${zh('node')}加上至今产生的每个${zh('child')}，重复的也算。`,
  'glossary.frontier.word': zh('frontier'),
  'glossary.frontier.aka': 'OPEN 表',
  'glossary.frontier.definition': `${zh('open')}：已${zh('generate')}、等待${zh('expand')}的${zh('node')}（IDA* 中是它的栈）。`,
  'glossary.visited.word': zh('visited'),
  'glossary.visited.aka': 'CLOSED 表',
  'glossary.visited.definition': `${zh('closed')}：已${zh('expand')}并记住的${zh('node')}，所以没有${zh('node')}会被${zh('expand')}两次（${zh('duplicateCheck')}）。`,
  'glossary.onPath.word': `${zh('path')}上`,
  'glossary.onPath.definition': `从初始${zh('node')}到当前${zh('node')}的${zh('path')}上的${zh('node')}：IDA* 和${zh('iddfs')}除此之外什么都不记录，因此没有 CLOSED 表。`,
  'glossary.g.word': `g（${zh('depth')}）`,
  'glossary.g.definition': `g：从${zh('start')}到正在${zh('expand')}的${zh('node')}所走的步数，即${zh('g')}。`,
  'glossary.h.word': 'h',
  'glossary.h.definition': `h：${zh('heuristic')}对这个${zh('node')}到${zh('goal')}还需多少步的估计。`,
  'glossary.f.word': 'f',
  'glossary.f.definition': `${zh('f')}（${zh('weightedAstar')}为 g + w·h，贪心最佳优先只用 h）：OPEN 表按它排序。`,
  'glossary.threshold.word': zh('bound'),
  'glossary.threshold.definition': `本次${zh('iteration')}的 f 上限：f 更大的${zh('child')}被剪掉，留到下一次${zh('iteration')}。`,
  'glossary.iteration.word': zh('iteration'),
  'glossary.iteration.definition': `每次${zh('iteration')}都用更高的${zh('bound')}从${zh('start')}重新开始。`,
  'glossary.max-frontier.word': `${zh('frontier')}峰值`,
  'glossary.max-frontier.definition': `${zh('frontier')}曾经达到的最大规模：搜索同时要在${zh('memory')}中保存的${zh('node')}数。`,
  'glossary.memory.word': zh('memory'),
  'glossary.memory.definition': `搜索的各张表当前占用的${zh('memory')}：OPEN 表、CLOSED 表，以及回溯到${zh('start')}所需的${zh('parent')}记录。`,
  'glossary.elapsed.word': '引擎用时',
  'glossary.elapsed.definition': `引擎${zh('expand')}${zh('node')}所花的时间，在它的工作线程里测量；暂停、绘图和帧间等待不计在内。`,
  'glossary.rate.word': `${zh('expand')}次/秒`,
  'glossary.rate.definition': `引擎用时内每秒${zh('expand')}的次数：无论速度设成多少，都表示引擎${zh('expand')}得有多快`,
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
  'lessons.open': '课程',
  'lessons.label': '课程',
  'lessons.place': ({ step, steps }) => `第 ${integer(step)} 步，共 ${integer(steps)} 步`,
  'lessons.question': '课堂提问：',
  'lessons.previous': '← 上一步',
  'lessons.next': '下一步 →',
  'lessons.load': '打开课程文件…',
  'lessons.close': '关闭',
  'lessons.refused': '无法打开这个课程：',
  'lessons.field.title': '标题',
  'lessons.field.text': '正文',
  'lessons.field.question': '提问',
  'lessons.problem.inStep': ({ step, what }) => `第 ${integer(step)} 步：${what}`,
  'lessons.problem.not-object': '这个文件不是课程（应为带有标题和步骤的 JSON 对象）。',
  'lessons.problem.schema': ({ found, schema }) => `格式标记是“${found}”，应为“${schema}”。`,
  'lessons.problem.missing': ({ field }) => `缺少${field}。`,
  'lessons.problem.text': ({ field }) => `${field}必须是文字，或按语言分别给出的文字（{"en": …, "zh-CN": …}）。`,
  'lessons.problem.long': ({ field, max, length }) => `${field}有 ${integer(length)} 个字符，最多 ${integer(max)} 个。`,
  'lessons.problem.no-steps': '课程没有任何步骤。',
  'lessons.problem.too-many': ({ max, steps }) => `课程有 ${integer(steps)} 步，最多 ${integer(max)} 步。`,
  'lessons.problem.step-object': '每一步必须是带有标题、正文和设置的对象。',
  'lessons.problem.setup': '缺少设置（一个由链接键组成的对象，包括视图）。',
  'lessons.problem.setup-key': ({ key }) => `设置中的键“${key}”不是链接的键。`,
  'lessons.problem.setup-value': ({ key }) => `设置中的 ${key} 必须是较短的文字或数字。`,
  'lessons.problem.view': ({ found }) => `视图“${found}”不存在（可用：solve、explain、compare、accuracy、lab）。`,
  'lessons.problem.setup-link': ({ sentence }) => sentence,
  'lessons.problem.json': ({ why }) => `这个文件不是 JSON（${why}）。`,
  'lessons.problem.big': ({ max }) => `文件超过 ${integer(max)} 字节。`,
  'lessons.problem.link': ({ link }) => `链接中的课程“${link}”既不是内置课程，也不是文件地址。`,
  'lessons.problem.fetch': ({ link, why }) => `无法读取 ${link} 处的课程（${why}）。`,
  // (end of lessons)
};
