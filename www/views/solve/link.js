// The Solve view's link: the hash keeps the start board, goal, size,
// algorithm, heuristic, every algorithm parameter under its key (`weight=`), tie-breaking rule (`tie=`, only when not the
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

import './link.css';
import { lang, onLanguageChange, t } from '../../i18n/index.js';
import { solveStore } from '../../app/store.js';
import { presetOf } from './presets.js';
import { linkWith, readHash, writeHash } from '../../app/share.js';
import { DEFAULTS, SPEEDS, checkLink, solveKeys } from '../../app/solve-link.js';

/** A form field of the page by id (inputs and selects alike: value, disabled, min, max, options). */
const $ = /** @type {(id: string) => HTMLInputElement & HTMLSelectElement} */ ((id) => document.getElementById(id));

/** The speed slider's value as the link writes it: expansions per second, or `max`. */
function speedParam() {
  const speed = SPEEDS[Number($('speed').value)];
  return speed === Infinity ? 'max' : String(speed);
}

/**
 * Restores the Solve view from the hash, then keeps the hash in step with
 * it. `setup` is the SetupPanel (setup.js); `problem` the problem the
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
  const SOLVE_KEYS = solveKeys(engine.catalogue);
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
      // Your best-first search's priority, only with a search that takes one.
      priority: latest.priority ?? null,
      // Every parameter's value (weighted A*'s `weight` …), as the field keeps each.
      ...latest.parameters,
      tie: latest.tie ?? null,
      // Only where it is not the default (and the algorithm keeps a table).
      visited: latest.visited && latest.visited !== 'auto' ? latest.visited : null,
      // Only where a move does not cost 1 (`costs=heavy`).
      costs: engine.catalogue.weighs(latest.costs) ? latest.costs : null,
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
  // The link carries the language it was copied in (a zh teacher's link opens in Chinese in
  // an en browser); the address bar then holds the same link.
  new CopyLinkButton(() => {
    writeHash({ lang: lang() });
    return linkWith(params());
  });
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
    speed: $('speed'),
  };
  if (values.speedIndex !== undefined) {
    field.speed.value = String(values.speedIndex);
    field.speed.dispatchEvent(new Event('input'));
  }
  for (const { key } of setup.engine.catalogue.parameters) {
    if (values[key] !== undefined) setup.setParameter(key, values[key]);
  }
  if (values.formula !== undefined) $('formula').value = values.formula;
  if (values.priority !== undefined) $('priority').value = values.priority;
  // A link without `tie` asks for the default rule.
  setup.tie.value = values.tie ?? setup.tie.defaultRule;
  if (values.visited !== undefined) setup.visited.value = values.visited;
  // A link without `costs` asks for the default: every move 1.
  $('costs').value = values.costs ?? setup.engine.catalogue.costs[0];
  // Without a good board from the link, a size from it loads that size's board first.
  if (!values.board && values.size && String(values.size) !== field.size.value) setup.loadPreset(setup.sizeBoard(String(values.size)));
  if (values.customGoal !== undefined) field.customGoal.value = values.customGoal;

  const start = values.start ?? field.start.value;
  const goal = values.goal ?? (field.goal.value || DEFAULTS.goal);
  const preset = presetOf(start, goal);
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
