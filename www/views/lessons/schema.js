// What a lesson file is (docs/LESSONS.md): a title and 1..MAX_STEPS steps, each with a title, two or
// three sentences, an optional question for the class (and one of the live class's questions to
// ask the room, `class`), and the view it sets up — a link's keys
// (view, start, goal, size, algorithm, heuristic, an algorithm's parameter such as weight, step …), which the page then checks
// exactly as it checks a shared link. A file is a stranger's input: `readLesson` checks its
// shape here (pure: no page, no engine), names every problem with the step it is in, and keeps
// nothing it does not know.

/** The schema's name and version, the file's `schema` field. */
export const SCHEMA = 'npuzzle-lesson/1';

/** Most steps a lesson may have. */
export const MAX_STEPS = 40;

/** Longest texts, in characters (a projected slide holds no more). */
export const MAX_LENGTH = { title: 80, text: 600, question: 300 };

/**
 * The questions a step may ask a live class (www/views/class/, docs/CLASS.md): the Solve search's
 * next node, how many nodes it expands before the goal, which heuristic dominates.
 */
export const CLASS_QUESTIONS = ['next-node', 'number', 'choice'];

/** The views a step may open. */
export const VIEWS = ['solve', 'explain', 'compare', 'accuracy', 'lab'];

/**
 * The link keys a step's `setup` may set (checked by the link's own checks afterwards), besides the
 * keys of the algorithms' parameters (`weight` …: the catalogue's, which `readLesson` is given).
 */
export const SETUP_KEYS = ['view', 'start', 'goal', 'size', 'algorithm', 'heuristic', 'formula', 'priority', 'speed', 'step', 'move', 'acc-board', 'acc-goal', 'lab-board', 'explain-tab', 'visited', 'tie', 'costs'];

/** Longest setup value (a 4×4 board with separators is far shorter). */
const MAX_VALUE = 120;

/**
 * @typedef {string | Record<string, string>} Text  one string, or one per language (`en`, `zh-CN`)
 * @typedef {{ title: Text, text: Text, question?: Text, class?: string, setup: Record<string, string> }} Step
 *   `class`: the question of {@link CLASS_QUESTIONS} the step asks a live class, if any
 * @typedef {{ title: Text, steps: Step[] }} Lesson
 * @typedef {{ step?: number, code: string, args?: Record<string, any> }} Problem
 *   `step` counts from 1; `code` is the catalogue's `lessons.problem.<code>`
 */

const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Most languages a Text may carry (a title of 300,000 keys is refused with a sentence, read in one loop). */
export const MAX_LANGUAGES = 8;

/** Most setup keys read in a step (more than {@link SETUP_KEYS} has is already a mistake). */
const MAX_SETUP_KEYS = 32;

/**
 * The first `most` own values of `object`, read one by one (a file's object of 300,000 keys is
 * not copied whole: `Object.values` on it takes seconds, and spreading it overflows the stack).
 */
function firstValues(object, most) {
  const out = [];
  for (const key in object) {
    if (!Object.hasOwn(object, key)) continue;
    out.push(object[key]);
    if (out.length >= most) break;
  }
  return out;
}

/** A Text's problem, or null: a non-empty string, or an object of such strings by language. */
function textProblem(value, field, required) {
  if (value === undefined) return required ? { code: 'missing', args: { field } } : null;
  const texts = typeof value === 'string' ? [value] : isObject(value) ? firstValues(value, MAX_LANGUAGES + 1) : null;
  if (texts && texts.length > MAX_LANGUAGES) return { code: 'languages', args: { field, max: MAX_LANGUAGES } };
  if (!texts || texts.length === 0 || texts.some((s) => typeof s !== 'string' || !s.trim())) return { code: 'text', args: { field } };
  let longest = 0;
  for (const s of texts) longest = Math.max(longest, s.length);
  if (longest > MAX_LENGTH[field]) return { code: 'long', args: { field, max: MAX_LENGTH[field], length: longest } };
  return null;
}

/**
 * Checks the shape of a parsed lesson file. Returns `{ lesson, problems }`: the lesson with only the
 * fields it knows (undefined when there are problems), and every problem found.
 * @param {any} data
 * @param {string[]} [parameterKeys]  the keys of the algorithms' parameters (`catalogue.parameters`), also allowed in a setup
 * @returns {{ lesson?: Lesson, problems: Problem[] }}
 */
export function readLesson(data, parameterKeys = []) {
  const problems = [];
  if (!isObject(data)) return { problems: [{ code: 'not-object' }] };
  if (data.schema !== SCHEMA) problems.push({ code: 'schema', args: { found: String(data.schema ?? '').slice(0, 40), schema: SCHEMA } });
  const title = textProblem(data.title, 'title', true);
  if (title) problems.push(title);
  if (!Array.isArray(data.steps) || data.steps.length === 0) {
    problems.push({ code: 'no-steps' });
    return { problems };
  }
  if (data.steps.length > MAX_STEPS) problems.push({ code: 'too-many', args: { max: MAX_STEPS, steps: data.steps.length } });
  const steps = data.steps.slice(0, MAX_STEPS).map((raw, i) => {
    const step = i + 1;
    if (!isObject(raw)) {
      problems.push({ step, code: 'step-object' });
      return null;
    }
    for (const field of ['title', 'text', 'question']) {
      const problem = textProblem(raw[field], field, field !== 'question');
      if (problem) problems.push({ step, ...problem });
    }
    const setup = {};
    if (!isObject(raw.setup)) problems.push({ step, code: 'setup' });
    else {
      const keys = [];
      for (const key in raw.setup) {
        if (!Object.hasOwn(raw.setup, key)) continue;
        keys.push(key);
        if (keys.length > MAX_SETUP_KEYS) break;
      }
      if (keys.length > MAX_SETUP_KEYS) problems.push({ step, code: 'setup-keys', args: { max: MAX_SETUP_KEYS } });
      for (const key of keys.slice(0, MAX_SETUP_KEYS)) {
        const value = raw.setup[key];
        if (!SETUP_KEYS.includes(key) && !parameterKeys.includes(key)) problems.push({ step, code: 'setup-key', args: { key: key.slice(0, 30) } });
        else if ((typeof value !== 'string' && typeof value !== 'number') || String(value).length > MAX_VALUE) {
          problems.push({ step, code: 'setup-value', args: { key } });
        } else setup[key] = String(value);
      }
      if (!VIEWS.includes(setup.view)) problems.push({ step, code: 'view', args: { found: String(raw.setup.view ?? '').slice(0, 30) } });
    }
    if (raw.class !== undefined && !CLASS_QUESTIONS.includes(raw.class)) problems.push({ step, code: 'class', args: { found: String(raw.class).slice(0, 30) } });
    const out = { title: raw.title, text: raw.text, setup };
    if (raw.question !== undefined) out.question = raw.question;
    if (raw.class !== undefined) out.class = raw.class;
    return out;
  });
  if (problems.length) return { problems };
  return { lesson: { title: data.title, steps }, problems };
}

/** A Text in the language `lang` (its primary tag, then English, then any). */
export function textIn(text, lang) {
  if (typeof text === 'string') return text;
  return text[lang] ?? text[lang.split('-')[0]] ?? text.en ?? Object.values(text)[0];
}
