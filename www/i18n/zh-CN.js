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
  'tie.label': '同 f 值时',
  'tie.unaffected': ({ names }) => `${names} 没有 OPEN 表，不受此设置影响。`,
  'tie.column': '同 f 值',
  'tie.none': '—',
  'tie.linkUnknown': ({ value, fallback }) => `链接中的同 f 值规则 ${value} 无法识别，改用${fallback}。`,
  // The engine's rules (tieBreaks()), which English takes from the engine.
  'tie.rule.larger-g.title': 'g 大者优先',
  'tie.rule.larger-g.short': 'g 大优先',
  'tie.rule.larger-g.hint': `深的${zh('node')}先${zh('expand')}：直奔目标，${zh('expand')}的${zh('node')}最少。`,
  'tie.rule.smaller-g.title': 'g 小者优先',
  'tie.rule.smaller-g.short': 'g 小优先',
  'tie.rule.smaller-g.hint': `浅的${zh('node')}先${zh('expand')}：把同一 f 值的${zh('node')}扫完，${zh('expand')}最多。`,
  'tie.rule.fifo.title': '先进先出',
  'tie.rule.fifo.short': '先进先出',
  'tie.rule.fifo.hint': `同一 f 值中先入表者先${zh('expand')}，如同队列。`,
  'tie.rule.lifo.title': '后进先出',
  'tie.rule.lifo.short': '后进先出',
  'tie.rule.lifo.hint': `同一 f 值中后入表者先${zh('expand')}，如同栈：像${zh('dfs')}一样往深处走。`,
  // (end of tie)

  // ── cantor ──
  // (end of cantor)

  // ── judge ──
  // (end of judge)

  // ── lessons ──
  // (end of lessons)
};
