// A live class (issue 27): the teacher's panel or a student's bar, under the top bar. The page
// offers "Start a class" only when the class server (`npuzzle class`, docs/CLASS.md) serves it:
// it asks the server's info endpoint, beside the page (`class/info`). On a static host or `npm
// start` that address is a file of the build (public/class/info) that says it is no class
// server, so no request fails and the top bar stays as it was. A page opened at a join address
// (`?class=CODE`) is a student's.

import './class.css';
import { loadEngine } from '../../engine/index.js';
import { StudentBar } from './student.js';
import { TeacherPanel } from './teacher.js';

/** The class server's info (`{ server: 'npuzzle-class', protocol: 1, … }`), or null when the page is served otherwise. */
export async function serverInfo() {
  // Offline (the page from the offline cache) there is no class to run, and a request would fail loudly.
  if (navigator.onLine === false) return null;
  try {
    const response = await fetch(new URL('class/info', document.baseURI), { cache: 'no-store' });
    if (!response.ok) return null;
    const info = JSON.parse(await response.text());
    return info?.server === 'npuzzle-class' && info.protocol === 1 ? info : null;
  } catch {
    return null;
  }
}

/**
 * Starts the class's part of the page once the Solve view is up (a student's page follows the
 * teacher's link, which the Solve view restores). Resolves when it is wired.
 */
export async function startClass() {
  const root = /** @type {HTMLElement} */ (document.getElementById('class'));
  const opener = /** @type {HTMLButtonElement} */ (document.getElementById('class-open'));
  const code = new URLSearchParams(window.location.search).get('class');
  const [engine, info] = await Promise.all([loadEngine(), serverInfo()]);
  document.documentElement.dataset.classServer = info ? 'yes' : 'no';
  if (!info) return;
  if (code !== null) {
    new StudentBar(root, code, engine.catalogue);
    return;
  }
  opener.hidden = false;
  new TeacherPanel(root, opener, engine);
}
