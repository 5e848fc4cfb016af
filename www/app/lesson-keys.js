// Who owns → and ← (app/shortcuts.js states the rule): with a lesson open in presentation mode
// they turn the lesson's pages in every view, and the views' own uses of them wait. The lesson bar
// (views/lessons/index.js) says when a lesson is open; Compare's keys ask before stepping.

/** Says whether a lesson is open (views/lessons/index.js): with presentation mode, ← and → are its. */
export function setLessonArrows(open) {
  if (open) document.documentElement.dataset.lesson = 'open';
  else delete document.documentElement.dataset.lesson;
}

/** Whether → and ← turn a lesson's pages now (a lesson open, in presentation mode): views leave them alone. */
export function arrowsTurnPages() {
  const root = document.documentElement;
  return root.dataset.lesson === 'open' && root.classList.contains('presentation');
}
