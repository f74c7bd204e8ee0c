import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { runMain } from './cleanup';
import { measureRounds, random } from './in-process';
import { loadHsData } from '../../apps/server/src/modules/hs-codes/logic/hs-data';
import { CJK_WORDS } from '../../apps/server/src/modules/hs-codes/logic/cjk-vocabulary';
import {
  accuracyOf,
  buildMatcher,
  holdOut,
  naiveMatcher,
  type Matcher,
} from '../../apps/server/src/modules/hs-codes/logic/matcher';

/**
 * The HS matcher in process (issue 40): 10,000 goods names (the held-out goods terms, everyday words in Chinese and
 * Korean, and the same with a brand, a colour or a size around them) matched by the token index against a naive scan
 * that scores every one of the 5,613 descriptions and the goods terms by word overlap for each name. Both are built
 * without the held-out terms (every tenth), whose accuracy is printed beside the ratio: top-1 and top-5 at 6 and 4
 * digits. Ratios only, never pass or fail. `npx tsx src/hs-match.ts` runs it alone; BENCH_HS_SECONDS (default 2)
 * is the time of each; the naive scan runs on the first BENCH_HS_NAIVE names (default 1,000) of the same list.
 */

const NAMES = 10_000;
const DECOR = ['new', 'red', 'blue', 'large', 'mini', 'pro', '2024', 'kids', 'set of 2', 'xl', '新款', '韩版', '大号'];

function namesOf(heldOut: string[], rand: () => number): string[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const words = CJK_WORDS.map((w) => w.word);
  const base = [...heldOut, ...words];
  return Array.from({ length: NAMES }, (_, i) => {
    const name = i < base.length ? base[i]! : pick(base);
    if (i < base.length) return name;
    return rand() < 0.5 ? `${pick(DECOR)} ${name}` : `${name} ${pick(DECOR)}`;
  });
}

export async function benchHsMatch() {
  const seconds = Number(process.env.BENCH_HS_SECONDS ?? 2);
  const naiveCount = Number(process.env.BENCH_HS_NAIVE ?? 1_000);
  const data = loadHsData();
  const { train, test } = holdOut(data.terms);
  const b0 = performance.now();
  const indexed = buildMatcher(data, { terms: train });
  const buildMs = performance.now() - b0;
  const naive = naiveMatcher(data, train);
  const names = namesOf(
    test.map((t) => t.term),
    random(40),
  );
  console.log(
    `HS match: ${NAMES.toLocaleString('en-US')} goods names against ${data.nodes.filter((n) => n.level === 6).length} subheadings and ${train.length} goods terms, in process, ${seconds} s each`,
  );
  const total = (m: Matcher, list: string[]) => () => {
    let n = 0;
    for (const name of list) n += m.match(name, 5).length;
    return n;
  };
  const fast = measureRounds('token index (buildMatcher)', NAMES, seconds, total(indexed, names));
  const slow = measureRounds(
    `naive scan of every description (${naiveCount.toLocaleString('en-US')} names)`,
    naiveCount,
    seconds,
    total(naive, names.slice(0, naiveCount)),
  );
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
  for (const f of [fast, slow])
    console.log(
      `  ${f.label.padEnd(50)} ${fmt(f.perSecond).padStart(9)} names/s (${fmt(f.perCpuSecond)} per CPU second, ${f.rounds} rounds)`,
    );
  const ratio = fast.perSecond / slow.perSecond;
  const secondsFor10k = (f: { perSecond: number }) => (NAMES / f.perSecond).toFixed(2);
  console.log(
    `  10,000 names: ${secondsFor10k(fast)} s indexed, ${secondsFor10k(slow)} s naive; building the index took ${buildMs.toFixed(0)} ms; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  console.log(
    `  indexed/naive: ${ratio.toFixed(1)}x names/s (${(fast.perCpuSecond / slow.perCpuSecond).toFixed(1)}x per CPU second; goal 20x)`,
  );
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  for (const [label, m] of [
    ['indexed', indexed],
    ['naive', naive],
  ] as const) {
    const a = accuracyOf(m, test);
    console.log(
      `  held-out accuracy (${a.n} terms, every tenth), ${label.padEnd(7)}: top-1 ${pct(a.top1At6)} / top-5 ${pct(a.top5At6)} at 6 digits, top-1 ${pct(a.top1At4)} / top-5 ${pct(a.top5At4)} at 4 digits`,
    );
  }
  return { fast, slow, ratio };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runMain(async () => {
    await benchHsMatch();
    return 0;
  });
}
