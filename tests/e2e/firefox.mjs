// The browser tests' driver for Firefox: Debian's firefox-esr, headless,
// through puppeteer-core over WebDriver BiDi, dressed in the part of
// playwright-core's API that the tests use (harness.mjs picks it when
// BROWSER=firefox), so the same test files, with the same expected texts,
// run in both browsers. Playwright itself drives only its own patched
// Firefox builds, which cannot be installed here.
//
// What is reproduced, as Playwright documents it:
// - Locators: `page.locator(css)`, `getByRole(role, { name, exact })` (ARIA
//   roles, explicit or implied by the tag; elements hidden from the
//   accessibility tree left out), `getByLabel(text, { exact })` (a <label>,
//   aria-labelledby or aria-label), chained; names match exactly with
//   `exact`, else as a case-insensitive substring; a RegExp tests the name.
// - Strictness: an action on a locator that matches several elements fails.
// - Waiting: actions wait until the element exists (and for click, fill and
//   selectOption until it is visible and enabled); count, isVisible,
//   isHidden and allTextContents answer at once. A click or key press
//   returns once the page has drawn the next frame (see `settle`).
// - fill() types into text and number fields (an `input` event, no
//   `change`), and sets range and date-like fields (`input` and `change`);
//   selectOption() picks by value or label (`input` and `change`).
// - Downloads land in a folder of their own; the clipboard is open to the
//   page by Firefox's testing preference (so grantPermissions has nothing
//   left to grant).
// - A screenshot into docs/ goes to test-results/firefox/ instead: the
//   documentation's pictures are Chromium's.

import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import puppeteer from 'puppeteer-core';

const ACTION_TIMEOUT_MS = 30_000;
const POLL_MS = 50;
const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));
/** Playwright's key names that puppeteer's BiDi keyboard spells otherwise. */
const KEYS = { Space: ' ' };
const key = (name) => KEYS[name] ?? name;
/**
 * Waits for the page's next frame. Firefox's BiDi input may answer before the
 * page ran a key's default action (a Tab's blur and `change`), where
 * Playwright's Chromium answers after: each click and key press waits for it.
 */
const settle = (page) => page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => ok())));

/**
 * Resolves to `{ newContext(options), close() }` like playwright's Browser:
 * one firefox-esr, launched at the first context (a launch takes a few
 * seconds), and a browser context of its own (a BiDi user context: cookies,
 * storage, permissions) per `newContext`, as Playwright's contexts are.
 *
 * Each context's page opens in a window of its own, never a tab beside
 * another context's: the pages of one window share its focus, and a page that
 * downloaded a file (the downloads panel, which Firefox opens on a download,
 * takes the window's focus) would otherwise keep it from the pages opened
 * after it, which then get no blur and no `change` on Tab (Compare's
 * lane-weight test after its CSV download). The panel is also turned off
 * (`browser.download.alwaysOpenPanel`), and a page is brought to the front
 * when it opens and after each download (see `waitForEvent`).
 */
export async function launchFirefox({ root }) {
  let launched = null;
  const contexts = new Set();
  const browser = () =>
    (launched ??= puppeteer.launch({
      browser: 'firefox',
      executablePath: '/usr/bin/firefox-esr',
      protocol: 'webDriverBiDi',
      headless: true,
      extraPrefsFirefox: {
        // navigator.clipboard.readText() without the paste prompt, as a granted
        // clipboard-read permission allows in Chromium.
        'dom.events.testing.asyncClipboard': true,
        // A download does not open the downloads panel (which takes the focus).
        'browser.download.alwaysOpenPanel': false,
      },
    }));
  return {
    async newContext({ viewport, deviceScaleFactor = 1 }) {
      const downloads = mkdtempSync(join(tmpdir(), 'npuzzle-firefox-downloads-'));
      const context = await (await browser()).createBrowserContext({ downloadBehavior: { policy: 'allow', downloadPath: downloads } });
      const wrapper = {
        async newPage() {
          const page = await context.newPage({ type: 'window' });
          await page.setViewport({ ...viewport, deviceScaleFactor });
          await page.bringToFront();
          return new Page(page, wrapper, downloads, root);
        },
        async grantPermissions() {},
        async close() {
          if (!contexts.delete(wrapper)) return;
          await context.close();
          rmSync(downloads, { recursive: true, force: true });
        },
      };
      contexts.add(wrapper);
      return wrapper;
    },
    async close() {
      for (const context of [...contexts]) await context.close();
      if (launched) await (await launched).close();
      launched = null;
    },
  };
}

class Page {
  #page;
  #context;
  #downloads;
  #root;

  constructor(page, context, downloads, root) {
    this.#page = page;
    this.#context = context;
    this.#downloads = downloads;
    this.#root = root;
    this.keyboard = {
      async press(name) {
        await page.keyboard.press(key(name));
        await settle(page);
      },
    };
  }

  /** 'pageerror' (an Error) and 'console' (a message with type() and text()). */
  on(event, listener) {
    this.#page.on(event, listener);
  }

  context() {
    return this.#context;
  }

  goto(url) {
    return this.#page.goto(url, { waitUntil: 'load' });
  }

  reload() {
    return this.#page.reload({ waitUntil: 'load' });
  }

  url() {
    return this.#page.url();
  }

  evaluate(fn, arg) {
    return this.#page.evaluate(fn, arg);
  }

  async waitForFunction(fn, arg, { timeout = ACTION_TIMEOUT_MS, polling = 'raf' } = {}) {
    await this.#page.waitForFunction(fn, { timeout, polling }, arg);
  }

  waitForTimeout(ms) {
    return sleep(ms);
  }

  async screenshot({ path, fullPage = false }) {
    let file = path;
    if (relative(join(this.#root, 'docs'), path).split(/[\\/]/)[0] !== '..') {
      mkdirSync(join(this.#root, 'test-results', 'firefox'), { recursive: true });
      file = join(this.#root, 'test-results', 'firefox', basename(path));
    }
    return this.#page.screenshot({ path: file, fullPage });
  }

  /**
   * Only 'download': the next file that lands in the downloads folder, once
   * it is complete. Firefox writes `name.part` (and may first create `name`
   * empty, or list a name it renames a moment later), then renames the part
   * file when the download ends: a name listed may be gone by its `stat`
   * (ENOENT), so the folder is read again until one new file is there with no
   * `.part` beside it and the same non-zero size in two reads in a row.
   */
  async waitForEvent(event, { timeout = ACTION_TIMEOUT_MS } = {}) {
    if (event !== 'download') throw new Error(`the Firefox driver waits only for 'download', not '${event}'`);
    const before = new Set(readdirSync(this.#downloads));
    const until = Date.now() + timeout;
    const sizes = new Map();
    for (;;) {
      const names = readdirSync(this.#downloads);
      const inFlight = names.some((name) => !before.has(name) && name.endsWith('.part'));
      const fresh = names.filter((name) => !before.has(name) && !name.endsWith('.part'));
      for (const name of fresh) {
        let size;
        try {
          size = statSync(join(this.#downloads, name)).size;
        } catch (error) {
          if (error.code === 'ENOENT') continue; // renamed between the listing and the stat
          throw error;
        }
        const stable = sizes.get(name) === size && !inFlight && !names.includes(`${name}.part`);
        sizes.set(name, size);
        // An empty file counts only at the deadline (a download of nothing).
        if ((stable && size > 0) || (Date.now() > until && !inFlight)) {
          // A download takes the focus from the page (no blur, no `change`
          // on Tab after it): give it back.
          await this.#page.bringToFront();
          const file = join(this.#downloads, name);
          return { suggestedFilename: () => name, path: async () => file };
        }
      }
      if (Date.now() > until) throw new Error(`no complete download within ${timeout} ms (in the folder: ${names.join(', ') || 'nothing'})`);
      await sleep(POLL_MS);
    }
  }

  locator(selector) {
    return new Locator(this.#page, [{ css: selector }]);
  }

  getByRole(role, options) {
    return new Locator(this.#page, [roleStep(role, options)]);
  }

  getByLabel(text, options) {
    return new Locator(this.#page, [labelStep(text, options)]);
  }
}

/** A name to match: a string (exact or not) or a RegExp, in a form page.evaluate can send. */
function nameMatcher(name, exact = false) {
  if (name === undefined) return null;
  if (name instanceof RegExp) return { source: name.source, flags: name.flags };
  return { text: name, exact };
}
const roleStep = (role, { name, exact } = {}) => ({ role, name: nameMatcher(name, exact) });
const labelStep = (text, { exact } = {}) => ({ label: nameMatcher(text, exact) });

class Locator {
  #page;
  #steps;

  constructor(page, steps) {
    this.#page = page;
    this.#steps = steps;
  }

  locator(selector) {
    return new Locator(this.#page, [...this.#steps, { css: selector }]);
  }

  getByRole(role, options) {
    return new Locator(this.#page, [...this.#steps, roleStep(role, options)]);
  }

  getByLabel(text, options) {
    return new Locator(this.#page, [...this.#steps, labelStep(text, options)]);
  }

  toString() {
    return JSON.stringify(this.#steps);
  }

  /**
   * Runs `op` on the one matching element once it exists (and, with
   * `actionable`, is visible and enabled); fails at once if several match.
   */
  async #one(op, arg, { actionable = false, timeout = ACTION_TIMEOUT_MS } = {}) {
    const until = Date.now() + timeout;
    let last;
    for (;;) {
      last = await this.#page.evaluate(inPage, this.#steps, op, arg, actionable);
      if (last.status === 'ok') return last.value;
      if (last.status === 'many') throw new Error(`strict mode violation: ${this} matches ${last.count} elements`);
      if (last.status === 'error') throw new Error(`${op} on ${this}: ${last.message}`);
      if (Date.now() > until) throw new Error(`timed out after ${timeout} ms waiting for ${this} (${last.why})`);
      await sleep(POLL_MS);
    }
  }

  async #handle(options) {
    await this.#one('noop', null, options);
    return this.#page.evaluateHandle(inPage, this.#steps, 'element', null, false);
  }

  async #all(op, arg) {
    return (await this.#page.evaluate(inPage, this.#steps, op, arg, false)).value;
  }

  async click() {
    const handle = await this.#handle({ actionable: true });
    try {
      await handle.click();
    } finally {
      await handle.dispose();
    }
    await settle(this.#page);
  }

  /** Ticks a checkbox by a click, as Playwright's check() does, unless it is ticked already. */
  async check() {
    if (!(await this.evaluate((el) => el.checked))) await this.click();
  }

  /** Unticks a checkbox by a click, unless it is unticked already. */
  async uncheck() {
    if (await this.evaluate((el) => el.checked)) await this.click();
  }

  async press(name) {
    await this.#page.bringToFront(); // see waitForEvent: the keys go to a focused page
    await this.#one('focus', null);
    await this.#page.keyboard.press(key(name));
    await settle(this.#page);
  }

  fill(value) {
    return this.#one('fill', String(value), { actionable: true });
  }

  selectOption(value) {
    return this.#one('selectOption', String(value), { actionable: true });
  }

  focus() {
    return this.#one('focus', null);
  }

  dispatchEvent(type) {
    return this.#one('dispatchEvent', type);
  }

  textContent() {
    return this.#one('textContent', null);
  }

  inputValue() {
    return this.#one('inputValue', null);
  }

  getAttribute(name) {
    return this.#one('getAttribute', name);
  }

  isDisabled() {
    return this.#one('isDisabled', null);
  }

  async isEnabled() {
    return !(await this.isDisabled());
  }

  async evaluate(fn, arg) {
    const handle = await this.#handle();
    try {
      return await handle.evaluate(fn, arg);
    } finally {
      await handle.dispose();
    }
  }

  async evaluateAll(fn, arg) {
    const handle = await this.#page.evaluateHandle(inPage, this.#steps, 'elements', null, false);
    try {
      return await handle.evaluate(fn, arg);
    } finally {
      await handle.dispose();
    }
  }

  count() {
    return this.#all('count');
  }

  allTextContents() {
    return this.#all('allTextContents');
  }

  async isVisible() {
    const { count, visible } = await this.#all('visible');
    if (count > 1) throw new Error(`strict mode violation: ${this} matches ${count} elements`);
    return visible;
  }

  async isHidden() {
    return !(await this.isVisible());
  }

  /** `state`: 'visible' (the default), 'hidden', 'attached' or 'detached'. */
  async waitFor({ state = 'visible', timeout = ACTION_TIMEOUT_MS } = {}) {
    const until = Date.now() + timeout;
    for (;;) {
      const { count, visible } = await this.#all('visible');
      const done = { visible, hidden: !visible, attached: count > 0, detached: count === 0 }[state];
      if (done) return;
      if (Date.now() > until) throw new Error(`timed out after ${timeout} ms waiting for ${this} to be ${state}`);
      await sleep(POLL_MS);
    }
  }
}

/**
 * Runs in the page (sent whole by page.evaluate, so it holds its helpers):
 * finds the elements of `steps`, then does `op`. A single-element op answers
 * `{ status: 'ok', value }`, or `none` / `many` / `wait` (not actionable yet).
 */
function inPage(steps, op, arg, actionable) {
  const norm = (s) => String(s ?? '').replace(/\s+/g, ' ').trim();
  const IMPLICIT = {
    A: (el) => (el.hasAttribute('href') ? 'link' : ''),
    ARTICLE: () => 'article',
    ASIDE: () => 'complementary',
    BUTTON: () => 'button',
    DIALOG: () => 'dialog',
    FIELDSET: () => 'group',
    FORM: () => 'form',
    H1: () => 'heading',
    H2: () => 'heading',
    H3: () => 'heading',
    H4: () => 'heading',
    H5: () => 'heading',
    H6: () => 'heading',
    IMG: (el) => (el.getAttribute('alt') === '' ? 'presentation' : 'img'),
    INPUT: (el) =>
      ({ button: 'button', submit: 'button', reset: 'button', image: 'button', checkbox: 'checkbox', radio: 'radio', range: 'slider', number: 'spinbutton' })[
        el.type
      ] ?? 'textbox',
    LI: () => 'listitem',
    MAIN: () => 'main',
    METER: () => 'meter',
    NAV: () => 'navigation',
    OL: () => 'list',
    OPTION: () => 'option',
    OUTPUT: () => 'status',
    PROGRESS: () => 'progressbar',
    SECTION: (el) => (el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby') ? 'region' : ''),
    SELECT: (el) => (el.multiple || el.size > 1 ? 'listbox' : 'combobox'),
    TABLE: () => 'table',
    TBODY: () => 'rowgroup',
    TD: () => 'cell',
    TEXTAREA: () => 'textbox',
    TH: () => 'columnheader',
    THEAD: () => 'rowgroup',
    TR: () => 'row',
    UL: () => 'list',
  };
  const FROM_CONTENT = new Set(['button', 'cell', 'checkbox', 'columnheader', 'heading', 'link', 'listitem', 'option', 'radio', 'row', 'tab', 'menuitem', 'tooltip']);
  const roleOf = (el) => {
    const explicit = (el.getAttribute('role') ?? '').trim().split(/\s+/)[0];
    return explicit || IMPLICIT[el.tagName]?.(el) || '';
  };
  const hiddenForAria = (el) => {
    if (getComputedStyle(el).visibility !== 'visible') return true;
    for (let n = el; n; n = n.parentElement) {
      if (n.getAttribute('aria-hidden') === 'true' || getComputedStyle(n).display === 'none') return true;
    }
    return false;
  };
  const CONTROLS = new Set(['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON']);
  /** Text of a subtree as a name: hidden parts left out, images by alt, controls skipped when `skipControls`. */
  const contentText = (node, skipControls) => {
    let out = '';
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) out += child.textContent;
      else if (child.nodeType === Node.ELEMENT_NODE) {
        if (child.getAttribute('aria-hidden') === 'true' || getComputedStyle(child).display === 'none') continue;
        if (skipControls && CONTROLS.has(child.tagName)) continue;
        if (child.tagName === 'IMG') out += ` ${child.getAttribute('alt') ?? ''} `;
        else if (child.hasAttribute('aria-label')) out += ` ${child.getAttribute('aria-label')} `;
        else out += ` ${contentText(child, skipControls)} `;
      }
    }
    return out;
  };
  const labelledBy = (el) => {
    const ids = el.getAttribute('aria-labelledby');
    if (!ids) return null;
    return norm(ids.split(/\s+/).map((id) => (document.getElementById(id) ? contentText(document.getElementById(id), true) : '')).join(' '));
  };
  const nameOf = (el, role) => {
    const by = labelledBy(el);
    if (by) return by;
    const label = norm(el.getAttribute('aria-label'));
    if (label) return label;
    if (el.labels?.length) return norm([...el.labels].map((l) => contentText(l, true)).join(' '));
    if (el.tagName === 'IMG') return norm(el.getAttribute('alt'));
    if (el.tagName === 'INPUT' && ['button', 'submit', 'reset'].includes(el.type)) return norm(el.value);
    if (FROM_CONTENT.has(role)) {
      const text = norm(contentText(el, false));
      if (text) return text;
    }
    return norm(el.getAttribute('title'));
  };
  const matches = (text, matcher) => {
    if (!matcher) return true;
    if (matcher.source !== undefined) return new RegExp(matcher.source, matcher.flags).test(text);
    if (matcher.exact) return text === norm(matcher.text);
    return text.toLowerCase().includes(norm(matcher.text).toLowerCase());
  };
  const labelsOf = (el) => {
    const out = [];
    const by = labelledBy(el);
    if (by) out.push(by);
    if (el.hasAttribute('aria-label')) out.push(norm(el.getAttribute('aria-label')));
    for (const l of el.labels ?? []) out.push(norm(contentText(l, true)));
    return out;
  };

  let scope = [document];
  for (const step of steps) {
    const next = [];
    for (const root of scope) {
      let found;
      if (step.css !== undefined) found = [...root.querySelectorAll(step.css)];
      else if (step.role !== undefined) {
        found = [...root.querySelectorAll('*')].filter((el) => {
          const role = roleOf(el);
          return role === step.role && !hiddenForAria(el) && matches(nameOf(el, role), step.name);
        });
      } else found = [...root.querySelectorAll('*')].filter((el) => labelsOf(el).some((text) => matches(text, step.label)));
      for (const el of found) if (!next.includes(el)) next.push(el);
    }
    scope = next;
  }
  const els = scope;
  const visible = (el) => {
    const rect = el.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && getComputedStyle(el).visibility === 'visible';
  };
  const disabled = (el) => el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true';

  if (op === 'elements') return els;
  if (op === 'element') return els[0];
  if (op === 'count') return { value: els.length };
  if (op === 'allTextContents') return { value: els.map((el) => el.textContent) };
  if (op === 'visible') return { value: { count: els.length, visible: els.length === 1 && visible(els[0]) } };
  if (els.length === 0) return { status: 'none', why: 'no element matches' };
  if (els.length > 1) return { status: 'many', count: els.length };
  const el = els[0];
  if (actionable && !visible(el)) return { status: 'wait', why: 'not visible' };
  if (actionable && disabled(el)) return { status: 'wait', why: 'disabled' };
  const fire = (...types) => {
    for (const type of types) el.dispatchEvent(new Event(type, { bubbles: true }));
  };
  switch (op) {
    case 'noop':
      return { status: 'ok', value: null };
    case 'textContent':
      return { status: 'ok', value: el.textContent };
    case 'inputValue':
      return { status: 'ok', value: el.value };
    case 'getAttribute':
      return { status: 'ok', value: el.getAttribute(arg) };
    case 'isDisabled':
      return { status: 'ok', value: disabled(el) };
    case 'focus':
      el.focus();
      return { status: 'ok', value: null };
    case 'dispatchEvent':
      fire(arg);
      return { status: 'ok', value: null };
    case 'selectOption': {
      const option = [...el.options].find((o) => o.value === arg) ?? [...el.options].find((o) => norm(o.label) === norm(arg));
      if (!option) return { status: 'wait', why: `no option ${arg}` };
      el.value = option.value;
      fire('input', 'change');
      return { status: 'ok', value: [option.value] };
    }
    case 'fill': {
      const SET = ['color', 'date', 'time', 'datetime-local', 'month', 'range', 'week'];
      if (el.tagName === 'INPUT' && SET.includes(el.type)) {
        el.focus();
        el.value = arg;
        if (el.value !== arg) return { status: 'error', message: `the ${el.type} field did not take "${arg}"` };
        fire('input', 'change');
        return { status: 'ok', value: null };
      }
      if (!['INPUT', 'TEXTAREA'].includes(el.tagName)) return { status: 'error', message: `not a field: <${el.tagName.toLowerCase()}>` };
      // Typed, as Playwright does: the text replaces the selection, one
      // `input` event, and a `change` when the field loses focus.
      el.focus();
      el.select();
      if (arg === '') document.execCommand('delete');
      else document.execCommand('insertText', false, arg);
      if (el.value !== arg) return { status: 'error', message: `the field shows "${el.value}" after typing "${arg}"` };
      return { status: 'ok', value: null };
    }
    default:
      return { status: 'error', message: `unknown operation ${op}` };
  }
}
