// The page objects, one a view: `const solve = new Solve(page)`, then
// `solve.setup({ start, algorithm, heuristic })`, `solve.solve()`,
// `compare.lane(2).expanded`, … A label the tests use is written once, in
// the page object of its view.

export { Accuracy } from './accuracy.mjs';
export { Student, Teacher } from './class.mjs';
export { Compare, Lane } from './compare.mjs';
export { Explain } from './explain.mjs';
export { KORF, Lab } from './lab.mjs';
export { Lessons } from './lessons.mjs';
export { Play } from './play.mjs';
export { Solve } from './solve.mjs';
export { VIEWS, showView, viewButton } from './views.mjs';
