// The page's one way to write markup. index.html holds the frame (and the
// Solve view's static skeleton); every view builds the rest of its DOM with
// h(): text always goes in as text, so nothing is parsed as HTML and no
// string of markup is ever assembled (no innerHTML anywhere in www/, checked
// by tests/unit/markup.test.mjs).
//
//   h('p', { class: 'hint', id: 'x', dataset: { tab: 'tree' }, on: { click } }, 'text', child, …)
//
// props: `class` (or `className`) sets the class attribute; `dataset` the
// data-* attributes; `on` adds event listeners; `style` is written as the
// style attribute; any other key is an attribute (true → present and empty,
// false / null / undefined → absent). children: strings, numbers, nodes, and
// arrays of them (nested, so a mapped list can be passed as it is); null,
// undefined and false are skipped, so `cond && h(…)` reads naturally.

/**
 * @typedef {Record<string, unknown> & {
 *   class?: string, className?: string, dataset?: Record<string, string>,
 *   on?: Record<string, EventListener>,
 * }} Props
 * @typedef {Node | string | number | false | null | undefined | Child[]} Child
 */

/**
 * An element `tag` with `props` and `children` (see the header); typed by
 * its tag (`h('input')` is an HTMLInputElement).
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Props} [props]
 * @param {...Child} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function h(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props ?? {})) {
    if (value === false || value == null) continue;
    if (key === 'class' || key === 'className') node.className = String(value);
    else if (key === 'dataset') Object.assign(node.dataset, value);
    else if (key === 'on') {
      for (const [type, listener] of Object.entries(value)) node.addEventListener(type, listener);
    } else node.setAttribute(key, value === true ? '' : String(value));
  }
  append(node, children);
  return node;
}

/** Appends `children` (as h() takes them) to `node`. */
function append(node, children) {
  for (const child of children) {
    if (child == null || child === false) continue;
    if (Array.isArray(child)) append(node, child);
    else node.append(typeof child === 'number' ? String(child) : child);
  }
}
