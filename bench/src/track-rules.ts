import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { runMain } from './cleanup';
import { measureRounds, random } from './in-process';
import {
  byPriority,
  compileRules,
  ruleMatches,
  type MatchableRule,
} from '../../apps/server/src/modules/track-rules/matcher';

/**
 * Track rule matching in process: 10,000 raw events through a group of 500 rules (300 event codes, 150 keywords,
 * 50 glob patterns), with the compiled matcher (code hash map, one keyword and pattern scan, globs compiled once)
 * against a naive loop over the rules in priority order in the same run. Ratios only, never pass or fail.
 * `npx tsx src/track-rules.ts` runs it alone; BENCH_RULES_SECONDS (default 2) is the measured time of each.
 */

const RULES = 500;
const EVENTS = 10_000;

const WORDS = [
  'arrived',
  'departed',
  'facility',
  'customs',
  'sorting',
  'delivery',
  'attempt',
  'notice',
  'hub',
  'center',
];

function rulesOf(rand: () => number): MatchableRule[] {
  return Array.from({ length: RULES }, (_, i): MatchableRule => {
    const kind = i < 300 ? 'CODE' : i < 450 ? 'KEYWORD' : 'PATTERN';
    const matchText =
      kind === 'CODE'
        ? `EV${String(i).padStart(4, '0')}`
        : kind === 'KEYWORD'
          ? `${WORDS[i % WORDS.length]} ${i}`
          : `*${WORDS[i % WORDS.length]}*site ${i}*`;
    return { id: i + 1, priority: Math.floor(rand() * 1000), matchKind: kind, matchText, enabled: rand() > 0.05 };
  });
}

/** A third by code, a third by keyword or pattern, a third that nothing maps. */
function eventsOf(rand: () => number) {
  return Array.from({ length: EVENTS }, () => {
    const n = Math.floor(rand() * RULES);
    const pick = rand();
    const words = `${WORDS[Math.floor(rand() * WORDS.length)]} ${WORDS[Math.floor(rand() * WORDS.length)]}`;
    if (pick < 0.33) return { code: `EV${String(n % 300).padStart(4, '0')}`, description: `Scan ${words}` };
    if (pick < 0.66) return { code: 'XX', description: `Parcel ${WORDS[n % WORDS.length]} ${n} at site ${n} ${words}` };
    return { code: `ZZ${n}`, description: `Unknown ${words} event number ${n}` };
  });
}

export async function benchTrackRules() {
  const seconds = Number(process.env.BENCH_RULES_SECONDS ?? 2);
  const rand = random(38);
  const rules = rulesOf(rand);
  const events = eventsOf(rand);
  console.log(`Track rule matching: ${EVENTS} raw events on ${RULES} rules, in process, ${seconds} s each`);

  const compiled = measureRounds('compiled (compiled once per run, as per group change)', EVENTS, seconds, () => {
    const index = compileRules(rules);
    let n = 0;
    for (const e of events) if (index.match(e)) n++;
    return n;
  });
  const sorted = [...rules].sort(byPriority);
  const naive = measureRounds('naive loop over the rules in priority order', EVENTS, seconds, () => {
    let n = 0;
    for (const e of events) {
      for (const r of sorted) {
        if (ruleMatches(r, e)) {
          n++;
          break;
        }
      }
    }
    return n;
  });
  if (compiled.checksum !== naive.checksum)
    throw new Error(`the two disagree: ${compiled.checksum} vs ${naive.checksum}`);
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
  for (const f of [compiled, naive])
    console.log(
      `  ${f.label.padEnd(56)} ${fmt(f.perSecond).padStart(11)} events/s (${fmt(f.perCpuSecond)} per CPU second, ${f.rounds} rounds)`,
    );
  console.log(
    `  ${fmt(compiled.checksum)} of ${fmt(EVENTS)} events mapped by both; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  const ratio = compiled.perSecond / naive.perSecond;
  console.log(
    `  compiled/naive: ${ratio.toFixed(1)}x events/s (${(compiled.perCpuSecond / naive.perCpuSecond).toFixed(1)}x per CPU second)`,
  );
  return { compiled, naive, ratio };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runMain(async () => {
    await benchTrackRules();
    return 0;
  });
}
