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
  // (end of tie)

  // ── cantor ──
  // (end of cantor)

  // ── judge ──
  // (end of judge)

  // ── lessons ──
  'lessons.open': 'Lesson',
  'lessons.label': 'Lesson',
  'lessons.place': ({ step, steps }) => `Step ${integer(step)} of ${integer(steps)}`,
  'lessons.question': 'Ask the class:',
  'lessons.previous': '← Previous',
  'lessons.next': 'Next →',
  'lessons.load': 'Open a lesson file…',
  'lessons.close': 'Close',
  'lessons.refused': 'This lesson could not be opened:',
  'lessons.field.title': 'title',
  'lessons.field.text': 'text',
  'lessons.field.question': 'question',
  'lessons.problem.inStep': ({ step, what }) => `Step ${integer(step)}: ${what}`,
  'lessons.problem.not-object': 'the file is not a lesson (a JSON object with a title and steps).',
  'lessons.problem.schema': ({ found, schema }) => `its schema is "${found}", not "${schema}".`,
  'lessons.problem.missing': ({ field }) => `the ${field} is missing.`,
  'lessons.problem.text': ({ field }) => `the ${field} must be text, or text for each language ({"en": …, "zh-CN": …}).`,
  'lessons.problem.long': ({ field, max, length }) => `the ${field} has ${integer(length)} characters; at most ${integer(max)}.`,
  'lessons.problem.no-steps': 'the lesson has no steps.',
  'lessons.problem.too-many': ({ max, steps }) => `the lesson has ${integer(steps)} steps; at most ${integer(max)}.`,
  'lessons.problem.step-object': 'a step must be an object with a title, a text and a setup.',
  'lessons.problem.setup': 'the setup is missing (an object of link keys, with the view).',
  'lessons.problem.setup-key': ({ key }) => `the setup key "${key}" is not one a link has.`,
  'lessons.problem.setup-value': ({ key }) => `the setup's ${key} must be a short text or a number.`,
  'lessons.problem.view': ({ found }) => `the view "${found}" is not solve, explain, compare, accuracy or lab.`,
  'lessons.problem.setup-link': ({ sentence }) => sentence,
  'lessons.problem.json': ({ why }) => `the file is not JSON (${why}).`,
  'lessons.problem.big': ({ max }) => `the file is larger than ${integer(max)} bytes.`,
  'lessons.problem.link': ({ link }) => `the link's lesson "${link}" is neither a built-in lesson nor the address of a file.`,
  'lessons.problem.fetch': ({ link, why }) => `the lesson at ${link} could not be read (${why}).`,
  // (end of lessons)
};
