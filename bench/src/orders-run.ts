import type { DbKind } from './options';
import { benchPlacements, printPlacementRatios, type PlacementResult } from './orders-place';
import { benchOrderList, printListRatios, type ListResult } from './orders-list';
import { printTable, problems, type Row } from './report';

/**
 * The order benches of issue 8, per database: placements per second (src/orders-place.ts) and the order list at
 * 1,000,000 orders (src/orders-list.ts), each on a database of its own. BENCH_ORDERS_SECONDS (default 10) is the
 * measured time of each run; BENCH_ORDERS_ROWS (default 1000000) the list's orders on PostgreSQL, BENCH_ORDERS_PGLITE_ROWS (default 0: skipped) on PGlite; BENCH_ORDERS_PARTS=place,list
 * (both by default) which of the two run.
 */

export interface OrdersFigures {
  kind: DbKind;
  placements: PlacementResult | null;
  list: ListResult | null;
}

export const ordersOptions = () => ({
  seconds: Number(process.env.BENCH_ORDERS_SECONDS ?? 10),
  warmup: 3,
  rows: Number(process.env.BENCH_ORDERS_ROWS ?? 1_000_000),
  parts: (process.env.BENCH_ORDERS_PARTS ?? 'place,list').split(',').map((p) => p.trim()),
});

type EnvOf = (kind: DbKind) => Promise<Record<string, string> | null>;

/** Runs the parts for one database; each part's database and temp dir go at `cleanup` (between parts). */
export async function benchOrders(kind: DbKind, envOf: EnvOf, cleanup: () => Promise<void>): Promise<OrdersFigures> {
  const o = ordersOptions();
  const figures: OrdersFigures = { kind, placements: null, list: null };
  if (o.parts.includes('place')) {
    try {
      const env = await envOf(kind);
      if (env) figures.placements = await benchPlacements(kind, env, o);
    } finally {
      await cleanup();
    }
  }
  // PGlite is one single-threaded process: a million rows take it far too long, so it runs the list only when
  // BENCH_ORDERS_PGLITE_ROWS says how many orders to write.
  const listRows = kind === 'pglite' ? Number(process.env.BENCH_ORDERS_PGLITE_ROWS ?? 0) : o.rows;
  if (o.parts.includes('list') && listRows === 0)
    console.log(`\n[${kind} order list skipped: set BENCH_ORDERS_PGLITE_ROWS to run it]`);
  if (o.parts.includes('list') && listRows > 0) {
    try {
      const env = await envOf(kind);
      if (env) figures.list = await benchOrderList(kind, env, { ...o, rows: listRows });
    } finally {
      await cleanup();
    }
  }
  return figures;
}

/** The orders' table and ratio lines; answers what failed (any non-2xx, a drift). */
export function printOrders(all: OrdersFigures[]): string[] {
  const rows: Row[] = all.flatMap((f) => [...(f.placements?.rows ?? []), ...(f.list?.rows ?? [])]);
  if (rows.length === 0) return [];
  console.log('\norders (issue 8):');
  printTable(rows);
  console.log('');
  printPlacementRatios(all.flatMap((f) => (f.placements ? [{ kind: f.kind, result: f.placements }] : [])));
  printListRatios(all.flatMap((f) => (f.list ? [{ kind: f.kind, result: f.list }] : [])));
  const failures = problems(rows);
  for (const f of all)
    if (f.placements && f.placements.drift !== '0.00')
      failures.push(`${f.kind} placements: drift ${f.placements.drift}`);
  return failures;
}
