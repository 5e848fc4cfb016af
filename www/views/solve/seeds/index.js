// The seeds' lessons for the Solve view's start board (issue 12): its Cantor expansion
// (cantor.js) and its inversion pairs (inversions.js), each in a dialog opened by a button under
// the Goal menu, so the board keeps its room. Both follow the Solve view's problem from the store
// (a board typed, picked, shuffled or moved is worked out again); when the start cannot reach the
// goal the inversions' button says that this is where to see why. A third button opens judge
// mode (judge.js). This module only wires them; each panel asks the engine for its numbers.

import { h } from '../../../widgets/dom.js';
import { checksFor } from '../../../engine/index.js';
import { onLanguageChange, t } from '../../../i18n/index.js';
import { solveStore } from '../../../app/store.js';
import { CantorPanel } from './cantor.js';
import { InversionsPanel } from './inversions.js';
import { JudgeView } from './judge.js';

/**
 * A modal dialog titled by `titleKey`, shut by its Close button, Esc or a click beside it;
 * returns it with the element its panel fills.
 */
function lessonDialog(id, titleKey) {
  const title = h('h2', { id: `${id}-title`, 'data-i18n': titleKey }, t(titleKey));
  const body = h('div', { class: 'seed-dialog-body' });
  const close = h('button', { type: 'button', class: 'secondary', 'data-i18n': 'cantor.close', on: { click: () => dialog.close() } }, t('cantor.close'));
  const dialog = h('dialog', { id, class: 'seed-dialog', 'aria-labelledby': `${id}-title` }, h('div', { class: 'seed-dialog-head' }, title, close), body);
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  document.body.append(dialog);
  return { dialog, body };
}

const after = document.getElementById('goal-help');

if (after) {
  const checks = checksFor();
  const cantorDialog = lessonDialog('cantor-dialog', 'cantor.title');
  const pairsDialog = lessonDialog('inversions-dialog', 'cantor.pairsTitle');
  const cantor = new CantorPanel(cantorDialog.body, checks);
  const inversions = new InversionsPanel(pairsDialog.body, checks);
  const cantorButton = h('button', { type: 'button', class: 'secondary', id: 'open-cantor', on: { click: () => cantorDialog.dialog.showModal() } });
  const pairsButton = h('button', { type: 'button', class: 'secondary', id: 'open-inversions', on: { click: () => pairsDialog.dialog.showModal() } });
  const judgeDialog = lessonDialog('judge-dialog', 'judge.title');
  const judge = new JudgeView(judgeDialog.body);
  const judgeButton = h(
    'button',
    { type: 'button', class: 'secondary', id: 'open-judge', 'data-i18n': 'judge.title', on: { click: () => judgeDialog.dialog.showModal() } },
    t('judge.title'),
  );
  after.after(h('div', { class: 'seed-buttons' }, cantorButton, pairsButton));
  // Judge mode is another way to give a board (a judge's input, pasted): it sits by the start's label.
  document.getElementById('start-label-row')?.append(h('span', { class: 'seed-buttons' }, judgeButton));
  judge.load();
  let solvable = true;
  const label = () => {
    cantorButton.textContent = t('cantor.button');
    cantorButton.title = t('cantor.title');
    pairsButton.textContent = t(solvable ? 'cantor.pairsButton' : 'cantor.whyButton');
    pairsButton.title = t(solvable ? 'cantor.pairsTitle' : 'cantor.whyUnsolvable');
    pairsButton.classList.toggle('attention', !solvable);
  };
  inversions.onVerdict = (verdict) => {
    solvable = verdict;
    label();
  };
  label();
  onLanguageChange(label);
  let shown = '';
  solveStore.subscribe(({ problem }, changed) => {
    if (!changed.has('problem') || !problem) return;
    const key = JSON.stringify([problem.start, problem.goal]);
    if (key === shown) return;
    shown = key;
    cantor.show(problem.start);
    inversions.show(problem.start, problem.goal);
  });
}
