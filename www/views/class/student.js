// A student's side of a live class (issue 27, docs/CLASS.md), phone first: the page opened at the
// join address (`/?class=CODE`, the QR code's) shows the code filled in and an optional nickname;
// once joined, the bar at the top holds the teacher's question, the student's answer, the result
// with its reason in the engine's words, and the student's own score — nobody else's. Below it,
// the page follows the teacher: each board, search, step and view the teacher's page sends is
// set as this page's link (as a lesson's step or a shared address is), so the student's own
// engine shows it in the student's own language.
//
// The seat token is kept per code (localStorage): a phone that slept, lost the network or was
// reloaded joins again with it and gets its seat, its score and its answer back (the server counts
// the first answer only).

import { h } from '../../widgets/dom.js';
import { onLanguageChange, t } from '../../i18n/index.js';
import { readHash } from '../../app/share.js';
import { ClassSocket } from './socket.js';
import { cardFace } from './card.js';
import { validAnswer } from './questions.js';
import { optionText, prunedText, topicText, whyText } from './words.js';

const seatKey = (code) => `npuzzle.class.seat.${code}`;
const NICKNAME_KEY = 'npuzzle.class.nickname';
/** Longest nickname typed (the server cuts at 24 characters too). */
const MAX_NICKNAME = 24;
/** A join code as the server writes it (docs/CLASS.md): 6 of its 31 symbols, read in any case. */
const CODE = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/;
const MINI = 72;

function stored(key) {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key, value) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the seat lasts as long as this tab.
  }
}

/** A code as typed (spaces and case forgiven), or null when it cannot be one. */
export function readCode(text) {
  const code = String(text ?? '').replace(/[\s-]/g, '').toUpperCase();
  return CODE.test(code) ? code : null;
}

/**
 * The hash that shows the teacher's scene here: the teacher's link and view, with this page's own
 * language kept; null when the page shows it already (nothing to restore).
 * @param {{ view?: string, link?: Record<string, string> }} scene
 * @param {Record<string, string>} hash  this page's (app/share.js readHash)
 */
export function followHash(scene, hash) {
  if (!scene || typeof scene !== 'object' || typeof scene.link !== 'object' || scene.link === null) return null;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(scene.link)) if (typeof value === 'string' && key !== 'lang') params.set(key, value);
  const view = typeof scene.view === 'string' && scene.view !== 'solve' ? scene.view : null;
  if (view) params.set('view', view);
  if (hash.lang) params.set('lang', hash.lang);
  const same = [...params].every(([key, value]) => hash[key] === value) && (view !== null || !('view' in hash));
  return same ? null : params.toString();
}

export class StudentBar {
  /**
   * @param {HTMLElement} root  the bar's section (under the top bar)
   * @param {string} code  the code the address gave (may be wrong: the form says so)
   * @param {any} catalogue  the engine's catalogue (algorithm and heuristic words)
   */
  constructor(root, code, catalogue) {
    this.root = root;
    this.catalogue = catalogue;
    this.code = readCode(code) ?? '';
    this.nickname = stored(NICKNAME_KEY) ?? '';
    this.socket = null;
    /** `welcome`'s number and score. */
    this.seat = null;
    /** The open question (with `n`), or null. */
    this.question = null;
    /** This student's answer to it: `{ choice }` or `{ value }`, or null. */
    this.answered = null;
    /** The last `result`, and the question it answered. */
    this.result = null;
    this.resultQuestion = null;
    /** A sentence on what went wrong, or ''. */
    this.problem = '';
    /** The answer sent and not yet acknowledged, or null. */
    this.pending = null;
    this.status = 'form';
    root.hidden = false;
    root.dataset.role = 'student';
    document.documentElement.classList.add('class-student-page');
    onLanguageChange(() => this.render());
    // A seat kept from before (a reload, a phone asleep): straight back in.
    if (this.code && stored(seatKey(this.code))) this.join();
    else this.render();
  }

  join() {
    const code = readCode(this.code);
    if (!code) {
      this.problem = t('class.error.code');
      return this.render();
    }
    this.code = code;
    this.problem = '';
    store(NICKNAME_KEY, this.nickname || null);
    this.socket?.stop();
    this.socket = new ClassSocket({
      hello: () => {
        const seat = stored(seatKey(this.code));
        return { type: 'join', code: this.code, ...(seat ? { seat } : {}), ...(this.nickname ? { nickname: this.nickname.slice(0, MAX_NICKNAME) } : {}) };
      },
      onMessage: (message) => this.#receive(message),
      onStatus: (status) => {
        if (status !== 'stopped' || this.status !== 'form') this.status = status === 'stopped' ? this.status : status;
        this.render();
      },
    });
    this.status = 'connecting';
    this.render();
  }

  #receive(message) {
    switch (message?.type) {
      case 'welcome':
        store(seatKey(this.code), typeof message.seat === 'string' ? message.seat : null);
        this.seat = { number: message.number, score: message.score ?? 0, nickname: message.nickname ?? null };
        this.question = message.question ?? null;
        this.answered = message.answered ?? null;
        this.pending = null;
        if (message.last) this.#result(message.last);
        this.#follow(message.state);
        this.status = 'open';
        break;
      case 'state':
        this.#follow(message.state);
        break;
      case 'question':
        this.question = message.question;
        this.answered = null;
        this.pending = null;
        break;
      case 'answered':
        if (this.question && message.question === this.question.n) this.answered = 'value' in message ? { value: message.value } : { choice: message.choice };
        break;
      case 'result':
        this.#result(message);
        if (this.question?.n === message.question) this.question = null;
        this.answered = null;
        break;
      case 'ended':
        this.status = 'ended';
        this.question = null;
        break;
      case 'replaced':
        this.status = 'replaced';
        break;
      case 'error':
        // The stored answer comes back (for the open question: the server names no other).
        if (message.code === 'already-answered' && this.question && (message.question === undefined || message.question === this.question.n)) {
          this.answered = 'value' in message ? { value: message.value } : { choice: message.choice };
        } else if (message.code === 'no-room' || message.code === 'too-many-attempts' || message.code === 'forbidden') {
          store(seatKey(this.code), null);
          this.status = 'form';
          this.problem = t(`class.error.${message.code}`);
        } else this.problem = t(`class.error.${message.code}`);
        break;
      default:
        return;
    }
    this.render();
  }

  #result(result) {
    this.result = result;
    this.resultQuestion = this.question?.n === result.question ? this.question : (this.resultQuestion?.n === result.question ? this.resultQuestion : null);
    if (this.seat && typeof result.score === 'number') this.seat.score = result.score;
  }

  #follow(scene) {
    const hash = followHash(scene, readHash());
    // A new hash fires hashchange: views.js shows the view, the Solve link restores the search at its step.
    if (hash !== null) window.location.hash = hash;
  }

  /** Sends this student's answer to the open question (the first one counts: the server says so). */
  answer(value) {
    const q = this.question;
    if (!q || this.answered || !validAnswer(q, value)) return;
    const frame = q.kind === 'number' ? { type: 'answer', question: q.n, value } : { type: 'answer', question: q.n, choice: value };
    if (this.socket?.send(frame)) {
      this.pending = value;
      this.render();
    }
  }

  render() {
    const root = this.root;
    root.dataset.status = this.status;
    root.dataset.seat = String(this.seat?.number ?? '');
    root.dataset.question = String(this.question?.n ?? '');
    root.dataset.answered = this.answered ? String(this.answered.choice ?? this.answered.value) : '';
    root.dataset.result = this.result ? `${this.result.question}:${this.result.right ? 'right' : 'wrong'}` : '';
    root.dataset.score = String(this.seat?.score ?? '');
    root.setAttribute('aria-label', t('class.studentTitle'));
    /** @type {HTMLElement[]} */
    const children = [h('h2', { class: 'class-title' }, t('class.studentTitle'))];
    if (this.status === 'form') children.push(this.#form());
    else {
      children.push(h('p', { class: 'class-status', 'aria-live': 'polite' }, this.#statusText()));
      if (this.result) children.push(this.#resultMarkup());
      if (this.question) children.push(this.#questionMarkup());
      else if (this.status === 'open') children.push(h('p', { class: 'class-wait' }, t('class.waitQuestion')));
    }
    if (this.problem) children.push(h('p', { class: 'class-problem', role: 'alert' }, this.problem));
    root.replaceChildren(...children);
  }

  #statusText() {
    if (this.status === 'ended') return t('class.ended');
    if (this.status === 'replaced') return t('class.replacedSeat');
    if (this.status !== 'open' || !this.seat) return t('class.reconnecting');
    const who = this.seat.nickname ? t('class.youNamed', { number: this.seat.number, name: this.seat.nickname }) : t('class.you', { number: this.seat.number });
    return `${who} · ${t('class.score', { score: this.seat.score })}`;
  }

  #form() {
    const code = h('input', { id: 'class-code', class: 'class-code-field', value: this.code, autocomplete: 'off', autocapitalize: 'characters', spellcheck: 'false', maxlength: 8, inputmode: 'text' });
    const name = h('input', { id: 'class-nickname', value: this.nickname, autocomplete: 'nickname', maxlength: MAX_NICKNAME });
    const form = h(
      'form',
      {
        class: 'class-form',
        on: {
          submit: (event) => {
            event.preventDefault();
            this.code = code.value;
            this.nickname = name.value.trim();
            this.join();
          },
        },
      },
      h('div', { class: 'field' }, h('label', { for: 'class-code' }, t('class.codeLabel')), code),
      h('div', { class: 'field' }, h('label', { for: 'class-nickname' }, t('class.nicknameLabel')), name),
      h('button', { type: 'submit', class: 'primary class-join-button' }, t('class.join')),
    );
    return form;
  }

  #questionMarkup() {
    const q = this.question;
    // Until the server says it stored the answer, the one sent stands for it (the buttons wait).
    const mine = this.answered ? (this.answered.choice ?? this.answered.value) : (this.pending ?? null);
    /** @type {HTMLElement[]} */
    const children = [h('p', { class: 'class-topic' }, topicText(q, this.catalogue))];
    if (q.kind === 'next-node' && Array.isArray(q.cards)) {
      children.push(
        h(
          'ol',
          { class: 'class-cards class-pick' },
          q.cards.map((card, i) => {
            const label = t('quiz.candidate', { n: i + 1, g: card.g, h: card.h, f: card.f });
            return h(
              'li',
              { class: `class-card${mine === i ? ' class-mine' : ''}` },
              h('button', { type: 'button', 'aria-label': label, 'aria-pressed': String(mine === i), disabled: mine !== null, dataset: { index: String(i), tiles: card.tiles.join(' ') }, on: { click: () => this.answer(i) } }, cardFace(q, card, MINI)),
            );
          }),
        ),
      );
    } else if (q.kind === 'choice' && Array.isArray(q.options)) {
      children.push(
        h(
          'ol',
          { class: 'class-options class-pick' },
          q.options.map((option, i) =>
            h(
              'li',
              { class: `class-card${mine === i ? ' class-mine' : ''}` },
              h('button', { type: 'button', 'aria-pressed': String(mine === i), disabled: mine !== null, dataset: { index: String(i) }, on: { click: () => this.answer(i) } }, optionText(option, this.catalogue)),
            ),
          ),
        ),
      );
    } else if (q.kind === 'number') {
      const field = h('input', { id: 'class-number', type: 'number', inputmode: 'numeric', min: 0, step: 1, disabled: mine !== null, value: mine ?? '' });
      children.push(
        h(
          'form',
          {
            class: 'class-number-form',
            on: {
              submit: (event) => {
                event.preventDefault();
                const value = Number(field.value);
                if (field.value.trim() === '' || !Number.isInteger(value) || value < 0) {
                  this.problem = t('class.error.number');
                  this.render();
                  return;
                }
                this.problem = '';
                this.answer(value);
              },
            },
          },
          h('label', { for: 'class-number' }, t('class.numberLabel')),
          field,
          h('button', { type: 'submit', class: 'primary', disabled: mine !== null }, t('class.send')),
        ),
      );
    }
    if (this.answered) children.push(h('p', { class: 'class-sent' }, t('class.sent')));
    return h('div', { class: 'class-question', dataset: { kind: String(q.kind) } }, children);
  }

  #resultMarkup() {
    const r = this.result;
    const lines = [];
    if (r.yours === null || r.yours === undefined) lines.push(t('class.noAnswer'));
    else lines.push(t(r.right ? 'class.right' : 'class.wrong'));
    if (r.kind === 'number' && typeof r.answer === 'number') lines.push(t('class.truth', { truth: r.answer }));
    else if (r.kind === 'choice' && this.resultQuestion?.options?.[r.answer]) lines.push(t('class.answerWas', { answer: optionText(this.resultQuestion.options[r.answer], this.catalogue) }));
    else if (r.kind === 'next-node' && typeof r.answer === 'number') lines.push(t('class.cardWas', { n: r.answer + 1 }));
    const why = whyText(r.kind, r.reason, this.catalogue);
    if (why) lines.push(why);
    if (r.kind === 'next-node' && !r.right && typeof r.yours === 'number') {
      const pruned = prunedText(r.reason, r.yours);
      if (pruned) lines.push(pruned);
    }
    lines.push(t('class.score', { score: r.score ?? this.seat?.score ?? 0 }));
    return h('div', { class: `class-result ${r.right ? 'class-result-right' : 'class-result-wrong'}`, 'aria-live': 'polite' }, lines.map((line) => h('p', {}, line)));
  }
}

