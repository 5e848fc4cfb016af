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
