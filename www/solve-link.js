// The Solve view's link: the hash keeps the start board, goal, size,
// algorithm, heuristic, weight, tie-breaking rule (`tie=`, only when not the
// default) and speed up to date (share.js), and, while
// the search is not running, the step it is at and the solution player's
// move; a link opens the page exactly as it was (the search replayed to that
// step), and the Copy link button in the Puzzle panel puts that link on the
// clipboard.
//
// A link is input from a stranger, so each value goes through the same checks
// as typing: a bad board shows the parser's sentence next to Start state (and
// the page keeps its last good board), unknown names fall back to the
// defaults, numbers are clamped to the fields' ranges. What was wrong is
// listed in a notice under the status line. Values are only ever written as
// text (`textContent`, `value`), never as markup.

import './share.css';
import { integer } from './format.js';
import { errorText, onLanguageChange, t } from './i18n/index.js';
import { solveStore } from './store.js';
import { DEFAULT_BOARDS, PRESETS } from './presets.js';
import { linkWith, readHash, writeHash } from './share.js';
import { SPEEDS } from './transport.js';
import { mistakeText } from './formula/words.js';

/** The hash keys this module owns. */
export const SOLVE_KEYS = ['start', 'goal', 'size', 'algorithm', 'heuristic', 'formula', 'weight', 'tie', 'visited', 'speed', 'step', 'move'];

const DEFAULTS = { size: 3, goal: 'ordered', algorithm: 'astar', heuristic: 'manhattan', weight: 2, speed: 20 };
/** How much of a bad value a message quotes. */
const QUOTE_LENGTH = 40;

/** A form field of the page by id (inputs and selects alike: value, disabled, min, max, options). */
const $ = /** @type {(id: string) => HTMLInputElement & HTMLSelectElement} */ ((id) => document.getElementById(id));

/** `"abc"`, cut short: a message quotes what the link said without repeating a whole junk string. */
function quote(value) {
  const text = String(value);
  return `"${text.length > QUOTE_LENGTH ? `${text.slice(0, QUOTE_LENGTH)}…` : text}"`;
}

/** The speed slider's value as the link writes it: expansions per second, or `max`. */
function speedParam() {
  const speed = SPEEDS[Number($('speed').value)];
  return speed === Infinity ? 'max' : String(speed);
}

/**
 * Reads one link's values into what the fields can take, collecting a
 * sentence for everything that had to be changed. Resolves to
 * `{ values, problems }` (the board and goal are the engine's checks): `problems` are the
 * sentences in the current language; `words`, if given, receives the same as functions of
 * nothing, to say them again after a language switch.
 * @param {(() => string)[]} [words]
 */
export async function checkLink(params, engine, current, words = []) {
  const problems = [];
  /** Records one sentence, `t(key, args)`; `args` may hold functions of nothing (an engine error's wording). */
  const say = (key, args) => {
    const word = () => t(key, Object.fromEntries(Object.entries(args).map(([k, v]) => [k, typeof v === 'function' ? v() : v])));
    words.push(word);
    problems.push(word());
  };
  const out = {};

  if ('size' in params) {
    const match = /^\s*(\d{1,3})\s*(?:[x×]\s*(\d{1,3}))?\s*$/.exec(params.size);
    const size = match && (!match[2] || match[2] === match[1]) ? Number(match[1]) : NaN;
    if (size === 3 || size === 4) out.size = size;
    else say('solve.link.size', { value: quote(params.size), size: current.size });
  }

  if ('start' in params) {
    out.start = params.start;
    try {
      out.board = await engine.parseBoard(params.start);
    } catch (error) {
      say('solve.link.board', { message: () => errorText(error) });
    }
  }
  const width = out.board?.width ?? out.size ?? current.size;
  const height = out.board?.height ?? width;

  if ('goal' in params) {
    const names = engine.namedGoals(width, height).map((g) => g.name);
    if (names.includes(params.goal)) {
      out.goal = params.goal;
    } else {
      try {
        await engine.goalTiles(params.goal, width, height);
        out.goal = 'custom';
        out.customGoal = params.goal;
      } catch (error) {
        say('solve.link.goal', { message: () => errorText(error), fallback: DEFAULTS.goal });
        out.goal = DEFAULTS.goal;
      }
    }
  }

  out.algorithm = pickName(params.algorithm, engine.catalogue.algorithms.map((a) => a.name), 'algorithm', say);
  const formulaEntry = engine.catalogue.formula;
  const heuristics = [...engine.catalogue.quickHeuristics.map((h) => h.name), ...(formulaEntry ? [formulaEntry.name] : [])];
  out.heuristic = pickName(params.heuristic, heuristics, 'heuristic', say);

  if ('formula' in params) {
    // A heuristic the user wrote (`heuristic=formula`): parsed by the engine like typed text.
    let read;
    try {
      read = await engine.parseFormula(params.formula);
    } catch (error) {
      read = { ok: false, error: { column: 1, code: '', found: '', message: error.message } };
    }
    if (read.ok) out.formula = read.formula;
    else {
      const { error } = read;
      say('formula.linkBad', { value: quote(params.formula), message: () => mistakeText(error), fallback: DEFAULTS.heuristic });
      // Nothing to search with: the default heuristic, as for an unknown name.
      if (formulaEntry && out.heuristic === formulaEntry.name) out.heuristic = DEFAULTS.heuristic;
    }
  } else if (formulaEntry && out.heuristic === formulaEntry.name) {
    // The formula entry without a formula: the field's example.
    out.formula = formulaEntry.example;
  }

  if ('tie' in params) {
    // The A* family's tie-breaking rule (the menu ignores it for other algorithms).
    const rules = engine.catalogue.tieBreaks;
    if (rules.some((r) => r.name === params.tie)) {
      out.tie = params.tie;
    } else {
      out.tie = rules[0].name;
      say('tie.linkUnknown', { value: quote(params.tie), fallback: () => engine.catalogue.tieBreaks[0].title });
    }
  }

  if ('weight' in params) {
    const weight = Number(params.weight);
    if (params.weight.trim() === '' || Number.isNaN(weight)) {
      say('solve.link.weightNaN', { value: quote(params.weight), fallback: DEFAULTS.weight });
      out.weight = DEFAULTS.weight;
    } else {
      const { pageWeightMin, pageWeightMax } = engine.limits;
      out.weight = Math.min(pageWeightMax, Math.max(pageWeightMin, weight));
      if (out.weight !== weight) say('solve.link.weightRange', { value: quote(params.weight), fallback: out.weight });
    }
  }

  if ('visited' in params) {
    // A name of the engine's visited tables; the menu offers it only where the algorithm and size take it.
    const names = engine.catalogue.visitedTables.map((v) => v.name);
    if (names.includes(params.visited)) out.visited = params.visited;
    else say('visited.linkUnknown', { value: quote(params.visited) });
  }

  for (const key of ['step', 'move']) {
    if (!(key in params)) continue;
    const text = params[key].trim();
    const value = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
    const most = engine.limits.linkStepsMax;
    if (value <= most) out[key] = value;
    else say(`solve.link.${key}`, { value: quote(params[key]), most: integer(most) });
  }

  if ('speed' in params) {
    const finite = SPEEDS.filter(Number.isFinite);
    const speed = params.speed.trim().toLowerCase() === 'max' ? Infinity : Number(params.speed);
    if (params.speed.trim() === '' || Number.isNaN(speed)) {
      say('solve.link.speedNaN', { value: quote(params.speed), fallback: DEFAULTS.speed });
      out.speedIndex = SPEEDS.indexOf(DEFAULTS.speed);
    } else if (speed === Infinity) {
      out.speedIndex = SPEEDS.length - 1;
    } else {
      const clamped = Math.min(finite.at(-1), Math.max(finite[0], speed));
      if (clamped !== speed) say('solve.link.speedRange', { value: quote(params.speed), fallback: clamped });
      // The slider's stop at or below the speed asked for.
      out.speedIndex = SPEEDS.findLastIndex((s) => s <= clamped);
    }
  }
  return { values: out, problems };
}

function pickName(value, names, what, say) {
  if (value === undefined) return undefined;
  if (names.includes(value)) return value;
  const fallback = DEFAULTS[what];
  say(`solve.link.${what}`, { value: quote(value), fallback });
  return fallback;
}

/**
 * Restores the Solve view from the hash, then keeps the hash in step with
 * it. `setup` is the SetupPanel (controls.js); `problem` the problem the
 * Solve view has configured so far (later ones arrive through the store).
 * `travel` is where the search is: `now()` → `{ step, move }` (move null
 * without a solution; step null while searching), `restore({ step, move })`
 * puts it there, `onMove(listener)` tells of the solution player's moves.
 */
export function initSolveLink({ engine, setup, problem, travel }) {
  const notice = new LinkNotice();
  let latest = problem; // the last problem the Solve view configured
  // The Solve keys of the hash as this module last read it (a restore) or wrote it. A hash whose
  // keys differ was set by someone else (a lesson's next page, a pasted link) and is restored,
  // never written over: its hashchange event may come after a write this module was about to make.
  let seen = '';
  const keysOf = (values) => JSON.stringify(SOLVE_KEYS.map((k) => String(values[k] ?? '')));
  let restoring = false;

  const params = () => {
    if (!latest) return {};
    const { step, move } = travel.now();
    return {
      start: latest.start,
      goal: latest.goal,
      size: latest.width === latest.height ? latest.width : `${latest.width}x${latest.height}`,
      algorithm: latest.algorithm,
      heuristic: latest.heuristic,
      // The user's heuristic, only with the formula entry chosen.
      formula: latest.formula ?? null,
      weight: latest.weight,
      tie: latest.tie ?? null,
      // Only where it is not the default (and the algorithm keeps a table).
      visited: latest.visited && latest.visited !== 'auto' ? latest.visited : null,
      speed: speedParam(),
      step: step || null,
      move,
    };
  };
  const write = () => {
    // Nothing is written while a link is being restored or waits to be: it would overwrite that link.
    if (restoring || queued > 0 || !latest) return;
    if (newLink()) {
      restore().then(write);
      return;
    }
    const next = params();
    writeHash(next);
    seen = keysOf(next);
  };
  /** Whether the hash holds Solve keys this module has neither read nor written. */
  const newLink = () => {
    const hash = readHash();
    return SOLVE_KEYS.some((k) => k in hash) && keysOf(hash) !== seen;
  };

  // Links restored one after another (a lesson's pages turned quickly, two links pasted) wait
  // for the one before to finish, search replayed included, and only the newest is restored:
  // an older one asked for meanwhile is skipped, or dropped when its checks answer late.
  let restores = 0;
  let queued = 0;
  let queue = Promise.resolve();
  const restore = () => {
    const number = ++restores;
    // The hash as the link gave it: a write after an older restore must not change what this one reads.
    const hash = readHash();
    seen = keysOf(hash);
    queued += 1;
    const run = queue.then(async () => {
      try {
        if (number !== restores || !SOLVE_KEYS.some((k) => k in hash)) return;
        restoring = true;
        const current = { size: Number($('size').value) || DEFAULTS.size };
        const words = [];
        const { values } = await checkLink(hash, engine, current, words);
        if (number !== restores) return;
        apply(values, setup);
        notice.show(words);
        if (values.step !== undefined || values.move !== undefined) await travel.restore(values);
      } finally {
        restoring = false;
        queued -= 1;
      }
    });
    queue = run.catch(() => {});
    return run;
  };

  solveStore.subscribe(({ problem: configured, state }, changed) => {
    if (changed.has('problem')) latest = configured;
    // The step is written when the search stops moving (not every frame of Play).
    if (changed.has('problem') || (state !== 'searching' && (changed.has('state') || changed.has('summary')))) write();
  });
  travel.onMove(write);
  $('speed').addEventListener('input', write);
  // A link pasted into the address bar of an open page changes only the hash.
  window.addEventListener('hashchange', () => {
    if (newLink()) restore().then(write);
  });

  restore().then(write);
  new CopyLinkButton(() => linkWith(params()));
}

/** Puts checked link values into the fields, then lets the panel read them as if typed. */
function apply(values, setup) {
  const field = {
    start: $('start'),
    size: $('size'),
    goal: $('goal'),
    customGoal: $('custom-goal'),
    algorithm: $('algorithm'),
    heuristic: $('heuristic'),
    weight: $('weight'),
    speed: $('speed'),
  };
  if (values.speedIndex !== undefined) {
    field.speed.value = String(values.speedIndex);
    field.speed.dispatchEvent(new Event('input'));
  }
  if (values.weight !== undefined) field.weight.value = String(values.weight);
  if (values.formula !== undefined) $('formula').value = values.formula;
  // A link without `tie` asks for the default rule.
  setup.tie.value = values.tie ?? setup.tie.defaultRule;
  if (values.visited !== undefined) setup.visited.value = values.visited;
  // Without a good board from the link, a size from it loads that size's board first.
  if (!values.board && values.size && String(values.size) !== field.size.value) setup.loadPreset(DEFAULT_BOARDS[values.size]);
  if (values.customGoal !== undefined) field.customGoal.value = values.customGoal;

  const start = values.start ?? field.start.value;
  const goal = values.goal ?? (field.goal.value || DEFAULTS.goal);
  const preset = PRESETS.find((p) => p.start === start && p.goal === goal);
  setup.loadPreset({
    id: preset?.id ?? '',
    start,
    goal,
    algorithm: values.algorithm ?? field.algorithm.value,
    heuristic: values.heuristic ?? field.heuristic.value,
  });
  // A bad board leaves the last good one in place: apply the other choices to it.
  if (!values.board) field.algorithm.dispatchEvent(new Event('change'));
}

/** The notice under the status line that lists what was wrong with a link. */
class LinkNotice {
  constructor() {
    this.box = document.createElement('div');
    this.box.id = 'link-notice';
    this.box.className = 'notice-banner';
    this.box.setAttribute('aria-live', 'polite');
    this.box.hidden = true;
    const body = document.createElement('div');
    this.title = document.createElement('p');
    this.title.className = 'notice-title';
    this.list = document.createElement('ul');
    body.append(this.title, this.list);
    const dismiss = document.createElement('button');
    dismiss.type = 'button';
    dismiss.className = 'quiet';
    dismiss.setAttribute('data-i18n', 'header.dismiss');
    dismiss.textContent = t('header.dismiss');
    dismiss.addEventListener('click', () => {
      this.box.hidden = true;
    });
    this.words = [];
    onLanguageChange(() => {
      if (!this.box.hidden) this.show(this.words);
    });
    this.box.append(body, dismiss);
    const anchor = $('error');
    anchor.after(this.box);
  }

  /** @param {(() => string)[]} words  each sentence as a function of nothing (checkLink's `words`) */
  show(words) {
    this.words = words;
    this.box.hidden = words.length === 0;
    if (!words.length) return;
    this.title.textContent = t('solve.link.notice');
    this.list.replaceChildren(
      ...words.map((word) => {
        const item = document.createElement('li');
        item.textContent = word();
        return item;
      }),
    );
  }
}

/** "Copy link" in the Puzzle panel: the clipboard, or a field to copy from by hand. */
class CopyLinkButton {
  constructor(link) {
    this.button = $('copy-link');
    this.message = $('copy-link-status');
    this.field = $('copy-link-field');
    this.timer = 0;
    this.button.addEventListener('click', () => this.copy(link()));
    this.field.addEventListener('focus', () => this.field.select());
  }

  async copy(url) {
    this.field.value = url;
    clearTimeout(this.timer);
    try {
      await navigator.clipboard.writeText(url);
      this.field.hidden = true;
      this.message.textContent = t('solve.link.copied');
      this.timer = setTimeout(() => {
        this.message.textContent = '';
      }, 6000);
    } catch {
      // No clipboard (an insecure page, or permission refused): show the link to copy by hand.
      this.field.hidden = false;
      this.message.textContent = t('solve.link.copyThis');
      this.field.focus();
    }
  }
}
