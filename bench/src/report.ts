import type { DbKind } from './options';
import type { Measurement } from './measure';

/**
 * bare: the framework alone; api: the measured route; compressed: the same with a browser's Accept-Encoding;
 * raw: the route's own SQL sent straight to the database; quote: the quote call on the 10,000-row product;
 * quoteHeld: the same call held at the target rate (QUOTE_TARGET_RATE/s), where its latency target applies;
 * quotePolled: the same on a PostgreSQL server without the change feed (DB_CHANGE_FEED=off: a version read per quote).
 */
export type RowKind = 'bare' | 'api' | 'compressed' | 'raw' | 'quote' | 'quoteHeld' | 'quotePolled';

export interface Row {
  database: DbKind;
  kind: RowKind;
  m: Measurement;
}

const fixed = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

const COLUMNS: { title: string; width: number; right: boolean; cell: (r: Row) => string }[] = [
  { title: 'database', width: 9, right: false, cell: (r) => r.database },
  { title: 'route', width: 52, right: false, cell: (r) => r.m.label },
  { title: 'req/s', width: 9, right: true, cell: (r) => fixed(r.m.reqPerSec, 0) },
  { title: 'p50 ms', width: 8, right: true, cell: (r) => fixed(r.m.p50, 2) },
  { title: 'p95 ms', width: 8, right: true, cell: (r) => fixed(r.m.p95, 2) },
  { title: 'p99 ms', width: 8, right: true, cell: (r) => fixed(r.m.p99, 2) },
  { title: 'max ms', width: 8, right: true, cell: (r) => fixed(r.m.max, 2) },
  { title: 'requests', width: 9, right: true, cell: (r) => String(r.m.ok) },
  { title: 'non-2xx', width: 8, right: true, cell: (r) => String(r.m.non2xx) },
  { title: 'errors', width: 7, right: true, cell: (r) => String(r.m.errors) },
  { title: 'B/resp', width: 7, right: true, cell: (r) => fixed(r.m.bytes, 0) },
  { title: 'cpu ms/op', width: 9, right: true, cell: (r) => fixed(r.m.cpuMs, 3) },
];

function line(cells: string[]): string {
  return COLUMNS.map((c, i) => {
    const text = cells[i] ?? '';
    return c.right ? text.padStart(c.width) : text.padEnd(c.width);
  })
    .join(' ')
    .trimEnd();
}

export function printTable(rows: Row[]): void {
  console.log(line(COLUMNS.map((c) => c.title)));
  for (const r of rows) console.log(line(COLUMNS.map((c) => c.cell(r))));
}

/** Per database: the route against its own SQL sent raw (the figure to read), and against the bare route. */
export function printRatios(rows: Row[]): void {
  const databases = [...new Set(rows.map((r) => r.database))];
  for (const db of databases) {
    const of = (kind: RowKind) => rows.find((r) => r.database === db && r.kind === kind)?.m;
    const [bare, api, compressed, raw] = [of('bare'), of('api'), of('compressed'), of('raw')];
    if (!api) continue;
    const parts: string[] = [];
    if (raw) {
      parts.push(
        `API/raw = ${fixed(api.reqPerSec / raw.reqPerSec, 2)} (findByDto ${fixed(api.reqPerSec, 0)} req/s, its SQL raw ${fixed(raw.reqPerSec, 0)}/s; p50 +${fixed(api.p50 - raw.p50, 2)} ms)`,
      );
      if (compressed) parts.push(`compressed/raw = ${fixed(compressed.reqPerSec / raw.reqPerSec, 2)}`);
    }
    if (compressed) {
      parts.push(`compression: ${fixed(api.bytes, 0)} -> ${fixed(compressed.bytes, 0)} B per answer`);
    }
    if (bare) parts.push(`findByDto/bare = ${fixed(api.reqPerSec / bare.reqPerSec, 3)}`);
    const quote = of('quote');
    if (quote && bare)
      parts.push(`quote/bare = ${fixed(quote.reqPerSec / bare.reqPerSec, 3)} (p99 ${fixed(quote.p99, 2)} ms)`);
    const held = of('quoteHeld');
    if (quote && held)
      parts.push(
        `quote held at ${fixed(held.reqPerSec, 0)}/s: p99 ${fixed(held.p99, 2)} ms (${fixed(quote.p99, 2)} ms flat out at ${fixed(quote.reqPerSec, 0)}/s)`,
      );
    const polled = of('quotePolled');
    if (quote && polled)
      parts.push(
        `quote with the change feed / polling the version = ${fixed(quote.reqPerSec / polled.reqPerSec, 2)} (p99 ${fixed(quote.p99, 2)} vs ${fixed(polled.p99, 2)} ms)`,
      );
    console.log(`${db}: ${parts.join('; ')}`);
  }
}

/** Rows that saw anything but 2xx, or connection errors: these make the run fail. */
export function problems(rows: Row[]): string[] {
  return rows
    .filter((r) => r.m.non2xx > 0 || r.m.errors > 0 || r.m.ok === 0)
    .map(
      (r) =>
        `${r.database} ${r.m.label}: ${r.m.ok} ok, ${r.m.non2xx} non-2xx, ${r.m.errors} errors, status codes ${JSON.stringify(r.m.statusCodes)}`,
    );
}
