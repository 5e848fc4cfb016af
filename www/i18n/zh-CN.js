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
  'visited.label': zh('visitedTable'),
  'visited.auto': '自动',
  'visited.rank-array': zh('rankArray'),
  'visited.hash': zh('hashTable'),
  'visited.ordered': zh('orderedSet'),
  'visited.none': zh('treeSearch'),
  'visited.hint.auto': `由引擎选择：3×3 及以下的 BFS 用${zh('rankArray')}，其余用${zh('hashTable')}。`,
  'visited.hint.rank-array': `以${zh('cantor')}得到的排名为下标开数组：不用哈希，没有冲突。`,
  'visited.hint.hash': `由哈希函数把${zh('state')}映射到桶；落在同一个桶里的${zh('state')}就是冲突。`,
  'visited.hint.ordered': '平衡树，如 C++ 的 std::set：有序，稍慢。',
  'visited.hint.none': ({ budget }) =>
    `什么也不记：每条到达某${zh('state')}的路径都会把它再${zh('expand')}一次（${zh('expand')} ${integer(budget)} 个${zh('node')}后停止）。`,
  'visited.costs': `${zh('duplicateCheck')}的代价`,
  'visited.cost.table': zh('visitedTable'),
  'visited.cost.memory': `表的${zh('memory')}`,
  'visited.cost.perExpansion': `每次${zh('expand')}用时`,
  'visited.cost.load': '装载因子',
  'visited.cost.collisions': '冲突数',
  'visited.cost.duplicates': `重复${zh('expand')}`,
  'visited.microseconds': ({ us }) => `${decimal(us, 2)} 微秒`,
  'visited.linkUnknown': ({ value }) => `链接里的${zh('visitedTable')} ${value} 不认识，改用自动选择。`,
  'visited.lane': ({ n }) => `第 ${integer(n)} 道${zh('visitedTable')}`,
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
