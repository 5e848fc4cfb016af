// The built-in lecture: from a state and its moves, through breadth-first search and visited
// tables, to A*, heuristics, IDA* and pattern databases — ten steps a teacher can project, each
// setting up the view it talks about. It is a lesson file like any other (./schema.js checks it
// in the unit tests), written in both languages. Four steps carry a live class's question
// (`class`): with a class running, the bar asks the room it.

import { SCHEMA } from './schema.js';

/** @type {import('./schema.js').Lesson & { schema: string, id: string }} */
export const BUILTIN = {
  schema: SCHEMA,
  id: 'intro',
  title: { en: 'Searching the 8-puzzle', 'zh-CN': '八数码问题的搜索' },
  steps: [
    {
      title: { en: 'A state and its moves', 'zh-CN': '状态与移动' },
      text: {
        en: 'A state is one arrangement of the tiles. The blank can move up, down, left or right when there is room: each move leads to a child state. Step once and look at the children.',
        'zh-CN': '一个状态就是数码的一种摆法。空格在不越界时可以向上、下、左、右移动，每一种移动得到一个子状态。单步执行一次，看看生成了哪些子结点。',
      },
      question: {
        en: 'How many children has a state whose blank is in a corner? On an edge? In the centre?',
        'zh-CN': '空格在角上时有几个子状态？在边上呢？在中间呢？',
      },
      setup: { view: 'solve', start: '1 2 3 4 x 6 7 5 8', goal: 'ordered', algorithm: 'bfs', step: '1' },
    },
    {
      title: { en: 'The state space', 'zh-CN': '状态空间' },
      text: {
        en: 'All the states the goal can reach form the state space: 181,440 boards for the 8-puzzle, half of 9!. The State space picture counts them by their true distance to the goal.',
        'zh-CN': '目标状态能到达的所有状态构成状态空间：八数码共有 181440 个，恰好是 9! 的一半。“状态空间”图按到目标的真实距离统计了它们。',
      },
      question: { en: 'Why can only half of the 9! arrangements reach the goal?', 'zh-CN': '为什么 9! 种摆法中只有一半能到达目标？' },
      setup: { view: 'explain', 'explain-tab': 'statespace', start: '1 2 3 4 x 6 7 5 8', goal: 'ordered', algorithm: 'bfs' },
    },
    {
      title: { en: 'BFS: breadth-first search', 'zh-CN': '广度优先搜索' },
      text: {
        en: 'Breadth-first search keeps its frontier in a first-in first-out queue, so it expands every state at depth d before any at depth d + 1. The first time it selects the goal, the path is a shortest one.',
        'zh-CN': '广度优先搜索用先进先出的队列保存 OPEN 表，所以先扩展完第 d 层的所有状态，再扩展第 d + 1 层。第一次取出目标状态时，得到的路径就是最短路径。',
      },
      question: { en: 'Which node will be expanded next, and why?', 'zh-CN': '下一个被扩展的是哪个结点？为什么？' },
      setup: { view: 'explain', start: '1 2 3 x 4 6 7 5 8', goal: 'ordered', algorithm: 'bfs', step: '6', 'explain-tab': 'frontier' },
      class: 'next-node',
    },
    {
      title: { en: 'Remembering visited states', 'zh-CN': '判重：记住访问过的状态' },
      text: {
        en: 'Each move can be undone, so without a memory the search would expand the same boards again and again. A visited table remembers them: an array indexed by the Cantor expansion, a hash table, or an ordered set.',
        'zh-CN': '每一步都可以退回去，所以不判重的搜索会一遍又一遍地扩展同样的状态。判重表记住访问过的状态：可以用康托展开作下标的数组，也可以用哈希表或 map/set。',
      },
      question: { en: 'How many cells does an array indexed by the Cantor expansion need for the 8-puzzle?', 'zh-CN': '用康托展开作下标，八数码的判重数组需要多少个单元？' },
      setup: { view: 'solve', start: '2 3 4 1 5 x 7 6 8', goal: 'ordered', algorithm: 'bfs', step: '500' },
    },
    {
      title: { en: 'Unsolvable boards', 'zh-CN': '无解的情况' },
      text: {
        en: 'Swap two tiles of a solvable board and no sequence of moves can reach the goal any more. Counting inversions tells which half a board is in, before any search.',
        'zh-CN': '把可解状态中的两个数码对调，就再也无法通过移动到达目标。统计逆序对的奇偶性，不用搜索就能判断一个状态属于哪一半。',
      },
      question: { en: 'Count the inversion pairs of this board: is the number even or odd?', 'zh-CN': '数一数这个状态的逆序对：个数是奇数还是偶数？' },
      setup: { view: 'solve', start: '1 2 3 4 5 6 8 7 x', goal: 'ordered', algorithm: 'bfs' },
    },
    {
      title: { en: 'A*: f = g + h', 'zh-CN': 'A* 算法：f(n) = g(n) + h(n)' },
      text: {
        en: 'A* expands the frontier node with the smallest f = g + h: the moves made so far plus an estimate of the moves left. With misplaced tiles as h it already expands far fewer nodes than breadth-first search.',
        'zh-CN': 'A* 算法每次从 OPEN 表中取出估价函数 f(n) = g(n) + h(n) 最小的结点：已走的步数加上对剩余步数的估计。即使用错位数作启发函数，扩展的结点也比广度优先搜索少得多。',
      },
      question: { en: 'Among nodes with equal f, which one should come first?', 'zh-CN': 'f 值相同的结点中，应该先扩展哪一个？' },
      setup: { view: 'explain', start: '2 3 4 1 5 x 7 6 8', goal: 'ordered', algorithm: 'astar', heuristic: 'misplaced', step: '12', 'explain-tab': 'frontier' },
      class: 'next-node',
    },
    {
      title: { en: 'Comparing heuristics', 'zh-CN': '比较启发函数' },
      text: {
        en: 'Race the same board with different heuristics. A better-informed heuristic expands fewer nodes, and every admissible one still finds a shortest path.',
        'zh-CN': '用不同的启发函数在同一个状态上比赛。信息越充分的启发函数扩展的结点越少，而可采纳的启发函数都能找到最短路径。',
      },
      question: { en: 'Why does Manhattan distance expand fewer nodes than misplaced tiles?', 'zh-CN': '为什么曼哈顿距离扩展的结点比错位数少？' },
      setup: { view: 'compare' },
      class: 'number',
    },
    {
      title: { en: 'Admissible and consistent', 'zh-CN': '可采纳与一致' },
      text: {
        en: 'A heuristic is admissible when it never overestimates the true distance h*: no state lies above the diagonal. Each picture holds a heuristic against h* on every state.',
        'zh-CN': '启发函数从不高估真实距离 h* 时称为可采纳的：图中没有任何状态落在对角线上方。每张图把一个启发函数与所有状态的 h* 相比较。',
      },
      question: { en: 'Which heuristic dominates the others, and what does that buy?', 'zh-CN': '哪个启发函数优于其他的？这带来了什么好处？' },
      class: 'choice',
      setup: { view: 'accuracy' },
    },
    {
      title: { en: 'IDA*: memory for time', 'zh-CN': 'IDA*：以时间换空间' },
      text: {
        en: 'IDA* searches depth first and prunes every node whose f exceeds a bound; when an iteration fails, the bound rises to the smallest f that was pruned. It keeps only the current path in memory.',
        'zh-CN': 'IDA* 进行深度优先搜索，剪去 f 值超过阈值的结点；一轮迭代失败后，阈值增大为被剪去结点中最小的 f 值。它只在内存中保存当前路径。',
      },
      question: { en: 'IDA* expands some nodes again in every iteration. Why can it still be faster than A*?', 'zh-CN': 'IDA* 每轮迭代都会重复扩展一些结点，为什么它仍然可能比 A* 快？' },
      setup: { view: 'explain', start: '8 6 7 2 5 4 3 x 1', goal: 'ordered', algorithm: 'idastar', heuristic: 'manhattan', step: '40', 'explain-tab': 'iterations' },
    },
    {
      title: { en: 'Pattern databases', 'zh-CN': '模式数据库' },
      text: {
        en: 'For the 15-puzzle, a pattern database stores the exact cost of placing a group of tiles, ignoring the others. Disjoint groups add up and stay admissible: IDA* with them solves Korf’s hundred boards.',
        'zh-CN': '对十五数码，模式数据库预先算出只摆好一组数码（忽略其余数码）的准确代价。互不相交的几组可以相加，并且仍然可采纳：用它们的 IDA* 能解出 Korf 的 100 个实例。',
      },
      question: { en: 'Why may the costs of disjoint groups be added, but not those of overlapping ones?', 'zh-CN': '为什么互不相交的几组代价可以相加，而有重叠的不行？' },
      setup: { view: 'lab' },
    },
  ],
};

/** Built-in lessons by id. */
export const BUILTINS = new Map([[BUILTIN.id, BUILTIN]]);
