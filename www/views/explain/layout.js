// The Explain view's frame: a left column (the search, its current node,
// the buttons, the pseudo-code) and a tabbed area on the right with one
// explanation at a time (frontier, tree, iterations, state space, state-space map). Tabs
// follow the ARIA tabs pattern: arrow keys move between them.

import { t } from '../../i18n/index.js';
import { h } from '../../widgets/dom.js';

/** The tabs, in order; each one's name is the index's to give (it depends on the search). */
export const TABS = [{ id: 'frontier' }, { id: 'tree' }, { id: 'iterations' }, { id: 'statespace' }, { id: 'statemap' }];

/** Builds the frame inside `main`; returns its regions and the tab switcher. */
export function buildFrame(main, onTab) {
  main.replaceChildren(
    h(
      'div',
      { class: 'explain' },
      h(
        'section',
        { class: 'panel explain-side', 'aria-labelledby': 'explain-title' },
        h('div', { class: 'explain-controls' }),
        h('div', { class: 'explain-pseudocode' }),
      ),
      h(
        'section',
        { class: 'panel explain-main', 'aria-label': t('explain.tabs') },
        h(
          'div',
          { class: 'explain-tabs', role: 'tablist', 'aria-label': t('explain.tabs') },
          TABS.map((tab, i) =>
            h(
              'button',
              {
                type: 'button',
                role: 'tab',
                id: `explain-tab-${tab.id}`,
                'aria-controls': `explain-panel-${tab.id}`,
                'aria-selected': String(i === 0),
                tabindex: i === 0 ? '0' : '-1',
                dataset: { tab: tab.id },
              },
            ),
          ),
        ),
        TABS.map((tab, i) =>
          h('div', {
            class: 'explain-panel',
            role: 'tabpanel',
            id: `explain-panel-${tab.id}`,
            'aria-labelledby': `explain-tab-${tab.id}`,
            dataset: { panel: tab.id },
            hidden: i !== 0,
          }),
        ),
      ),
    ),
  );
  const tabs = [...main.querySelectorAll('[role="tab"]')];
  const panels = Object.fromEntries([...main.querySelectorAll('[role="tabpanel"]')].map((p) => [p.dataset.panel, p]));
  let current = TABS[0].id;

  const select = (id, { focus = false } = {}) => {
    current = id;
    for (const tab of tabs) {
      const on = tab.dataset.tab === id;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      if (on && focus) tab.focus();
    }
    for (const [name, panel] of Object.entries(panels)) panel.hidden = name !== id;
    onTab(id);
  };
  for (const tab of tabs) {
    tab.addEventListener('click', () => select(tab.dataset.tab));
    tab.addEventListener('keydown', (event) => {
      const i = tabs.indexOf(tab);
      const to = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[event.key];
      if (to === undefined) return;
      event.preventDefault();
      event.stopPropagation();
      select(tabs[(to + tabs.length) % tabs.length].dataset.tab, { focus: true });
    });
  }
  return {
    controls: main.querySelector('.explain-controls'),
    pseudocode: main.querySelector('.explain-pseudocode'),
    panels,
    select,
    get current() {
      return current;
    },
    /** Renames a tab ("Frontier by g" for breadth-first searches). */
    rename(id, label) {
      main.querySelector(`#explain-tab-${id}`).textContent = label;
    },
    /** The frame's own words in the current language (the tabs' names are the caller's). */
    relabel() {
      for (const el of main.querySelectorAll('.explain-main, .explain-tabs')) el.setAttribute('aria-label', t('explain.tabs'));
    },
  };
}
