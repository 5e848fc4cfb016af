// What the fuzz tests share: a seeded generator, so a failure is reproducible from its seed, and
// a timer of the work a call does.

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `f()` and the CPU time it took, in ms (this process's user + system time: other processes' load
 * does not count, so a loaded machine cannot make a call look slow).
 */
export function timed(f) {
  const started = process.cpuUsage();
  const out = f();
  const { user, system } = process.cpuUsage(started);
  return [out, (user + system) / 1000];
}
