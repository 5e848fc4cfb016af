// A live class's pure parts (www/views/class/): the three questions built from the real engine
// (the node question's right card is the node the engine's search expands next; the number
// question's truth is the search's own count; the choice's answer dominates the other options on
// the engine's own values), the histogram and bars the teacher sees, the reconnection backoff,
// the scene a phone follows, and the words each language gives a question.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { nodeEngine, pageEngine } from './engine.mjs';
import { choiceQuestion, chainFor, nodeQuestion, numberKey, numberQuestion, permutation, validAnswer, CARDS } from '../../www/views/class/questions.js';
import { bars, bins, median, summaryLine, backoff } from '../../www/views/class/tally.js';
import { followHash, readCode } from '../../www/views/class/student.js';
import { sceneOf } from '../../www/views/class/teacher.js';
import { optionText, prunedText, topicText, whyText } from '../../www/views/class/words.js';
import { setLanguage } from '../../www/i18n/index.js';

const START = '2 3 4 1 5 x 7 6 8';

/** A session of the engine on START, stepped `steps` times. */
async function session(algorithm, heuristic, steps = 0) {
  const { Session } = await nodeEngine();
  const s = new Session(START, 'ordered', algorithm, heuristic, 1, 0, 0);
  if (steps) s.step(steps);
  return s;
}

const PROBLEM = { width: 3, height: 3, goalTiles: [1, 2, 3, 4, 5, 6, 7, 8, 0], usesHeuristic: true };

test('the node question is the engine quiz: its right card is the node the search expands next, for every step of A* and BFS', async () => {
  for (const [algorithm, heuristic] of [['astar', 'manhattan'], ['astar', 'misplaced'], ['bfs', 'zero']]) {
    const s = await session(algorithm, heuristic);
    for (let step = 0; step < 12; step++) {
      const quiz = s.quiz(CARDS);
      const asked = nodeQuestion(quiz, PROBLEM);
      if (!asked) break;
      const { question, key } = asked;
      assert.equal(question.kind, 'next-node');
      assert.equal(question.cards.length, quiz.candidates.length);
      // The cards give nothing away: no `pruned`, no `answer` on the public part.
      for (const card of question.cards) assert.deepEqual(Object.keys(card).sort(), ['f', 'g', 'h', 'tiles']);
      assert.equal(JSON.stringify(question).includes('pruned'), false);
      assert.equal(key.answer, quiz.answer);
      assert.equal(key.reason.code, quiz.reason.code);
      assert.deepEqual(key.reason.args, { ...quiz.reason.args });
      assert.equal(key.reason.english, undefined, 'the engine English stays behind');
      const summary = s.step(1);
      assert.deepEqual(question.cards[key.answer].tiles, Array.from(summary.tiles), `${algorithm} step ${step + 1}`);
    }
    s.free();
  }
});

test('an IDA* node question carries the engine reason each pruned card was pruned, worded as the Solve quiz words it', async () => {
  const s = await session('idastar', 'manhattan');
  let found = null;
  for (let step = 0; step < 60 && !found; step++) {
    const quiz = s.quiz(CARDS);
    const i = quiz?.candidates.findIndex((c) => c.pruned) ?? -1;
    if (i >= 0) found = { quiz, i };
    else s.step(1);
  }
  s.free();
  assert.ok(found, 'IDA* offers a pruned child within 60 steps on this board');
  const { key } = nodeQuestion(found.quiz, PROBLEM);
  const pruned = found.quiz.candidates[found.i].pruned;
  assert.equal(key.reason.pruned[found.i].code, pruned.code);
  setLanguage('en');
  assert.equal(prunedText(key.reason, found.i), `The IDA* bound is ${pruned.args.bound}, so that child (f = ${pruned.args.f}) is pruned.`);
  assert.equal(prunedText(key.reason, key.answer), '');
});

test('a finished search has no node question', async () => {
  const s = await session('astar', 'manhattan');
  s.step(Infinity);
  assert.equal(nodeQuestion(s.quiz(CARDS) ?? null, PROBLEM), null);
  s.free();
});

test('the number question truth is the count of the search run to its end; a search that stops short has none', async () => {
  const s = await session('astar', 'misplaced');
  const summary = s.step(Infinity);
  s.free();
  assert.equal(summary.status, 'solved');
  const key = numberKey(summary);
  assert.deepEqual(key, { truth: summary.expanded, tolerance: 0, reason: { code: 'expanded', args: { expanded: summary.expanded, length: summary.solutionLength } } });
  const { Session } = await nodeEngine();
  const short = new Session(START, 'ordered', 'bfs', 'zero', 1, 5, 0);
  const stopped = short.step(Infinity);
  short.free();
  assert.equal(stopped.status, 'stopped');
  assert.equal(numberKey(stopped), null);
  assert.deepEqual(numberQuestion({ algorithm: 'astar', heuristic: 'misplaced', usesHeuristic: true }), {
    kind: 'number',
    topic: { code: 'expanded-with', args: { algorithm: 'astar', heuristic: 'misplaced' } },
  });
  assert.deepEqual(numberQuestion({ algorithm: 'bfs', heuristic: 'zero', usesHeuristic: false }).topic, { code: 'expanded', args: { algorithm: 'bfs' } });
});

test('the choice "which dominates?" offers the chain but h = 0, and its answer is at least every other option on random boards', async () => {
  const { catalogue } = await pageEngine();
  const wasm = await nodeEngine();
  const asked = choiceQuestion(catalogue.heuristics, 3, 3);
  const names = asked.question.options.map((o) => o.args.heuristic);
  assert.ok(names.length >= 2);
  const chain = catalogue.heuristics.filter((h) => h.chain).map((h) => h.name);
  assert.deepEqual(names, chain.slice(1), 'the chain in the engine order, its weakest link left out');
  const answer = names[asked.key.answer];
  for (let seed = 1; seed <= 40; seed++) {
    const board = wasm.randomBoard('ordered', 3, 3, 20, seed);
    const values = wasm.heuristicValues(Array.from(board.tiles ?? board).join(' '), 'ordered');
    for (const other of names) assert.ok(values[answer] >= values[other], `${answer} ≥ ${other} on seed ${seed}`);
  }
  // Shuffled, the answer follows its option.
  const order = permutation(names.length, 7);
  const shuffled = choiceQuestion(catalogue.heuristics, 3, 3, order);
  assert.equal(shuffled.question.options[shuffled.key.answer].args.heuristic, answer);
  assert.deepEqual(shuffled.key.reason, { code: 'dominates', args: { chain: names } });
  assert.deepEqual(chainFor(catalogue.heuristics, 3, 3).map((h) => h.name), names);
});

test('a seeded permutation is one: every index once, the same seed the same order', () => {
  for (const seed of [1, 2, 99]) {
    const p = permutation(5, seed);
    assert.deepEqual([...p].sort(), [0, 1, 2, 3, 4]);
    assert.deepEqual(permutation(5, seed), p);
  }
  assert.notDeepEqual(permutation(6, 1), permutation(6, 2));
});

test('answers a question takes: a card or option index, a whole number for a number question', () => {
  const node = { kind: 'next-node', cards: [{}, {}, {}] };
  assert.deepEqual([0, 2, 3, -1, 1.5, NaN].map((v) => validAnswer(node, v)), [true, true, false, false, false, false]);
  const choice = { kind: 'choice', options: [{}, {}] };
  assert.deepEqual([0, 1, 2].map((v) => validAnswer(choice, v)), [true, true, false]);
  const number = { kind: 'number' };
  assert.deepEqual([0, 1234, 1e9, 1e9 + 1, -3, 2.5].map((v) => validAnswer(number, v)), [true, true, true, false, false, false]);
});

test('bars: a share of the answers per card, the right one marked once known', () => {
  assert.deepEqual(bars([1, 3, 0, 0], 1), [
    { count: 1, share: 0.25, right: false },
    { count: 3, share: 0.75, right: true },
    { count: 0, share: 0, right: false },
    { count: 0, share: 0, right: false },
  ]);
  assert.deepEqual(bars([0, 0]).map((b) => b.share), [0, 0]);
});

test('bins: a histogram of guesses in at most twelve equal whole-number bins, the truth in one', () => {
  assert.deepEqual(bins([[3, 1], [5, 2]], 4), [
    { from: 3, to: 3, count: 1, truth: false },
    { from: 4, to: 4, count: 0, truth: true },
    { from: 5, to: 5, count: 2, truth: false },
  ]);
  const wide = bins([[40, 1], [100, 2], [9000, 1]], 250);
  assert.equal(wide.length, 12);
  assert.deepEqual(wide[0], { from: 40, to: 786, count: 3, truth: true });
  assert.deepEqual(wide.at(-1), { from: 8257, to: 9000, count: 1, truth: false });
  assert.equal(wide.reduce((a, b) => a + b.count, 0), 4);
  assert.deepEqual(bins([]), []);
  assert.deepEqual(bins([], 7), [{ from: 7, to: 7, count: 0, truth: true }]);
});

test('median and a summary line', () => {
  assert.equal(median([[1, 1], [2, 1], [10, 1]]), 2);
  assert.equal(median([[1, 2], [4, 2]]), 2.5);
  assert.equal(median([]), null);
  assert.deepEqual(summaryLine({ question: 2, kind: 'choice', answered: 4, right: 3 }), { question: 2, kind: 'choice', answered: 4, right: 3, share: 0.75 });
  assert.equal(summaryLine({ question: 1, kind: 'number', answered: 0, right: 0 }).share, 0);
});

test('backoff doubles from half a second to ten, with at most a quarter more at random', () => {
  assert.deepEqual([0, 1, 2, 3, 4, 5, 6, 30].map((n) => backoff(n, () => 0)), [500, 1000, 2000, 4000, 8000, 10000, 10000, 10000]);
  assert.equal(backoff(0, () => 0.999), 625);
});

test('a join code is read in any case, spaces forgiven; anything else is no code', () => {
  assert.equal(readCode(' k7qm2p '), 'K7QM2P');
  assert.equal(readCode('K7Q-M2P'), 'K7QM2P');
  for (const bad of ['K7QM2', 'K7QM2PX', 'K0QM2P', 'K1QM2P', '', null, '<b>x</b>']) assert.equal(readCode(bad), null, String(bad));
});

test('the scene: the teacher link less the teacher own keys; a phone follows it keeping its language, and not again once there', () => {
  const scene = sceneOf({ start: '1 2 3', algorithm: 'astar', step: '4', view: 'explain', lang: 'en', lesson: 'intro', 'lesson-step': '3' }, 'explain');
  assert.deepEqual(scene, { view: 'explain', link: { start: '1 2 3', algorithm: 'astar', step: '4' } });
  const hash = followHash(scene, { lang: 'zh-CN' });
  assert.equal(hash, 'start=1+2+3&algorithm=astar&step=4&view=explain&lang=zh-CN');
  const now = Object.fromEntries(new URLSearchParams(hash));
  assert.equal(followHash(scene, { ...now, speed: '20' }), null, 'the page there already (its own keys beside) is left alone');
  assert.notEqual(followHash({ ...scene, link: { ...scene.link, step: '5' } }, now), null);
  // Solve is the view with no key: a phone on another view goes back to it.
  assert.equal(followHash({ view: 'solve', link: { step: '4' } }, { step: '4', view: 'explain' }), 'step=4');
  for (const bad of [null, 'x', { view: 'solve' }, { link: null }]) assert.equal(followHash(bad, {}), null);
});

test('a question in each reader language: names from the catalogue, reasons by their codes', async () => {
  const { catalogue } = await pageEngine();
  const q = { kind: 'number', topic: { code: 'expanded-with', args: { algorithm: 'astar', heuristic: 'manhattan' } } };
  setLanguage('en');
  assert.equal(topicText(q, catalogue), `How many nodes will ${catalogue.algorithm('astar').title} with ${catalogue.heuristic('manhattan').title} expand before it reaches the goal?`);
  assert.equal(topicText({ topic: { code: 'next-node' } }, catalogue), 'Which node is expanded next?');
  assert.equal(topicText({ topic: { code: 'nonsense' } }, catalogue), 'A question this page cannot show: reload the page.');
  assert.equal(optionText({ code: 'heuristic', args: { heuristic: 'manhattan' } }, catalogue), catalogue.heuristic('manhattan').title);
  assert.equal(whyText('next-node', { code: 'fifo', args: { g: 3 } }, catalogue), 'First in, first out: the oldest node in the frontier (depth 3).');
  assert.equal(whyText('number', { code: 'expanded', args: { expanded: 1234, length: 9 } }, catalogue), 'The search expands 1,234 nodes and finds a path of 9 moves.');
  assert.equal(whyText('next-node', { code: 'no-such-reason' }, catalogue), '');
  setLanguage('zh-CN');
  const zhTitle = catalogue.algorithm('astar').title;
  assert.notEqual(zhTitle, 'A*', 'the Chinese title is the catalogue own');
  assert.equal(topicText(q, catalogue), `使用${catalogue.heuristic('manhattan').title}的${zhTitle}到达目标之前要扩展多少个结点？`);
  assert.equal(whyText('next-node', { code: 'fifo', args: { g: 3 } }, catalogue).includes('3'), true);
  setLanguage('en');
});

test('the socket is beside the page, ws or wss as the page is served', async () => {
  const { socketUrl } = await import('../../www/views/class/socket.js');
  assert.equal(socketUrl({ protocol: 'http:', href: 'http://192.168.1.20:8080/?class=K7QM2P#lang=zh-CN' }), 'ws://192.168.1.20:8080/class/ws');
  assert.equal(socketUrl({ protocol: 'https:', href: 'https://class.example.org/lesson/x' }), 'wss://class.example.org/class/ws');
});
