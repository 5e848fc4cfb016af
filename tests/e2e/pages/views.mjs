// The top bar's view switcher: the names of the views as its buttons say them.

/** The views' buttons, by the names the page objects use. */
export const VIEWS = { solve: 'Solve', explain: 'Explain', compare: 'Compare', accuracy: 'Accuracy', lab: '15-puzzle lab' };

/** The button of `view` ('solve', 'explain', 'compare', 'accuracy', 'lab') in the Views bar. */
export function viewButton(page, view) {
  if (!VIEWS[view]) throw new Error(`no view '${view}'`);
  return page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: VIEWS[view], exact: true });
}

/** Shows `view` by its button in the Views bar. */
export function showView(page, view) {
  return viewButton(page, view).click();
}
