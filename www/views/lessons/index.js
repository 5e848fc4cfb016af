// The lesson bar: a lecture as a sequence of steps, each setting up a view (through the same link
// keys a shared address uses, so a step is exactly what its link would open) with two or three
// sentences and a question for the class. "Lesson" in the top bar opens the built-in lecture
// (./builtin.js); a teacher's own lesson comes from a file (the bar's "Open a lesson file…") or a
// link (`#lesson=<address of a .json file>`), and is checked twice: its shape (./schema.js), then
// every step's setup by the link's own checks (app/solve-link.js `checkLink`) — a lesson with a bad
// step is refused with the list of what is wrong, never half played.
//
// Keys: Page Down / Page Up move between steps whenever a lesson is open (not while typing); in
// presentation mode → and ← do too, in every view: they turn the page before Solve steps its search
// or Compare its lanes (app/shortcuts.js `arrowsTurnPages`; the Step buttons still step). The link
// carries `lesson=` and `lesson-step=`.
//
// The bar folds to one line (the step's place, its title and the buttons) so the view under it
// keeps its board on a short screen: "Hide text" / "Show text" folds and unfolds the step's text
// and question. It opens folded on screens of SHORT_SCREEN px and less (1366×768, 1024×768 and
// 1280×720 projectors: there the text above took the Solve board's whole height), unfolded on
// taller ones; a teacher's own choice is remembered (localStorage) for the next lesson.

import './lessons.css';
import { h } from '../../widgets/dom.js';
import { lang, onLanguageChange, t } from '../../i18n/index.js';
import { hashParams, readHash } from '../../app/share.js';
import { checkLink } from '../../app/solve-link.js';
import { emit } from '../../app/bus.js';
import { classStore } from '../../app/store.js';
import { arrowsTurnPages, setLessonArrows } from '../../app/lesson-keys.js';
import { BUILTINS } from './builtin.js';
import { readLesson, textIn } from './schema.js';

/** Largest lesson file read, in bytes. */
const MAX_FILE_BYTES = 200_000;

/** How long a lesson link may take to answer, in ms, before the page says so. */
const FETCH_TIMEOUT_MS = 10_000;

/**
 * The text at `url`, read as it arrives and given up past `max` bytes
 * (null: a lesson by link has the file's cap) or after `timeout` ms (a
 * `TimeoutError`): a link that never answers gets a sentence, not silence.
 */
export async function fetchCapped(url, max, timeout) {
  const signal = AbortSignal.timeout(timeout);
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(String(response.status));
  if (Number(response.headers.get('content-length')) > max) return null;
  const reader = response.body.getReader();
  const chunks = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    if (bytes > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(bytes);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.length;
  }
  return new TextDecoder().decode(all);
}

/** The tallest window, in px, on which the bar opens folded (style.css's short-screen rule is the same). */
const SHORT_SCREEN = 860;

const FOLD_KEY = 'npuzzle.lesson-text';

/** Whether the step's text starts folded: the teacher's last choice, or the screen's height. */
function foldedAtFirst() {
  let chosen = null;
  try {
    chosen = window.localStorage.getItem(FOLD_KEY);
  } catch {
    // storage blocked: the screen decides
  }
  if (chosen === 'hidden' || chosen === 'shown') return chosen === 'hidden';
  return window.innerHeight <= SHORT_SCREEN;
}

/** Whether the keyboard is in a field (keys then type, never turn pages). */
const typing = (target) => target instanceof HTMLElement && target.closest('input, textarea, select, [contenteditable="true"]') !== null;

export class LessonBar {
  /**
   * @param {HTMLElement} root  where the bar goes (index.html `#lesson`)
   * @param {HTMLButtonElement} opener  the top bar's Lesson button
   * @param {any} engine  www/engine/index.js's Engine (the link checks)
   */
  constructor(root, opener, engine) {
    this.root = root;
    this.opener = opener;
    this.engine = engine;
    /** @type {(import('./schema.js').Lesson & { id?: string, source?: string }) | null} */
    this.lesson = null;
    this.index = 0;
    /** @type {string[]} what was wrong with the last lesson offered */
    this.problems = [];
    /** Whether the step's text and question are folded away (one line: place, title, buttons). */
    this.folded = foldedAtFirst();
    this.file = h('input', { type: 'file', accept: '.json,application/json', hidden: true });
    this.render();
    opener.addEventListener('click', () => (this.lesson ? this.close() : this.open(BUILTINS.get('intro'), 0)));
    this.file.addEventListener('change', () => this.fromFile(this.file.files?.[0]));
    onLanguageChange(() => this.render());
    // A step's class question is offered while a live class runs.
    classStore.subscribe(() => this.render());
    document.addEventListener('keydown', (event) => this.onKey(event), { capture: true });
    // A lesson link pasted into a tab that has the page already changes only the hash.
    window.addEventListener('hashchange', () => {
      if (this.#linkIsNew()) this.fromLink();
    });
  }

  /** Whether the hash names another lesson or another step than the one open (apply() writes the open one). */
  #linkIsNew() {
    const hash = readHash();
    if (!hash.lesson) return false;
    const open = this.lesson ? (this.lesson.id ?? this.lesson.source) : null;
    const step = Math.max(0, Number.parseInt(hash['lesson-step'] ?? '1', 10) - 1 || 0);
    return hash.lesson !== open || step !== this.index;
  }

  /** Opens the lessons a link names (`lesson=intro` or the address of a file), at `lesson-step=`. */
  async fromLink() {
    const hash = readHash();
    const name = hash.lesson;
    if (!name) return;
    const step = Math.max(0, Number.parseInt(hash['lesson-step'] ?? '1', 10) - 1 || 0);
    // A link that carries the view already (a shared step) is left as it is.
    const setUp = 'view' in hash;
    if (BUILTINS.has(name)) return this.open(BUILTINS.get(name), step, { apply: !setUp });
    let url;
    try {
      url = new URL(name, window.location.href);
    } catch {
      url = null;
    }
    if (!url || !['http:', 'https:'].includes(url.protocol)) return this.refuse([t('lessons.problem.link', { link: name.slice(0, 60) })]);
    const link = url.href.slice(0, 80);
    let text;
    try {
      text = await fetchCapped(url, MAX_FILE_BYTES, FETCH_TIMEOUT_MS);
    } catch (error) {
      if (error?.name === 'TimeoutError' || error?.name === 'AbortError') {
        return this.refuse([t('lessons.problem.timeout', { link, seconds: FETCH_TIMEOUT_MS / 1000 })]);
      }
      return this.refuse([t('lessons.problem.fetch', { link, why: String(error?.message ?? error) })]);
    }
    if (text === null) return this.refuse([t('lessons.problem.big', { max: MAX_FILE_BYTES })]);
    await this.offer(text, url.href, step, !setUp);
  }

  /** Reads a lesson file the teacher chose. */
  async fromFile(file) {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return this.refuse([t('lessons.problem.big', { max: MAX_FILE_BYTES })]);
    await this.offer(await file.text(), '', 0, true);
    this.file.value = '';
  }

  /** Parses and checks a lesson's text; opens it when every step is good. */
  async offer(text, source, step, apply) {
    let data;
    try {
      data = JSON.parse(text);
    } catch (error) {
      return this.refuse([t('lessons.problem.json', { why: String(error?.message ?? error) })]);
    }
    const { lesson, problems } = await checkLesson(data, this.engine);
    if (!lesson) return this.refuse(problems.map(describeProblem));
    this.open({ ...lesson, source }, Math.min(step, lesson.steps.length - 1), { apply });
  }

  refuse(problems) {
    this.problems = problems;
    if (!this.lesson) this.lesson = null;
    this.root.hidden = false;
    this.render();
  }

  open(lesson, index, { apply = true } = {}) {
    this.lesson = lesson;
    this.problems = [];
    this.index = Math.max(0, Math.min(index, lesson.steps.length - 1));
    this.root.hidden = false;
    this.opener.setAttribute('aria-expanded', 'true');
    setLessonArrows(true);
    this.render();
    if (apply) this.apply();
  }

  close() {
    this.lesson = null;
    this.problems = [];
    this.root.hidden = true;
    this.opener.setAttribute('aria-expanded', 'false');
    setLessonArrows(false);
    const params = hashParams();
    params.delete('lesson');
    params.delete('lesson-step');
    history.replaceState(history.state, '', `#${params}`);
  }

  /** Folds or unfolds the step's text (and remembers the choice). */
  fold(folded) {
    this.folded = folded;
    try {
      window.localStorage.setItem(FOLD_KEY, folded ? 'hidden' : 'shown');
    } catch {
      // not remembered, but folded for this visit
    }
    this.render();
    // The view below changed height: its canvases size themselves again.
    window.dispatchEvent(new Event('resize'));
  }

  go(delta) {
    if (!this.lesson) return;
    const next = this.index + delta;
    if (next < 0 || next >= this.lesson.steps.length) return;
    this.index = next;
    this.render();
    this.apply();
  }

  /** Sets up the current step's view: its link keys, the page's language, and the lesson's place. */
  apply() {
    const step = this.lesson.steps[this.index];
    const params = new URLSearchParams(step.setup);
    const hash = readHash();
    if (hash.lang) params.set('lang', hash.lang);
    params.set('lesson', this.lesson.id ?? this.lesson.source ?? '');
    if (!params.get('lesson')) params.delete('lesson');
    params.set('lesson-step', String(this.index + 1));
    // A new hash fires hashchange: views.js shows the view, views/solve/link.js restores the search.
    window.location.hash = params.toString();
  }

  onKey(event) {
    if (!this.lesson || event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
    if (document.querySelector('dialog[open]')) return;
    const presenting = arrowsTurnPages();
    const delta =
      event.key === 'PageDown' || (presenting && event.key === 'ArrowRight')
        ? 1
        : event.key === 'PageUp' || (presenting && event.key === 'ArrowLeft')
          ? -1
          : 0;
    if (!delta) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    this.go(delta);
  }

  render() {
    const language = lang();
    const lesson = this.lesson;
    const previous = h('button', { type: 'button', class: 'lesson-previous' }, t('lessons.previous'));
    const next = h('button', { type: 'button', class: 'lesson-next primary' }, t('lessons.next'));
    const load = h('button', { type: 'button', class: 'quiet lesson-load' }, t('lessons.load'));
    const close = h('button', { type: 'button', class: 'quiet lesson-close' }, t('lessons.close'));
    previous.disabled = !lesson || this.index === 0;
    next.disabled = !lesson || this.index === lesson.steps.length - 1;
    const fold = h(
      'button',
      { type: 'button', class: 'secondary lesson-fold', 'aria-expanded': String(!this.folded), 'aria-controls': 'lesson-body' },
      t(this.folded ? 'lessons.showText' : 'lessons.hideText'),
    );
    fold.addEventListener('click', () => this.fold(!this.folded));
    previous.addEventListener('click', () => this.go(-1));
    next.addEventListener('click', () => this.go(1));
    load.addEventListener('click', () => this.file.click());
    close.addEventListener('click', () => this.close());
    const children = [];
    if (lesson) {
      const step = lesson.steps[this.index];
      const buttons = h('div', { class: 'lesson-buttons' }, fold, previous, next, load, close, this.file);
      const body = h('div', { class: 'lesson-body', id: 'lesson-body' }, h('p', { class: 'lesson-text' }, textIn(step.text, language)));
      if (step.question) {
        body.append(h('p', { class: 'lesson-question' }, h('strong', {}, t('lessons.question')), ' ', textIn(step.question, language)));
      }
      body.hidden = this.folded;
      children.push(
        h(
          'div',
          { class: 'lesson-head' },
          h('p', { class: 'lesson-title' }, textIn(lesson.title, language)),
          h('p', { class: 'lesson-place' }, t('lessons.place', { step: this.index + 1, steps: lesson.steps.length })),
          h('h2', { class: 'lesson-step-title', id: 'lesson-step-title' }, textIn(step.title, language)),
          buttons,
        ),
        body,
      );
      if (step.class && classStore.get().running) {
        const ask = h('button', { type: 'button', class: 'primary lesson-ask-class', dataset: { kind: step.class } }, t(`lessons.askClass.${step.class}`));
        ask.addEventListener('click', () => emit('classAsk', { kind: step.class }));
        // Outside the folding body: a teacher asks the room with the text folded away too.
        children.push(h('p', { class: 'lesson-class' }, ask));
      }
    } else children.push(h('div', { class: 'lesson-head' }, h('div', { class: 'lesson-buttons' }, previous, next, load, close, this.file)));
    if (this.problems.length) {
      children.push(
        h('div', { class: 'lesson-problems', role: 'alert' }, h('p', {}, t('lessons.refused')), h('ul', {}, ...this.problems.map((p) => h('li', {}, p)))),
      );
    }
    this.root.replaceChildren(...children);
    this.root.classList.toggle('lesson-folded', Boolean(lesson) && this.folded);
    this.root.setAttribute('aria-label', t('lessons.label'));
    this.opener.textContent = t('lessons.open');
  }
}

/**
 * A lesson file's shape and then each step's setup, checked as a shared link is: resolves to
 * `{ lesson, problems }` (no lesson when anything is wrong). The page's current size is 3 for the
 * checks' defaults.
 * @param {any} data
 * @param {any} engine
 */
export async function checkLesson(data, engine) {
  const { lesson, problems } = readLesson(
    data,
    engine.catalogue.parameters.map((p) => p.key),
  );
  if (!lesson) return { problems };
  const found = [];
  for (const [i, step] of lesson.steps.entries()) {
    const { view, ...link } = step.setup;
    void view;
    const { problems: wrong } = await checkLink(link, engine, { size: 3 });
    for (const sentence of wrong) found.push({ step: i + 1, code: 'setup-link', args: { sentence } });
  }
  return found.length ? { problems: found } : { lesson, problems: [] };
}

/**
 * A problem of a lesson file as a sentence of the page's language.
 * @param {import('./schema.js').Problem} problem
 */
export function describeProblem({ step, code, args = {} }) {
  const what = t(`lessons.problem.${code}`, { ...args, field: args.field ? t(`lessons.field.${args.field}`) : undefined });
  return step ? t('lessons.problem.inStep', { step, what }) : what;
}
