// The page's English: every sentence the page writes, by key (www/i18n/index.js `t`). The
// engine's own texts (catalogue labels, statuses, error sentences) are not restated here: the
// page shows the engine's English for them (`engineText`). Same keys as ./zh-CN.js (a unit test
// checks); a message with arguments is a function of them, and numbers and plurals go through
// www/format.js (Intl), never a hand-made "s".

import { count, integer, noun, plural } from '../format.js';

void count, integer, noun, plural;

/** @type {Record<string, string | ((args: any) => string)>} */
export default {
  // ── page ──
  'page.title': 'npuzzle — step through BFS, A* and IDA* on the sliding-tile puzzle',
  'page.description': 'Watch BFS, A*, IDA* and friends solve the 8- and 15-puzzle one expansion at a time.',
  'header.language': 'Language',
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
  'tie.label': 'Tie-breaking',
  'tie.unaffected': ({ names }) => `${names} keeps no open list: no rule changes it.`,
  'tie.column': 'Ties',
  'tie.none': '—',
  'tie.linkUnknown': ({ value, fallback }) => `The link's tie-breaking rule ${value} is unknown; using ${fallback}.`,
  // (end of tie)

  // ── cantor ──
  // (end of cantor)

  // ── judge ──
  // (end of judge)

  // ── lessons ──
  // (end of lessons)
};
