// A class question's words in the reader's language (docs/CLASS.md: the question carries codes and
// the catalogue's names, never sentences): the teacher's projector and each phone word the same
// question each in its own language. A code this page does not know (a newer page asked it) is
// said so, never shown raw.

import { has, t } from '../../i18n/index.js';
import { reasonText } from '../../widgets/quiz.js';

/** An algorithm's or heuristic's title in the current language, from the catalogue (its name if unknown). */
const title = (catalogue, kind, name) => catalogue[kind](name)?.title ?? String(name);

/**
 * The names a topic or reason carries, worded by the catalogue.
 * @param {any} catalogue
 * @param {Record<string, any>} [args]
 */
function named(catalogue, args = {}) {
  const out = { ...args };
  if (typeof args.algorithm === 'string') out.algorithm = title(catalogue, 'algorithm', args.algorithm);
  if (typeof args.heuristic === 'string') out.heuristic = title(catalogue, 'heuristic', args.heuristic);
  if (Array.isArray(args.chain)) out.chain = args.chain.map((name) => title(catalogue, 'heuristic', name));
  return out;
}

/** The question's prompt: "Which node is expanded next?", "How many nodes will A* … expand …?" */
export function topicText(question, catalogue) {
  const code = question?.topic?.code;
  const key = `class.topic.${code}`;
  return has(key) ? t(key, named(catalogue, question.topic.args)) : t('class.topic.unknown');
}

/** An option of a choice question: a heuristic's title. */
export function optionText(option, catalogue) {
  if (option?.code === 'heuristic') return title(catalogue, 'heuristic', option.args?.heuristic);
  return t('class.option.unknown');
}

/**
 * Why the answer is right, in the engine's words: a node question's reason is the engine's quiz
 * reason (`quiz.why.<code>`, as the Solve view's quiz words it), the others the page's
 * (`class.why.<code>`, with the catalogue's names).
 */
export function whyText(kind, reason, catalogue) {
  if (!reason?.code) return '';
  if (kind === 'next-node') return has(`quiz.why.${reason.code}`) ? reasonText(reason) : '';
  const key = `class.why.${reason.code}`;
  return has(key) ? t(key, named(catalogue, reason.args)) : '';
}

/** Why the card a student picked was not expanded, when the engine pruned it (IDA*'s bound), or ''. */
export function prunedText(reason, picked) {
  const pruned = reason?.pruned?.[picked];
  return pruned?.code && has(`quiz.why.${pruned.code}`) ? reasonText(pruned) : '';
}
