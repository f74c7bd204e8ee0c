import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { runMain } from './cleanup';
import { compileRateCard, quote } from '../../apps/server/src/modules/pricing/engine';
import type {
  CompiledRateCard,
  QuoteRequest,
  QuoteResult,
  RateCardInput,
  SurchargeInput,
  ZoneEntryInput,
} from '../../apps/server/src/modules/pricing/engine';

/**
 * The pricing engine in process: a product with 10,000 postcode-zone rows and 10 surcharge formulas, quoted with
 * random postcodes and boxes, beside a naive baseline in the same run: the zone looked up by one SQL query per quote
 * (PGlite in process, indexed table) and the rate card, formulas included, compiled again for every quote.
 * `npx tsx src/pricing-engine.ts` runs it alone; BENCH_ENGINE_SECONDS (default 3) is the measured time of each.
 */

const ZONE_ROWS = 10_000;
const REQUESTS = 10_000;
const TARGET_QPS = 50_000;
const TARGET_RATIO = 100;

/** A fixed-seed generator (mulberry32): the same card and requests on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const zip = (n: number) => String(n).padStart(5, '0');

/** 10,000 ranges of 10 ZIPs each over 00000-99999, zones 1-8; one in 40 remote, one in 250 not delivered. */
function zoneRows(rand: () => number): ZoneEntryInput[] {
  const rows: ZoneEntryInput[] = [];
  const width = 100_000 / ZONE_ROWS;
  for (let i = 0; i < ZONE_ROWS; i++) {
    const type = i % 250 === 7 ? 'NO_DELIVERY' : i % 40 === 3 ? 'REMOTE' : 'DELIVERY';
    const zone = String(1 + Math.floor(rand() * 8));
    rows.push({ country: 'US', from: zip(i * width), to: zip(i * width + width - 1), zone, type });
  }
  return rows;
}

const SURCHARGES: [code: string, formula: string, constants: Record<string, string>, earlier?: boolean][] = [
  ['FUEL', 'freight * value', { value: '0.15' }],
  ['REMOTE', 'remote ? max(value, W * perKg) : 0', { value: '50', perKg: '5' }],
  ['OVERSIZE', 'longestSide > limit ? value : 0', { value: '200', limit: '120' }],
  ['HEAVY', 'W > 30 ? (W - 30) * value : 0', { value: '4' }],
  ['PEAK', 'round(freight * value, 2)', { value: '0.05' }],
  ['INSURANCE', 'declaredValue > 100 ? max(value, declaredValue * rate) : 0', { value: '5', rate: '0.01' }],
  ['PIECES', 'pieces > 1 ? (pieces - 1) * value : 0', { value: '3' }],
  ['FAR', 'zone >= 6 && !remote ? value : 0', { value: '12' }],
  ['GIRTH', 'girth > 300 ? value : 0', { value: '80' }],
  ['SECURITY', 'ceil((FUEL + PEAK) * value * 100) / 100', { value: '0.1' }, true],
];

function card(rand: () => number): RateCardInput {
  const surcharges: SurchargeInput[] = SURCHARGES.map(([code, formula, constants, earlier], i) => ({
    code,
    name: code,
    type: 'SURCHARGE',
    order: i + 1,
    formula,
    constants,
    referencesEarlier: earlier === true,
  }));
  return {
    product: { id: 1, code: 'BENCH', name: 'Bench product', currency: 'CNY' },
    weight: {
      volumeWeightRatio: '6000',
      bubbleWay: 'SPLIT',
      bubblePercentage: '40',
      calcType: 'PER_BOX',
      independentWeightLimit: '0.1',
      carry: {
        kind: 'CUSTOM',
        bands: [
          { upTo: '21', step: '0.5' },
          { upTo: null, step: '1' },
        ],
      },
    },
    limits: { maxLongestSide: '150', maxGirth: '400', maxPieceWeight: '30', maxDeclaredValue: '800', maxPieces: '5' },
    zones: zoneRows(rand),
    rates: Array.from({ length: 8 }, (_, z) => ({
      zone: String(z + 1),
      bands: [
        {
          upTo: '20',
          kind: 'FIRST_ADDITIONAL' as const,
          firstWeight: '0.5',
          firstPrice: String(40 + 5 * z),
          stepWeight: '0.5',
          stepPrice: String(10 + 2 * z),
          minCharge: '50',
          perPiece: { rate: '2', limit: '2' },
        },
        { upTo: null, kind: 'PER_KG' as const, unitPrice: String(20 + 3 * z) },
      ],
    })),
    surcharges,
  };
}

const decimal = (rand: () => number, min: number, max: number, places: number) =>
  (min + rand() * (max - min)).toFixed(places);

function requests(rand: () => number): QuoteRequest[] {
  return Array.from({ length: REQUESTS }, () => {
    const n = Math.floor(rand() * 100_000);
    return {
      country: 'US',
      postcode: rand() < 0.2 ? `${zip(n)}-${String(Math.floor(rand() * 10_000)).padStart(4, '0')}` : zip(n),
      boxes: Array.from({ length: 1 + Math.floor(rand() * 3) }, () => ({
        length: decimal(rand, 10, 125, 0),
        width: decimal(rand, 5, 60, 0),
        height: decimal(rand, 5, 50, 1),
        weight: decimal(rand, 0.1, 25, 2),
      })),
      declaredValue: decimal(rand, 0, 500, 2),
      premium: {
        basic: { kind: 'PERCENT', value: '10' },
        surcharge: { kind: 'PERCENT', value: '5' },
        handling: { kind: 'FIXED', value: '8' },
      },
    };
  });
}

interface Figures {
  label: string;
  quotes: number;
  seconds: number;
  /** Quotes per wall-clock second. */
  perSecond: number;
  /** Quotes per second of this process's CPU time: what one core delivers when the machine is shared. */
  perCpuSecond: number;
  p50: number;
  p99: number;
  refused: number;
}

/** Nearest-rank percentile of sorted microseconds. */
const percentile = (sorted: Float64Array, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

/** Runs `one` over the requests in a loop: a warm-up, then `seconds` measured, each quote timed. */
async function measure(
  label: string,
  reqs: QuoteRequest[],
  seconds: number,
  one: (r: QuoteRequest) => QuoteResult | Promise<QuoteResult>,
): Promise<Figures> {
  const warmUntil = performance.now() + Math.min(2, seconds) * 1000;
  for (let i = 0; performance.now() < warmUntil; i++) await one(reqs[i % reqs.length] as QuoteRequest);
  // Preallocated: pushing numbers into a growing array would add garbage of its own to the engine's.
  let times = new Float64Array(1 << 20);
  let n = 0;
  let refused = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  const end = start + seconds * 1000;
  let now = start;
  for (let i = 0; now < end; i++) {
    const t0 = now;
    const r = one(reqs[i % reqs.length] as QuoteRequest);
    const result = r instanceof Promise ? await r : r;
    now = performance.now();
    if (n === times.length) {
      const bigger = new Float64Array(times.length * 2);
      bigger.set(times);
      times = bigger;
    }
    times[n++] = (now - t0) * 1000;
    if (!result.ok) refused++;
  }
  const used = process.cpuUsage(cpu);
  const elapsed = (now - start) / 1000;
  const sorted = times.slice(0, n).sort();
  return {
    label,
    quotes: n,
    seconds: elapsed,
    perSecond: n / elapsed,
    perCpuSecond: n / ((used.user + used.system) / 1e6),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    refused,
  };
}

/** The baseline's database: the same 10,000 rows in an indexed table of an in-process PGlite. */
async function zoneDatabase(rows: ZoneEntryInput[]) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create();
  await db.exec(`create table zones (id serial primary key, "from" text not null, "to" text not null,
    zone text, type text not null); create index zones_range on zones ("from", "to");`);
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    const values = chunk.map((_, j) => `($${4 * j + 1}, $${4 * j + 2}, $${4 * j + 3}, $${4 * j + 4})`).join(', ');
    await db.query(
      `insert into zones ("from", "to", zone, type) values ${values}`,
      chunk.flatMap((r) => [r.from, r.to, r.zone, r.type]),
    );
  }
  await db.exec('analyze zones');
  return db;
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export async function benchPricingEngine(): Promise<{ engine: Figures; naive: Figures; ratio: number }> {
  const seconds = Number(process.env.BENCH_ENGINE_SECONDS ?? 3);
  const rand = random(20261123);
  const input = card(rand);
  const reqs = requests(rand);
  console.log(
    `\n[pricing engine] ${fmt(ZONE_ROWS)} postcode-zone rows, ${SURCHARGES.length} surcharge formulas, ` +
      `${fmt(REQUESTS)} random requests (1-3 boxes), one core, ${seconds} s measured each after a warm-up`,
  );
  let t0 = performance.now();
  const compiled = compileRateCard(input);
  if (!compiled.ok) throw new Error(`bench rate card does not compile: ${JSON.stringify(compiled.errors)}`);
  const compiledCard: CompiledRateCard = compiled.card;
  console.log(`  compileRateCard: ${fmt(performance.now() - t0, 1)} ms`);

  t0 = performance.now();
  const db = await zoneDatabase(input.zones);
  console.log(`  baseline table loaded in PGlite: ${fmt(performance.now() - t0, 0)} ms`);
  const naive = async (r: QuoteRequest): Promise<QuoteResult> => {
    const prefix = r.postcode.replace(/[\s-]/g, '').slice(0, 5);
    const found = await db.query<{ zone: string | null; type: ZoneEntryInput['type'] }>(
      'SELECT zone, type FROM zones WHERE $1 BETWEEN "from" AND "to" ORDER BY length("from") DESC LIMIT 1',
      [prefix],
    );
    const row = found.rows[0];
    const zones: ZoneEntryInput[] = row ? [{ country: 'US', from: '', to: '', zone: row.zone, type: row.type }] : [];
    const perQuote = compileRateCard({ ...input, zones });
    if (!perQuote.ok) throw new Error('baseline card does not compile');
    return quote(perQuote.card, r);
  };
  try {
    // Both ways must answer the same before either is timed.
    for (const r of reqs.slice(0, 500)) {
      const a = quote(compiledCard, r);
      const b = await naive(r);
      if (JSON.stringify(a.ok ? a.total : a.refused) !== JSON.stringify(b.ok ? b.total : b.refused)) {
        throw new Error(`engine and baseline disagree on ${JSON.stringify(r)}`);
      }
    }
    const engine = await measure('engine (compiled card, in process)', reqs, seconds, (r) => quote(compiledCard, r));
    const base = await measure('naive (SQL zone per quote + card compiled per quote)', reqs, seconds, naive);
    const ratio = engine.perSecond / base.perSecond;
    // The machine may be shared: per CPU second, each side is measured on the CPU it actually got.
    const cpuRatio = engine.perCpuSecond / base.perCpuSecond;
    for (const f of [engine, base]) {
      console.log(
        `  ${f.label.padEnd(56)} ${fmt(f.perSecond).padStart(9)} quotes/s (${fmt(f.perCpuSecond)} per CPU second)   ` +
          `p50 ${fmt(f.p50, 1).padStart(7)} µs   p99 ${fmt(f.p99, 1).padStart(8)} µs   ` +
          `(${fmt(f.quotes)} quotes, ${fmt(f.refused)} refused)`,
      );
    }
    console.log(
      `  load average while measuring: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} on ${os.cpus().length} cores`,
    );
    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log(
      `  engine/naive: ${fmt(ratio, 1)}x quotes/s (${fmt(cpuRatio, 1)}x per CPU second); targets: >= ${fmt(TARGET_QPS)} quotes/s ` +
        `(${verdict(engine.perSecond >= TARGET_QPS)}), >= ${TARGET_RATIO}x the baseline (${verdict(ratio >= TARGET_RATIO)})`,
    );
    return { engine, naive: base, ratio };
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runMain(async () => {
    await benchPricingEngine();
    return 0;
  });
}
