// The teacher's side of a live class (issue 27, docs/CLASS.md): "Start a class" in the top bar
// makes a room on the class server; the panel under the top bar shows the join address, the code
// and the QR code, and drives the room — the board, search, step and view go to every phone as
// the teacher moves (the page's own link, the keys a shared address has), and the three
// questions are asked, watched and closed here.
//
// The room's code and teacher secret stay in this browser (localStorage): a reload takes the
// room back, open question, answers and scores included (the server kept them). On a closed
// node question the page takes the step the class predicted, so every phone sees it expanded.
//
// What the projector shows is counts: a bar per card or option, a histogram of the numbers;
// students are seat numbers in the roster unless the teacher shows their names.

import { h } from '../../widgets/dom.js';
import { downloadBlob } from '../../widgets/download.js';
import { integer } from '../../i18n/format.js';
import { onLanguageChange, t } from '../../i18n/index.js';
import { classStore, solveStore } from '../../app/store.js';
import { command, on } from '../../app/bus.js';
import { onView } from '../../app/views.js';
import { readHash } from '../../app/share.js';
import { ClassSocket } from './socket.js';
import { cardFace } from './card.js';
import { choiceQuestion, nodeQuestion, numberKey, numberQuestion, permutation, CARDS } from './questions.js';
import { bars, bins, median, summaryLine } from './tally.js';
import { optionText, topicText, whyText } from './words.js';

/** Where the room's code and secret are kept between visits. */
const STORAGE_KEY = 'npuzzle.class.teacher';

/** Hash keys the phones do not follow: each student keeps their own language; a lesson's place is the teacher's. */
const OWN_KEYS = ['lang', 'lesson', 'lesson-step'];

/** The mini boards' size on the projector, in CSS px. */
const MINI = 64;

function remembered() {
  try {
    const room = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null');
    return typeof room?.code === 'string' && typeof room?.secret === 'string' ? room : null;
  } catch {
    return null;
  }
}

function remember(room) {
  try {
    if (room) window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ code: room.code, secret: room.secret }));
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: the class runs, but a reload cannot take it back.
  }
}

/** What the phones mirror: the view and the page's link (every key a shared address carries but the teacher's own). */
export function sceneOf(hash, view) {
  const link = {};
  for (const [key, value] of Object.entries(hash)) if (!OWN_KEYS.includes(key) && key !== 'view') link[key] = value;
  return { view, link };
}

export class TeacherPanel {
  /**
   * @param {HTMLElement} root  the panel's section (under the top bar)
   * @param {HTMLButtonElement} opener  the top bar's "Start a class"
   * @param {any} engine  www/engine/index.js's Engine (the catalogue; a worker for the number question's truth)
   */
  constructor(root, opener, engine) {
    this.root = root;
    this.opener = opener;
    this.engine = engine;
    this.catalogue = engine.catalogue;
    /** `{ code, secret }` of the room, or null. */
    this.room = remembered();
    /** The server's `room` fields (joinUrl, expiresAt, names) once connected. */
    this.info = null;
    /** The latest `live`. */
    this.live = null;
    /** The open question: `{ n, question, key }` (n null until the server numbered it). */
    this.open = null;
    /** The last closed question's `closed`, shown until the next is asked. */
    this.last = null;
    /** Every closed question's `closed`, in order (the class summary). */
    this.closed = [];
    /** The sentence of the last problem (a refused frame, a number question with no truth), or ''. */
    this.problem = '';
    this.busy = false;
    /** An ended room's `{ code, secret }`, kept in this tab for its CSV (the server keeps the rows until its sweep). */
    this.exportable = null;
    this.socket = null;
    this.sent = '';
    this.#build();
    opener.addEventListener('click', () => this.#openerClicked());
    onLanguageChange(() => this.#words());
    solveStore.subscribe(() => this.#moved());
    onView(() => this.#moved());
    window.addEventListener('hashchange', () => this.#moved());
    // A lesson step's class question (views/lessons/), asked as the panel's own button would.
    on('classAsk', ({ kind }) => {
      if (kind === 'next-node') this.askNode();
      else if (kind === 'number') this.askNumber();
      else if (kind === 'choice') this.askChoice();
    });
    if (this.room) this.#connect();
    this.#words();
  }

  #openerClicked() {
    if (!this.room) return this.start();
    this.root.hidden = !this.root.hidden;
    this.#words();
  }

  /** Makes a room on the server and opens it. */
  async start() {
    this.problem = '';
    this.opener.disabled = true;
    try {
      const response = await fetch('/class/rooms', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      const body = await response.json().catch(() => ({}));
      if (!response.ok || typeof body.code !== 'string' || typeof body.secret !== 'string') throw Object.assign(new Error('refused'), { code: body.error ?? 'server' });
      this.room = { code: body.code, secret: body.secret };
      this.exportable = null;
      this.info = { joinUrl: body.joinUrl, expiresAt: body.expiresAt, names: false };
      remember(this.room);
      this.closed = [];
      this.last = null;
      this.open = null;
      this.#connect();
    } catch (error) {
      this.problem = t(`class.error.${error.code ?? 'unreachable'}`);
      this.root.hidden = false;
    } finally {
      this.opener.disabled = false;
      this.#words();
    }
  }

  #connect() {
    this.root.hidden = false;
    this.socket?.stop();
    this.socket = new ClassSocket({
      hello: () => ({ type: 'teacher', code: this.room.code, secret: this.room.secret }),
      onMessage: (message) => this.#receive(message),
      onStatus: (status) => {
        this.root.dataset.connection = status;
        if (status === 'open') this.sent = '';
        this.#words();
      },
    });
  }

  #receive(message) {
    switch (message?.type) {
      case 'room':
        this.info = { joinUrl: message.joinUrl, expiresAt: message.expiresAt, names: Boolean(message.names) };
        this.closed = Array.isArray(message.closed) ? message.closed : [];
        this.last = null;
        this.open = openOf(message.question);
        this.#live(message);
        this.#question();
        this.#moved();
        break;
      case 'asked':
        if (this.open) this.open.n = message.question;
        this.#question();
        break;
      case 'live':
        this.#live(message);
        break;
      case 'closed':
        this.#closed(message);
        break;
      case 'ended':
      case 'replaced':
        this.#over(message.type === 'ended' ? 'class.ended' : 'class.replaced');
        break;
      case 'error':
        if (message.code === 'forbidden' || message.code === 'no-room') this.#over('class.gone');
        else {
          // A question refused never opened.
          if (this.open && this.open.n == null && ['question-open', 'bad-question', 'too-large'].includes(message.code)) this.open = null;
          this.problem = t(`class.error.${message.code}`);
          this.#question();
        }
        break;
      default:
    }
    this.#words();
  }

  /** The room is no more (ended, taken by another tab, or gone from the server): forgotten here. */
  #over(key) {
    this.socket?.stop();
    this.socket = null;
    if (key !== 'class.replaced') {
      // An ended room's answers stay on the server until its sweep: its CSV can still be exported from this tab.
      if (key === 'class.ended') this.exportable = this.room;
      remember(null);
      this.room = null;
    }
    this.open = null;
    this.info = null;
    this.live = null;
    this.problem = t(key);
    this.#question();
  }

  #live(message) {
    this.live = {
      joined: message.joined ?? 0,
      connected: message.connected ?? 0,
      open: message.open ?? null,
      students: Array.isArray(message.students) ? message.students : [],
    };
    this.#counts();
    this.#roster();
  }

  #closed(message) {
    const asked = this.open;
    this.closed.push(message);
    this.last = { ...message, question: asked?.question ?? null, n: message.question };
    this.open = null;
    this.#question();
    this.#summary();
    // The class predicted the next expansion: take that step, if the search still stands where it was asked.
    const search = solveStore.get().search;
    if (message.kind === 'next-node' && asked?.question?.step === search?.summary.steps && solveStore.get().state !== 'searching') command('step');
  }

  /** Sends the scene the phones mirror, if it changed (the Solve link writes the hash after the store: read it a frame later). */
  #moved() {
    if (!this.socket) return;
    requestAnimationFrame(() => {
      const scene = sceneOf(readHash(), document.body.dataset.view ?? 'solve');
      const text = JSON.stringify(scene);
      if (text === this.sent) return;
      if (this.socket?.send({ type: 'state', state: scene })) this.sent = text;
      this.#words();
    });
  }

  /** Asks `question` with `key`; `step` is the search's step it is about. */
  #ask(question, key) {
    const step = solveStore.get().search?.summary.steps ?? 0;
    const public_ = { ...question, step };
    this.open = { n: null, question: public_, key };
    this.last = null;
    this.problem = '';
    this.socket?.send({ type: 'ask', question: public_, key });
    this.#question();
    this.#words();
  }

  async askNode() {
    const { search, problem, state } = solveStore.get();
    if (!this.socket || this.open || !search || state === 'searching' || search.summary.finished) return;
    const asked = nodeQuestion(await search.quiz(CARDS), problem);
    if (!asked) {
      this.problem = t('class.noNodeQuestion');
      return this.#words();
    }
    this.#ask(asked.question, asked.key);
  }

  /** "How many nodes will it expand?": the truth is the same search run to its end, in a worker of its own. */
  async askNumber() {
    const { search, problem } = solveStore.get();
    if (!this.socket || this.open || !search || this.busy) return;
    this.busy = true;
    this.problem = t('class.counting');
    this.#words();
    const client = this.engine.searchWorker();
    let summary;
    try {
      const run = await client.open(search.spec);
      while (!run.summary.finished) await client.step([run], 1_000_000);
      summary = run.summary;
    } catch {
      summary = null;
    } finally {
      client.end();
      this.busy = false;
    }
    const key = numberKey(summary);
    if (!key) {
      this.problem = t('class.noNumberQuestion');
      return this.#words();
    }
    this.#ask(numberQuestion({ algorithm: problem.algorithm, heuristic: problem.heuristic, usesHeuristic: problem.usesHeuristic }), key);
  }

  askChoice() {
    if (!this.socket || this.open) return;
    const { problem } = solveStore.get();
    const { width = 3, height = 3 } = problem ?? {};
    const asked = choiceQuestion(this.catalogue.heuristics, width, height, undefined);
    if (!asked) {
      this.problem = t('class.noChoiceQuestion');
      return this.#words();
    }
    // The options in an order of the question's number, so the strongest is not always last.
    const order = permutation(asked.question.options.length, this.closed.length + 1);
    const shuffled = choiceQuestion(this.catalogue.heuristics, width, height, order);
    this.#ask(shuffled.question, shuffled.key);
  }

  close() {
    if (this.open?.n == null) return;
    this.socket?.send({ type: 'close' });
  }

  toggleNames() {
    if (!this.info) return;
    this.info.names = !this.info.names;
    this.socket?.send({ type: 'names', show: this.info.names });
    this.#words();
  }

  async exportCsv() {
    const room = this.room ?? this.exportable;
    if (!room) return;
    try {
      const response = await fetch('/class/export', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: room.code, secret: room.secret }) });
      if (!response.ok) throw new Error(String(response.status));
      downloadBlob(await response.blob(), `npuzzle-class-${room.code}.csv`);
    } catch {
      this.problem = t('class.error.export');
      this.#words();
    }
  }

  end() {
    if (!this.room) return;
    this.socket?.send({ type: 'end' });
  }

  // ── the panel ──

  #build() {
    const button = (cls, action) => h('button', { type: 'button', class: cls, on: { click: action } });
    this.el = {
      title: h('h2', { class: 'class-title', id: 'class-title' }),
      join: h('div', { class: 'class-join' }),
      qr: h('img', { class: 'class-qr', width: 112, height: 112, alt: '' }),
      status: h('p', { class: 'class-status', 'aria-live': 'polite' }),
      askNode: button('primary class-ask-node', () => this.askNode()),
      askNumber: button('secondary class-ask-number', () => this.askNumber()),
      askChoice: button('secondary class-ask-choice', () => this.askChoice()),
      close: button('primary class-close', () => this.close()),
      names: button('secondary class-names', () => this.toggleNames()),
      csv: button('secondary class-csv', () => this.exportCsv()),
      end: button('quiet class-end', () => this.end()),
      hide: button('quiet class-hide', () => {
        this.root.hidden = true;
        this.#words();
      }),
      problem: h('p', { class: 'class-problem', 'aria-live': 'polite' }),
      question: h('div', { class: 'class-question' }),
      roster: h('ol', { class: 'class-roster' }),
      rosterTitle: h('h3', {}),
      summary: h('ol', { class: 'class-summary' }),
      summaryTitle: h('h3', {}),
    };
    const e = this.el;
    // Left, the room (how to join, who is in, the questions so far); right, what the teacher does and the question's answers.
    this.root.replaceChildren(
      h(
        'div',
        { class: 'class-side' },
        h('div', { class: 'class-head' }, e.qr, h('div', { class: 'class-room' }, e.title, e.join, e.status)),
        h('div', { class: 'class-lists' }, h('section', {}, e.rosterTitle, e.roster), h('section', {}, e.summaryTitle, e.summary)),
      ),
      h(
        'div',
        { class: 'class-main' },
        h('div', { class: 'class-buttons' }, e.askNode, e.askNumber, e.askChoice, e.names, e.csv, e.end, e.hide),
        e.problem,
        e.question,
      ),
    );
    this.root.setAttribute('aria-labelledby', 'class-title');
  }

  /** The question area: built again when a question opens or closes (the counts change in place: #counts). */
  #question() {
    const shown = this.open ?? this.last;
    const area = this.el.question;
    area.dataset.question = String(this.open?.n ?? '');
    area.dataset.state = this.open ? 'open' : this.last ? 'closed' : 'none';
    if (!shown?.question) {
      area.replaceChildren();
      return;
    }
    const { question } = shown;
    const head = h('div', { class: 'class-question-head' }, h('p', { class: 'class-topic' }), h('p', { class: 'class-answered', 'aria-live': 'polite' }));
    let body;
    if (question.kind === 'next-node') {
      body = h(
        'ol',
        { class: 'class-cards' },
        question.cards.map((card, i) => h('li', { class: 'class-card', dataset: { index: String(i), tiles: card.tiles.join(' ') } }, cardFace(question, card, MINI), barMarkup())),
      );
    } else if (question.kind === 'choice') {
      body = h(
        'ol',
        { class: 'class-options' },
        question.options.map((_, i) => h('li', { class: 'class-card', dataset: { index: String(i) } }, h('span', { class: 'class-option-text' }), barMarkup())),
      );
    } else body = h('ol', { class: 'class-histogram' });
    const controls = h('div', { class: 'class-question-buttons' }, this.open ? this.el.close : null);
    area.replaceChildren(head, body, h('div', { class: 'class-why', 'aria-live': 'polite' }), controls);
    this.#counts();
  }

  /** The counts of the question shown: bars per card, the histogram, how many answered, and once closed the truth and why. */
  #counts() {
    const shown = this.open ?? this.last;
    const area = this.el.question;
    if (!shown?.question || !area.firstChild) return;
    const { question } = shown;
    const open = this.open ? this.live?.open : null;
    const tally = this.open ? (open?.question === this.open.n ? open : null) : this.last;
    const key = this.open ? null : this.last?.key;
    const answered = tally?.answered ?? 0;
    area.dataset.answered = String(answered);
    area.querySelector('.class-topic').textContent = topicText(question, this.catalogue);
    const joined = this.live?.joined ?? 0;
    area.querySelector('.class-answered').textContent = this.open
      ? t('class.answeredOf', { answered, joined })
      : t('class.rightOf', { right: this.last.right ?? 0, answered });
    if (question.kind === 'number') {
      const truth = key ? key.truth : null;
      const list = area.querySelector('.class-histogram');
      const drawn = bins(tally?.histogram ?? [], truth);
      const most = Math.max(1, ...drawn.map((b) => b.count));
      list.replaceChildren(
        ...drawn.map((b) =>
          h(
            'li',
            { class: `class-bin${b.truth ? ' class-truth' : ''}`, dataset: { from: String(b.from), to: String(b.to), count: String(b.count) } },
            h('span', { class: 'class-bin-bar', style: `height: ${Math.round((100 * b.count) / most)}%` }),
            h('span', { class: 'class-bin-count' }, integer(b.count)),
            h('span', { class: 'class-bin-label' }, b.from === b.to ? integer(b.from) : `${integer(b.from)}–${integer(b.to)}`),
          ),
        ),
      );
      const middle = median(tally?.histogram ?? []);
      const lines = [];
      if (middle !== null) lines.push(t('class.median', { median: middle }));
      if (key) lines.push(t('class.truth', { truth: key.truth }), whyText('number', key.reason, this.catalogue));
      area.querySelector('.class-why').replaceChildren(...lines.filter(Boolean).map((line) => h('p', {}, line)));
    } else {
      const counts = tally?.counts ?? [];
      const n = question.kind === 'next-node' ? question.cards.length : question.options.length;
      const drawn = bars(Array.from({ length: n }, (_, i) => counts[i] ?? 0), key?.answer);
      for (const [i, card] of [...area.querySelectorAll('.class-card')].entries()) {
        if (!(card instanceof HTMLElement)) continue;
        const bar = drawn[i];
        card.dataset.count = String(bar.count);
        card.classList.toggle('class-right', bar.right);
        /** @type {HTMLElement} */ (card.querySelector('.class-meter-fill')).style.width = `${Math.round(bar.share * 100)}%`;
        card.querySelector('.class-meter-count').textContent = integer(bar.count);
        const option = card.querySelector('.class-option-text');
        if (option) option.textContent = optionText(question.options[i], this.catalogue);
      }
      const why = key ? whyText(question.kind, key.reason, this.catalogue) : '';
      area.querySelector('.class-why').replaceChildren(...(why ? [h('p', {}, why)] : []));
    }
  }

  #roster() {
    const students = this.live?.students ?? [];
    this.el.roster.replaceChildren(
      ...students.map((s) =>
        h(
          'li',
          { class: `class-student${s.connected ? '' : ' class-away'}${s.answered ? ' class-done' : ''}`, dataset: { number: String(s.number) } },
          h('span', { class: 'class-student-name' }, s.name ? String(s.name) : t('class.seat', { number: s.number })),
          h('span', { class: 'class-student-score' }, integer(s.score ?? 0)),
        ),
      ),
    );
  }

  #summary() {
    this.el.summary.replaceChildren(
      ...this.closed.map((c) => {
        const line = summaryLine(c);
        return h('li', { dataset: { question: String(line.question), right: String(line.right), answered: String(line.answered) } }, t(`class.summaryLine.${line.kind === 'next-node' ? 'node' : line.kind === 'number' ? 'number' : 'choice'}`, line));
      }),
    );
  }

  /** Every text of the panel in the current language, from what it holds. */
  #words() {
    const e = this.el;
    const running = Boolean(this.room && this.socket);
    classStore.set({ running });
    this.opener.textContent = this.room ? t('class.opener') : t('class.start');
    this.opener.setAttribute('aria-expanded', String(!this.root.hidden));
    this.root.dataset.role = 'teacher';
    this.root.dataset.room = this.room?.code ?? '';
    e.title.textContent = t('class.title');
    const code = this.room?.code ?? '';
    const url = this.info?.joinUrl ?? '';
    e.join.replaceChildren(
      ...(running && url
        ? [
            h('p', { class: 'class-join-line' }, t('class.joinAt'), ' ', h('strong', { class: 'class-url' }, url)),
            h('p', { class: 'class-join-line' }, t('class.code'), ' ', h('strong', { class: 'class-code' }, code)),
          ]
        : []),
    );
    e.qr.hidden = !(running && code);
    if (running && code && e.qr.dataset.code !== code) {
      e.qr.dataset.code = code;
      e.qr.src = `/class/qr.svg?code=${encodeURIComponent(code)}`;
    }
    e.qr.alt = t('class.qrAlt', { url });
    const connection = this.root.dataset.connection;
    e.status.textContent = !running
      ? ''
      : connection === 'open'
        ? t('class.students', { joined: this.live?.joined ?? 0, connected: this.live?.connected ?? 0 })
        : t('class.reconnecting');
    const { search, state } = solveStore.get();
    const open = Boolean(this.open);
    e.askNode.textContent = t('class.askNode');
    e.askNode.disabled = !running || open || !search || state === 'searching' || Boolean(search?.summary.finished);
    e.askNumber.textContent = t('class.askNumber');
    e.askNumber.disabled = !running || open || !search || this.busy;
    e.askChoice.textContent = t('class.askChoice');
    e.askChoice.disabled = !running || open;
    e.close.textContent = t('class.close');
    e.close.disabled = this.open?.n == null;
    e.names.textContent = t('class.names');
    e.names.setAttribute('aria-pressed', String(Boolean(this.info?.names)));
    e.names.disabled = !running;
    e.csv.textContent = t('class.csv');
    e.csv.disabled = !(this.room ?? this.exportable);
    e.end.textContent = t('class.end');
    e.end.disabled = !running;
    e.hide.textContent = t('class.hide');
    for (const button of [e.askNode, e.askNumber, e.askChoice, e.names, e.end]) button.hidden = !this.room;
    e.csv.hidden = !(this.room ?? this.exportable);
    e.problem.textContent = this.problem;
    e.rosterTitle.textContent = t('class.roster');
    e.summaryTitle.textContent = t('class.summary');
    this.#counts();
    this.#roster();
    this.#summary();
  }
}

/**
 * The open question of a `room` (a reload, a reconnection) as the panel holds it: the public part,
 * its number and its key, whether the server nests them (`{ n, question, key }`) or not.
 */
function openOf(q) {
  if (!q || typeof q !== 'object') return null;
  const { key = null, ...rest } = q;
  const question = rest.question && typeof rest.question === 'object' ? rest.question : rest;
  return { n: rest.n ?? question.n ?? null, question, key };
}

/** A bar and its count, filled by #counts. */
function barMarkup() {
  return h('span', { class: 'class-meter' }, h('span', { class: 'class-meter-fill' }), h('span', { class: 'class-meter-count' }, '0'));
}
