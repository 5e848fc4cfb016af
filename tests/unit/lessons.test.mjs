// Lessons (www/views/lessons/): the built-in lecture is a valid lesson file of at least eight steps in
// both languages whose every setup passes the link's own checks with the real engine; a file with
// a bad step is refused, each problem named with its step and worded in both languages.

import { register } from 'node:module';
import { before, test } from 'node:test';
import assert from 'node:assert/strict';

register('./css-as-empty.mjs', import.meta.url);
const { readLesson, textIn, SCHEMA, SETUP_KEYS } = await import('../../www/views/lessons/schema.js');
const { BUILTIN } = await import('../../www/views/lessons/builtin.js');
const { pageEngine } = await import('./engine.mjs');
// index.js needs a DOM only for the bar; checkLesson and describeProblem are pure.
globalThis.HTMLElement ??= class {};
const { checkLesson, describeProblem } = await import('../../www/views/lessons/index.js');
const { setLanguage } = await import('../../www/i18n/index.js');

let engine;
before(async () => {
  engine = await pageEngine();
});

test('the built-in lecture: ten steps from a state to pattern databases, in English and Chinese, every setup good', async () => {
  const { lesson, problems } = await checkLesson(BUILTIN, engine);
  assert.deepEqual(problems, []);
  assert.equal(lesson.steps.length, 10);
  assert.deepEqual(
    lesson.steps.map((s) => textIn(s.title, 'en')),
    ['A state and its moves', 'The state space', 'BFS: breadth-first search', 'Remembering visited states', 'Unsolvable boards',
      'A*: f = g + h', 'Comparing heuristics', 'Admissible and consistent', 'IDA*: memory for time', 'Pattern databases'],
  );
  for (const step of lesson.steps) {
    for (const field of ['title', 'text', 'question']) {
      assert.ok(step[field].en && step[field]['zh-CN'], `${textIn(step.title, 'en')}: ${field} in both languages`);
      assert.doesNotMatch(step[field]['zh-CN'], /\b(the|and|of|is)\b/, 'Chinese text has no English words');
    }
  }
  assert.deepEqual([...new Set(lesson.steps.map((s) => s.setup.view))].sort(), ['accuracy', 'compare', 'explain', 'lab', 'solve']);
});

test('a lesson with bad steps is refused, each problem with its step', async () => {
  const bad = {
    schema: SCHEMA,
    title: 'Mine',
    steps: [
      { title: 'Fine', text: 'A fine step.', setup: { view: 'solve', start: '1 2 3 4 5 6 7 x 8' } },
      { title: 'Bad board', text: 'Two eights.', setup: { view: 'solve', start: '1 2 3 4 5 6 7 8 8' } },
      { title: '', text: 'No title.', setup: { view: 'nowhere', colour: 'red' } },
      'not a step',
    ],
  };
  const shape = readLesson(bad);
  assert.equal(shape.lesson, undefined);
  setLanguage('en');
  assert.deepEqual(shape.problems.map(describeProblem), [
    'Step 3: the title must be text, or text for each language ({"en": …, "zh-CN": …}).',
    'Step 3: the setup key "colour" is not one a link has.',
    'Step 3: the view "nowhere" is not solve, explain, compare, accuracy or lab.',
    'Step 4: a step must be an object with a title, a text and a setup.',
  ]);
  // Its shape mended, the bad board is what the link's checks find.
  bad.steps.splice(2, 2);
  const { lesson, problems } = await checkLesson(bad, engine);
  assert.equal(lesson, undefined);
  assert.equal(problems.length, 1);
  assert.equal(problems[0].step, 2);
  assert.match(describeProblem(problems[0]), /^Step 2: The link's board was not valid: .*8.*/);
  setLanguage('zh-CN');
  assert.equal(describeProblem({ step: 4, code: 'step-object' }), '第 4 步：每一步必须是带有标题、正文和设置的对象。');
  setLanguage('en');
});

test('a step sets your best-first search and its priority; a bad priority is the link\'s sentence', async () => {
  const kit = (priority) => ({
    schema: SCHEMA,
    title: 'Your own best-first search',
    steps: [{ title: 'Greedy by hand', text: 'h alone: greedy best-first.', setup: { view: 'solve', start: '2 3 4 1 5 x 7 6 8', algorithm: 'best-first', priority } }],
  });
  const good = await checkLesson(kit('h'), engine);
  assert.deepEqual(good.problems, []);
  assert.deepEqual(good.lesson.steps[0].setup, { view: 'solve', start: '2 3 4 1 5 x 7 6 8', algorithm: 'best-first', priority: 'h' });
  setLanguage('en');
  const bad = await checkLesson(kit('g +'), engine);
  assert.deepEqual(bad.problems.map(describeProblem), [
    'Step 1: The link’s priority "g +" was not used (searching with g + h): Column 4: the formula ends where more should come.',
  ]);
});

test('the file itself: not JSON objects, wrong schema, too long, too many, unknown keys', () => {
  assert.deepEqual(readLesson([]).problems, [{ code: 'not-object' }]);
  assert.deepEqual(readLesson({ schema: 'x', title: 'T', steps: [] }).problems, [
    { code: 'schema', args: { found: 'x', schema: SCHEMA } },
    { code: 'no-steps' },
  ]);
  const long = { schema: SCHEMA, title: 'T', steps: [{ title: 'a'.repeat(81), text: 't', setup: { view: 'lab', step: { n: 1 } } }] };
  assert.deepEqual(readLesson(long).problems, [
    { step: 1, code: 'long', args: { field: 'title', max: 80, length: 81 } },
    { step: 1, code: 'setup-value', args: { key: 'step' } },
  ]);
  const many = { schema: SCHEMA, title: 'T', steps: Array.from({ length: 41 }, () => ({ title: 't', text: 't', setup: { view: 'lab' } })) };
  assert.deepEqual(readLesson(many).problems, [{ code: 'too-many', args: { max: 40, steps: 41 } }]);
  assert.ok(SETUP_KEYS.includes('start') && SETUP_KEYS.includes('view'));
  // A known lesson keeps only the fields it knows.
  const { lesson } = readLesson({ schema: SCHEMA, title: { en: 'T', 'zh-CN': '题' }, extra: 1, steps: [{ title: 't', text: 'x', setup: { view: 'lab' }, script: 'alert(1)' }] });
  assert.deepEqual(lesson, { title: { en: 'T', 'zh-CN': '题' }, steps: [{ title: 't', text: 'x', setup: { view: 'lab' } }] });
  assert.equal(textIn(lesson.title, 'zh-CN'), '题');
  assert.equal(textIn(lesson.title, 'fr'), 'T');
});

test('a title of 300,000 languages and a setup of 100,000 keys get a sentence, not a stack overflow (issue 25)', () => {
  // Each object counts the values read from its first 64 keys (getters; the rest are plain values,
  // so the object is cheap to walk): a reader that copied one whole would read all 64.
  const reads = { title: 0, setup: 0 };
  const counted = (length, prefix, name) => {
    const object = {};
    for (let i = 0; i < length; i++) {
      if (i < 64) {
        Object.defineProperty(object, `${prefix}${i}`, {
          enumerable: true,
          get: () => {
            reads[name] += 1;
            return 'x';
          },
        });
      } else object[`${prefix}${i}`] = 'x';
    }
    return object;
  };
  const title = counted(300_000, 'l', 'title');
  const setup = counted(100_000, 'k', 'setup');
  const { lesson, problems } = readLesson({ schema: SCHEMA, title, steps: [{ title: 'a', text: 'b', setup }] });
  assert.equal(lesson, undefined);
  assert.deepEqual(problems[0], { code: 'languages', args: { field: 'title', max: 8 } });
  assert.deepEqual(problems[1], { step: 1, code: 'setup-keys', args: { max: 32 } });
  // The first 32 keys are named, the rest not read.
  assert.equal(problems.length, 2 + 32 + 1);
  // Read one key at a time, stopping past the limits (Object.values alone took seconds on a loaded
  // machine): the title's first 8 languages and one more, the setup's first 32 keys' values.
  assert.deepEqual(reads, { title: 9, setup: 32 });
  setLanguage('en');
  assert.equal(describeProblem(problems[0]), 'the title has more than 8 languages.');
});

test('a lesson by link is read up to the file cap and no further (issue 25)', async () => {
  const { fetchCapped } = await import('../../www/views/lessons/index.js');
  const { createServer } = await import('node:http');
  const server = createServer((req, res) => {
    if (req.url === '/big') {
      res.writeHead(200);
      res.end('x'.repeat(300_000));
    } else if (req.url === '/small') res.end('{"ok":1}');
    // '/never': no answer at all.
  });
  await new Promise((done) => server.listen(0, done));
  const base = `http://127.0.0.1:${server.address().port}`;
  try {
    assert.equal(await fetchCapped(new URL(`${base}/small`), 200_000, 2000), '{"ok":1}');
    assert.equal(await fetchCapped(new URL(`${base}/big`), 200_000, 2000), null);
    await assert.rejects(fetchCapped(new URL(`${base}/never`), 200_000, 300), { name: 'TimeoutError' });
  } finally {
    server.closeAllConnections();
    server.close();
  }
});

test('a step may ask a live class one of its questions; the built-in lecture asks four, and an unknown one is refused', async () => {
  const { lesson } = await checkLesson(BUILTIN, engine);
  assert.deepEqual(
    lesson.steps.flatMap((s, i) => (s.class ? [[i + 1, s.class]] : [])),
    [[3, 'next-node'], [6, 'next-node'], [7, 'number'], [8, 'choice']],
  );
  const file = (kind) => ({ schema: SCHEMA, title: 'Live', steps: [{ title: 'Ask', text: 'Which next?', class: kind, setup: { view: 'solve' } }] });
  assert.equal(readLesson(file('choice')).lesson.steps[0].class, 'choice');
  const refused = readLesson(file('poll'));
  assert.equal(refused.lesson, undefined);
  setLanguage('en');
  assert.deepEqual(refused.problems.map(describeProblem), ['Step 1: the class question "poll" is not next-node, number or choice.']);
});
