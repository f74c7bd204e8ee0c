import type { DbKind } from './options';
import type { Measurement } from './measure';

export interface Row {
  database: DbKind;
  m: Measurement;
}

const fixed = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

const COLUMNS: { title: string; width: number; right: boolean; cell: (r: Row) => string }[] = [
  { title: 'database', width: 9, right: false, cell: (r) => r.database },
  { title: 'route', width: 36, right: false, cell: (r) => r.m.target.label },
  { title: 'req/s', width: 9, right: true, cell: (r) => fixed(r.m.reqPerSec, 0) },
  { title: 'p50 ms', width: 8, right: true, cell: (r) => fixed(r.m.p50, 2) },
  { title: 'p95 ms', width: 8, right: true, cell: (r) => fixed(r.m.p95, 2) },
  { title: 'p99 ms', width: 8, right: true, cell: (r) => fixed(r.m.p99, 2) },
  { title: 'max ms', width: 8, right: true, cell: (r) => fixed(r.m.max, 2) },
  { title: 'requests', width: 9, right: true, cell: (r) => String(r.m.ok) },
  { title: 'non-2xx', width: 8, right: true, cell: (r) => String(r.m.non2xx) },
  { title: 'errors', width: 7, right: true, cell: (r) => String(r.m.errors) },
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

/** findByDto cost over the bare route, per database: what the database work adds. */
export function printOverhead(rows: Row[]): void {
  const databases = [...new Set(rows.map((r) => r.database))];
  for (const db of databases) {
    const [bare, find] = [
      rows.find((r) => r.database === db && r.m.target.path === '/api/ping'),
      rows.find((r) => r.database === db && r.m.target.path !== '/api/ping'),
    ];
    if (!bare || !find) continue;
    console.log(
      `${db}: findByDto serves ${fixed((find.m.reqPerSec / bare.m.reqPerSec) * 100, 1)}% of the bare route's req/s; ` +
        `p50 +${fixed(find.m.p50 - bare.m.p50, 2)} ms, p99 +${fixed(find.m.p99 - bare.m.p99, 2)} ms`,
    );
  }
}

/** Rows that saw anything but 2xx, or connection errors: these make the run fail. */
export function problems(rows: Row[]): string[] {
  return rows
    .filter((r) => r.m.non2xx > 0 || r.m.errors > 0 || r.m.ok === 0)
    .map(
      (r) =>
        `${r.database} ${r.m.target.label}: ${r.m.ok} ok, ${r.m.non2xx} non-2xx, ${r.m.errors} errors, status codes ${JSON.stringify(r.m.statusCodes)}`,
    );
}
