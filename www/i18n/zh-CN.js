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
  // (end of cantor)

  // ── judge ──
  // (end of judge)

  // ── lessons ──
  // (end of lessons)
};
