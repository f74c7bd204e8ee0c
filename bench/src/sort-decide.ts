import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SortType } from '@parcelhub/contracts';
import { runMain } from './cleanup';
import { measureRounds, random } from './in-process';
import { compileRules, decideCompiled } from '../../apps/server/src/modules/sort-rules/engine/compiled';
import { decideNaive } from '../../apps/server/src/modules/sort-rules/engine/naive';
import type { ParcelFacts, SortRule } from '../../apps/server/src/modules/sort-rules/engine/rule';

/**
 * The sorting decision in process (issue 39): one warehouse of 5,000 rules over three sort types and 60
 * destinations (most with a postcode range, some a weight range, customer, product or carrier; a few disabled or
 * expired), the compiled engine (by type and destination, postcode interval trees, rules in the order of decision
 * 170) against `decideNaive`'s scan of every rule, on the same parcels in the same run. Then what a decision adds
 * to learn whether the warehouse's rules changed: the version read of decision 181 on PGlite. Ratios only, never
 * pass or fail. `npx tsx src/sort-decide.ts` runs it alone; BENCH_SORT_SECONDS (default 2) is the time of each.
 */

const RULES = 5_000;
const PARCELS = 2_000;
const TYPES: SortType[] = ['DISTRIBUTION_CENTER', 'DESTINATION_PORT', 'LOGISTICS_CHANNEL'];
const NOW = new Date('2026-12-06T08:00:00Z');
const DAY = 86_400_000;

const COUNTRIES = Array.from(
  { length: 60 },
  (_, i) => String.fromCharCode(65 + (i % 26)) + String.fromCharCode(65 + Math.floor(i / 26)),
);

function rulesOf(rand: () => number): SortRule[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const zip = (n: number) => String(Math.min(99_999, Math.max(0, Math.floor(n)))).padStart(5, '0');
  return Array.from({ length: RULES }, (_, i): SortRule => {
    const from = rand() * 100_000;
    const ranged = rand() < 0.6;
    const weighted = rand() < 0.3;
    const low = Math.floor(rand() * 20);
    return {
      id: i + 1,
      code: `R${i + 1}`,
      sortType: pick(TYPES),
      level: Math.floor(rand() * 20),
      bayNumber: 1 + Math.floor(rand() * 60),
      customerId: rand() < 0.1 ? 1 + Math.floor(rand() * 20) : null,
      destinations: rand() < 0.1 ? [] : rand() < 0.1 ? [pick(COUNTRIES), pick(COUNTRIES)] : [pick(COUNTRIES)],
      productCode: rand() < 0.1 ? pick(['US-EXP', 'EU-ECO', 'KR-STD']) : null,
      carrierCode: rand() < 0.05 ? pick(['USPS', 'UPS', 'DHL']) : null,
      postcodeFrom: ranged ? zip(from) : null,
      postcodeTo: ranged ? zip(from + rand() * 20_000) : null,
      postcodeLength: null,
      weightMin: weighted ? String(low) : null,
      weightMax: weighted ? (low + rand() * 20).toFixed(3) : null,
      machinable: rand() < 0.05 ? rand() < 0.5 : null,
      validFrom: null,
      validTo: rand() < 0.05 ? new Date(NOW.getTime() - DAY) : null,
      enabled: rand() > 0.05,
      createdAt: new Date(NOW.getTime() - Math.floor(rand() * 1000) * DAY),
    };
  });
}

function parcelsOf(rand: () => number): { type: SortType; parcel: ParcelFacts }[] {
  return Array.from({ length: PARCELS }, () => ({
    type: TYPES[Math.floor(rand() * TYPES.length)]!,
    parcel: {
      customerId: 1 + Math.floor(rand() * 20),
      destination: rand() < 0.95 ? COUNTRIES[Math.floor(rand() * COUNTRIES.length)]! : 'ZZ',
      postcode: String(Math.floor(rand() * 100_000)).padStart(5, '0'),
      weightKg: (rand() * 40).toFixed(3),
      productCode: ['US-EXP', 'EU-ECO', 'KR-STD'][Math.floor(rand() * 3)]!,
      carrierCode: rand() < 0.5 ? 'USPS' : null,
    },
  }));
}

/** Mean microseconds of the version read a decision makes first (one primary-key select), on PGlite. */
async function versionReadMicros(): Promise<number> {
  const db = new PGlite();
  await db.exec(
    'create table sort_rule_versions (warehouse_id integer primary key, version integer not null default 0);' +
      'insert into sort_rule_versions select g, 1 from generate_series(1, 100) g;',
  );
  const read = () => db.query('select version from sort_rule_versions where warehouse_id = $1', [7]);
  for (let i = 0; i < 200; i++) await read();
  const n = 3_000;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await read();
  const micros = ((performance.now() - t0) * 1000) / n;
  await db.close();
  return micros;
}

export async function benchSortDecide() {
  const seconds = Number(process.env.BENCH_SORT_SECONDS ?? 2);
  const rand = random(39);
  const rules = rulesOf(rand);
  const parcels = parcelsOf(rand);
  console.log(`Sorting decision: ${PARCELS} parcels on one warehouse of ${RULES} rules, in process, ${seconds} s each`);
  const c0 = performance.now();
  const compiled = compileRules(rules);
  const compileMs = performance.now() - c0;

  const bayTotal = (decide: (type: SortType, p: ParcelFacts) => SortRule | null) => () => {
    let n = 0;
    for (const { type, parcel } of parcels) n += decide(type, parcel)?.id ?? 0;
    return n;
  };
  const fast = measureRounds(
    'compiled engine (decideCompiled)',
    PARCELS,
    seconds,
    bayTotal((t, p) => decideCompiled(compiled, t, p, NOW)),
  );
  const naive = measureRounds(
    'naive scan of every rule (decideNaive)',
    PARCELS,
    seconds,
    bayTotal((t, p) => decideNaive(rules, t, p, NOW)),
  );
  if (fast.checksum !== naive.checksum) throw new Error(`the two disagree: ${fast.checksum} vs ${naive.checksum}`);
  const matched = parcels.filter(({ type, parcel }) => decideCompiled(compiled, type, parcel, NOW) !== null).length;
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
  for (const f of [fast, naive])
    console.log(
      `  ${f.label.padEnd(42)} ${fmt(f.perSecond).padStart(11)} decisions/s (${fmt(f.perCpuSecond)} per CPU second, ${f.rounds} rounds)`,
    );
  const ratio = fast.perSecond / naive.perSecond;
  console.log(
    `  ${matched} of ${PARCELS} parcels take a rule, the same for both; compiling the ${RULES} rules took ${compileMs.toFixed(0)} ms; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  console.log(
    `  compiled/naive: ${ratio.toFixed(1)}x decisions/s (${(fast.perCpuSecond / naive.perCpuSecond).toFixed(1)}x per CPU second)`,
  );
  const versionUs = await versionReadMicros();
  console.log(
    `  the rule version read before each decision (decision 181): ${versionUs.toFixed(0)} µs on PGlite, ` +
      `against ${(1e6 / fast.perSecond).toFixed(1)} µs for the compiled decision itself`,
  );
  return { fast, naive, ratio, compileMs, versionUs };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runMain(async () => {
    await benchSortDecide();
    return 0;
  });
}
