// The Solve view's keys: Space play / pause, → step (next move once solved), ← previous move,
// "," step back, "." step, R reset; ignored while typing in a field, and while another view or
// "Play it yourself" has the keyboard (app/shortcuts.js lists them for `?`).

import { State } from '../../engine/driver.js';

/**
 * Handles one keydown for the Solve search, which the Explain view shows too. `playback` is the
 * solution player, `commands` the Solve view's search commands (back, step, togglePlay, reset).
 */
export function onKey(event, driver, playback, commands) {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  // The keys drive the Solve search, which the Explain view shows too; the
  // other views have their own searches (or none).
  const view = document.body.dataset.view ?? 'solve';
  if (view !== 'solve' && view !== 'explain') return;
  // "Play it yourself" has the board and its own keys (www/views/play/).
  if (view === 'solve' && document.body.dataset.play === 'on') return;
  const target = event.target;
  if (target instanceof HTMLElement && (target.closest('input, select, textarea') || target.isContentEditable)) return;
  const solved = driver.state === State.FINISHED && playback.active;
  switch (event.key) {
    case ' ':
      if (target instanceof HTMLButtonElement) return; // Space presses a focused button
      event.preventDefault();
      if (solved) playback.toggle();
      else commands.togglePlay();
      break;
    case 'ArrowRight':
      event.preventDefault();
      if (solved) playback.next();
      else commands.step();
      break;
    case 'ArrowLeft':
      if (!solved) return;
      event.preventDefault();
      playback.prev();
      break;
    case ',':
      event.preventDefault();
      commands.back();
      break;
    case '.':
      if (solved) return;
      event.preventDefault();
      commands.step();
      break;
    case 'r':
    case 'R':
      event.preventDefault();
      commands.reset();
      break;
    default:
  }
}
