// The Explain view's frame: a left column (the search, its current node,
// the buttons, the pseudo-code) and a tabbed area on the right with one
// explanation at a time (frontier, tree, iterations, state space). Tabs
// follow the ARIA tabs pattern: arrow keys move between them.

export const TABS = [
  { id: 'frontier', label: 'Frontier by f' },
  { id: 'tree', label: 'Search tree' },
  { id: 'iterations', label: 'IDA* iterations' },
  { id: 'statespace', label: 'State space' },
];

/** Builds the frame inside `main`; returns its regions and the tab switcher. */
export function buildFrame(main, onTab) {
  main.innerHTML = `
    <div class="explain">
      <section class="panel explain-side" aria-labelledby="explain-title">
        <div class="explain-controls"></div>
        <div class="explain-pseudocode"></div>
      </section>
      <section class="panel explain-main" aria-label="Explanations">
        <div class="explain-tabs" role="tablist" aria-label="Explanations">
          ${TABS.map((t, i) => `<button type="button" role="tab" id="explain-tab-${t.id}" aria-controls="explain-panel-${t.id}"
            aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}" data-tab="${t.id}">${t.label}</button>`).join('')}
        </div>
        ${TABS.map((t, i) => `<div class="explain-panel" role="tabpanel" id="explain-panel-${t.id}" aria-labelledby="explain-tab-${t.id}"
          data-panel="${t.id}" ${i === 0 ? '' : 'hidden'}></div>`).join('')}
      </section>
    </div>`;
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
  };
}
