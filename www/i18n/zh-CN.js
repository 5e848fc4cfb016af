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
  // (end of engine)

  // ── errors ──
  // (end of errors)

  // ── visited ──
  // (end of visited)

  // ── tie ──
  // (end of tie)

  // ── cantor ──
  'cantor.title': zh('cantor'),
  'cantor.convention': ({ last }) =>
    `按行读出棋盘，得到 0～${last} 的一个排列，空格记为 0（与题解中判重函数的写法相同）。每个数的系数是它后面比它小的数的个数；系数乘以它后面格子数的阶乘，求和即为该状态的${zh('cantor')}值。`,
  'cantor.cell': '位置',
  'cantor.value': '数',
  'cantor.smaller': '其后比它小的个数',
  'cantor.factorial': '阶乘',
  'cantor.product': '乘积',
  'cantor.sum': ({ rank }) => `求和：${zh('cantor')}值为 ${integer(rank)}`,
  'cantor.marks': ({ n, size, rank }) =>
    `每个排列占一个单元的${zh('duplicateCheck')}数组共 ${n}! = ${integer(size)} 个单元；这个${zh('state')}把下标为 ${rank} 的单元记为${zh('visited')}。`,
  'cantor.half': ({ n, half }) =>
    `本程序的${zh('rankArray')}只存同一${zh('parity')}类的${zh('state')}，共 ${n}!/2 = ${integer(half)} 个单元：搜索永远到不了另一半。`,
  'cantor.unrankTitle': `逆${zh('cantor')}：由排名还原${zh('state')}`,
  'cantor.unrankIntro': '用余下的值依次除以各位的阶乘：商表示在尚未使用的数中（从小到大）取第几个，余数留给下一位。',
  'cantor.left': '余下的值',
  'cantor.divisor': '÷ 阶乘',
  'cantor.quotient': '商',
  'cantor.remainder': '余数',
  'cantor.unused': '尚未使用的数',
  'cantor.picked': '取出',
  'cantor.back': ({ board }) => `还原得到 ${board}，正是原来的${zh('state')}。`,
  'cantor.tooLarge': ({ width, height, n, size, max }) =>
    `${width}×${height} 的棋盘有 ${n}! = ${integer(size)} 种排列，每个排列占一个单元的数组放不进内存，所以只对不超过 ${max} 格的棋盘（3×3 及更小）列出${zh('cantor')}。更大的棋盘用${zh('hashTable')}${zh('duplicateCheck')}。`,
  'cantor.pairsTitle': `${zh('inversion')}与${zh('parity')}`,
  'cantor.pairsIntro': `去掉${zh('blank')}，按行读出各个${zh('tile')}：大数排在小数前面就构成一个${zh('inversion')}。指向一对，棋盘上会标出这两个${zh('tile')}。`,
  'cantor.pairsCount': ({ n }) => `${integer(n)} 个${zh('inversion')}`,
  'cantor.pair': ({ larger, smaller }) => `${larger} 在 ${smaller} 之前`,
  'cantor.none': `没有${zh('inversion')}：各${zh('tile')}已按顺序排列。`,
  'cantor.even': '偶数',
  'cantor.odd': '奇数',
  'cantor.oddVerdict': ({ start, startParity, goal, goalParity, solvable }) =>
    `${zh('start')}有 ${integer(start)} 个${zh('inversion')}（${startParity}），${zh('goal')}有 ${integer(goal)} 个（${goalParity}）。宽度为奇数的棋盘上，每一步都不改变${zh('inversion')}数的${zh('parity')}，所以${solvable ? '能够到达目标状态' : `到达不了目标状态，${zh('unsolvable')}`}。`,
  'cantor.evenVerdict': ({ start, startRow, startSum, startParity, goal, goalRow, goalSum, goalParity, solvable }) =>
    `宽度为偶数的棋盘上还要加上${zh('blank')}所在的行数（从下往上数）。${zh('start')}：${integer(start)} 个${zh('inversion')} + 第 ${integer(startRow)} 行 = ${integer(startSum)}（${startParity}）；${zh('goal')}：${integer(goal)} + 第 ${integer(goalRow)} 行 = ${integer(goalSum)}（${goalParity}）。每一步都不改变这个和的${zh('parity')}，所以${solvable ? '能够到达目标状态' : `到达不了目标状态，${zh('unsolvable')}`}。`,
  'cantor.blankRow': ({ row }) => `${zh('blank')}所在的行（从下往上数）：第 ${integer(row)} 行`,
  'cantor.boardLabel': `${zh('start')}，标出所选的一对${zh('tile')}`,
  'cantor.close': '关闭',
  'cantor.whyUnsolvable': `为什么${zh('unsolvable')}：看${zh('inversion')}`,
  // (end of cantor)

  // ── judge ──
  'judge.title': '评测模式',
  'judge.intro': '把题目的输入原样粘贴进来，下面就是能通过评测的程序应当输出的内容。',
  'judge.problem': '题目',
  'judge.problem.poj1077': 'POJ 1077 八数码',
  'judge.problem.codevs1225': 'codevs 1225 八数码难题',
  'judge.problem.p1379': '洛谷 P1379 八数码难题',
  'judge.goal': ({ goal }) => `${zh('goal')}：${goal}`,
  'judge.input': '输入',
  'judge.output': '输出',
  'judge.useSample': '填入样例输入',
  'judge.sampleOutput': '样例输出',
  'judge.special': 'POJ 1077 有特殊评测（特判）：任何能走到目标状态的移动序列都算正确，所以这里给出的最短解可以与样例输出不同。',
  'judge.exact': '答案是最少移动步数，评测时与标准输出逐字比较。',
  'judge.same': '与样例输出相同。',
  'judge.sameLength': ({ n }) => `与样例输出的字符串不同，但一样短（${integer(n)} 步），特判会判为正确。`,
  'judge.working': '正在求解……',
  // (end of judge)

  // ── lessons ──
  // (end of lessons)
};
