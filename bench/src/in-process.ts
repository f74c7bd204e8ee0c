/** A seeded pseudo-random source (mulberry32): the same inputs in every run, so two runs compare. */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Runs `run` (one round over `items` items, answering a checksum) after a warm-up, for at least `seconds` and two
 * rounds: items per wall second and per CPU second of this process, and the last round's checksum.
 */
export function measureRounds(label: string, items: number, seconds: number, run: () => number) {
  run();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let rounds = 0;
  let checksum = 0;
  while (performance.now() - t0 < seconds * 1000 || rounds < 2) {
    checksum = run();
    rounds++;
  }
  const wall = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  return {
    label,
    perSecond: (rounds * items) / wall,
    perCpuSecond: (rounds * items) / ((cpu.user + cpu.system) / 1e6),
    rounds,
    checksum,
  };
}
