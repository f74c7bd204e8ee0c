import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { login } from './client';
import type { DbKind } from './options';
import { REPO_ROOT, startServer, type RunningServer } from './server';

/**
 * Spreadsheet figures: the address export of EXPORT_ROWS rows through the real path (the API, the task queue, the
 * export job, the download) beside a raw ExcelJS streaming write of the same rows; the import of IMPORT_ROWS rows
 * through the real path beside an ExcelJS parse and one multi-row insert. Time ratio and peak RSS; no pass or fail.
 */

export const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
export const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
const RAW = path.join(REPO_ROOT, 'bench/src/files-raw.ts');

export interface FileFigures {
  database: DbKind;
  what: string;
  ms: number;
  rows: number;
  peakRssMb: number;
  /** RSS before the work started (the database, the server, the code loaded). */
  baseRssMb: number;
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function api(server: RunningServer, token: string, url: string, init: RequestInit = {}): Promise<Json> {
  const res = await fetch(`${server.baseUrl}${url}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en', ...(init.headers ?? {}) },
    signal: AbortSignal.timeout(600_000),
  });
  const body = (await res.json()) as Json;
  if (!res.ok || body.flag !== true) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

async function settled(server: RunningServer, token: string, id: number): Promise<Json> {
  for (;;) {
    const list = await api(server, token, '/api/downloadTask/list', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pageNo: 0, pageSize: 30 }),
    });
    const task = (list.rows as Json[]).find((r) => r.id === id);
    if (task && task.taskStatus !== 'BEINGPROCESSD') {
      if (task.taskStatus !== 'PROCESSDINGCOMPLETED') throw new Error(`task ${id} failed: ${task.error}`);
      return task;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Peak RSS of a process since the last reset, in MB (Linux: VmHWM; reset by writing 5 to clear_refs). */
function peakRssMb(pid: number): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : Number.NaN;
}
function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : Number.NaN;
}
function resetPeak(pid: number) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    /* older kernels: the figure then includes start-up */
  }
}

function raw(mode: 'export' | 'import', target: string, accountId: number, file: string) {
  const out = spawnSync(TSX, [RAW, mode, target, String(accountId), file], { encoding: 'utf8', cwd: REPO_ROOT });
  if (out.status !== 0) throw new Error(`raw ${mode} failed: ${out.stderr}`);
  return JSON.parse(out.stdout.trim().split('\n').at(-1)!) as {
    ms: number;
    rows: number;
    maxRssMb: number;
    baseRssMb: number;
  };
}

interface Sql {
  query<R>(sql: string, params?: unknown[]): Promise<R[]>;
  close(): Promise<void>;
}
async function openSql(kind: DbKind, env: Record<string, string>): Promise<Sql> {
  if (kind === 'postgres') {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    return { query: async (s, p) => (await client.query(s, p)).rows, close: () => client.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(env.DATA_DIR ?? '', 'pglite'));
  return { query: async <R>(s: string, p?: unknown[]) => (await db.query<R>(s, p)).rows, close: () => db.close() };
}

async function importSheet(file: string) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Addresses');
  sheet.addRow([
    'Type',
    'Name/company',
    'Country/region',
    'Province/state',
    'City',
    'Postcode',
    'Address 1',
    'Address 2',
    'Customs code',
    'Phone',
    'Email',
    'Default',
  ]);
  for (let i = 0; i < IMPORT_ROWS; i++) {
    sheet.addRow([
      'Recipient',
      `Import ${i}`,
      'US',
      'CA',
      'Los Angeles',
      '90001',
      `${i} Main St`,
      '',
      '',
      '+1 213 555 0100',
      '',
      'No',
    ]);
  }
  await book.xlsx.writeFile(file);
}

/** Seeds EXPORT_ROWS addresses for the demo customer with one statement, the server stopped. */
async function seed(kind: DbKind, env: Record<string, string>): Promise<number> {
  const db = await openSql(kind, env);
  try {
    const [user] = await db.query<{ id: number }>(`select id from users where username = 'customer'`);
    if (!user) throw new Error('no demo customer');
    await db.query(
      `insert into customer_addresses (owner_id, type, name, country_code, province, city, zip_code, address1, address2, customs_no, phone, email, is_default, created_by)
       select $1, 'RECIPIENT', 'Person ' || g, 'US', 'CA', 'Los Angeles', '90001', g || ' Main St', 'Suite ' || (g % 100), '', '+1 213 555 0100', 'p' || g || '@example.com', false, $1
         from generate_series(1, $2::int) g`,
      [user.id, EXPORT_ROWS],
    );
    return user.id;
  } finally {
    await db.close();
  }
}

export async function benchFiles(kind: DbKind, env: Record<string, string>): Promise<FileFigures[]> {
  const serverEnv = { ...env, JOBS_POLL_SECONDS: '0.5', SEED_DEMO: 'on' };
  const first = await startServer(serverEnv);
  await first.stop(); // migrated and seeded
  const accountId = await seed(kind, env);
  const figures: FileFigures[] = [];
  const dataDir = env.DATA_DIR ?? '';
  const xlsx = path.join(dataDir, 'import.xlsx');
  await importSheet(xlsx);

  const target = kind === 'postgres' ? (env.DATABASE_URL ?? '') : path.join(dataDir, 'pglite');
  const json = { 'content-type': 'application/json' };

  // Export through the API: queued, run by the job, then downloaded.
  let server = await startServer(serverEnv);
  try {
    const token = await login(server.baseUrl);
    const base = rssMb(server.pid);
    resetPeak(server.pid);
    const t0 = performance.now();
    const exp = await api(server, token, '/api/customerAddress/export', { method: 'POST', headers: json, body: '{}' });
    const task = await settled(server, token, exp.obj.taskId);
    const file = await fetch(`${server.baseUrl}${task.url}`, { headers: { authorization: `Bearer ${token}` } });
    const bytes = (await file.arrayBuffer()).byteLength;
    figures.push({
      database: kind,
      what: `export ${EXPORT_ROWS} (API, ${(bytes / 1e6).toFixed(1)} MB)`,
      ms: performance.now() - t0,
      rows: task.progress.done,
      peakRssMb: peakRssMb(server.pid),
      baseRssMb: base,
    });
  } finally {
    await server.stop();
  }
  const re = raw('export', target, accountId, path.join(dataDir, 'raw-export.xlsx'));
  figures.push({
    database: kind,
    what: `export ${EXPORT_ROWS} (raw ExcelJS stream)`,
    ms: re.ms,
    rows: re.rows,
    peakRssMb: re.maxRssMb,
    baseRssMb: re.baseRssMb,
  });

  // Import through the API: upload, queued, parsed, checked, inserted in one transaction.
  server = await startServer(serverEnv);
  try {
    const token = await login(server.baseUrl);
    const base = rssMb(server.pid);
    resetPeak(server.pid);
    const form = new FormData();
    form.append('file', new Blob([readFileSync(xlsx)]), 'import.xlsx');
    const t0 = performance.now();
    const imp = await api(server, token, '/api/customerAddress/import', { method: 'POST', body: form });
    const done = await settled(server, token, imp.obj.taskId);
    figures.push({
      database: kind,
      what: `import ${IMPORT_ROWS} (API)`,
      ms: performance.now() - t0,
      rows: done.progress.done,
      peakRssMb: peakRssMb(server.pid),
      baseRssMb: base,
    });
  } finally {
    await server.stop();
  }
  const ri = raw('import', target, accountId, xlsx);
  figures.push({
    database: kind,
    what: `import ${IMPORT_ROWS} (raw parse + 1 insert)`,
    ms: ri.ms,
    rows: ri.rows,
    peakRssMb: ri.maxRssMb,
    baseRssMb: ri.baseRssMb,
  });
  return figures;
}

export function printFileFigures(rows: FileFigures[]) {
  console.log('database  spreadsheet work                               seconds    rows  RSS before MB  peak RSS MB');
  for (const r of rows) {
    console.log(
      `${r.database.padEnd(9)} ${r.what.padEnd(45)} ${(r.ms / 1000).toFixed(2).padStart(8)} ${String(r.rows).padStart(7)} ${r.baseRssMb.toFixed(0).padStart(14)} ${r.peakRssMb.toFixed(0).padStart(12)}`,
    );
  }
  for (const db of new Set(rows.map((r) => r.database))) {
    const of = (prefix: string, rawWord: string) => {
      const api = rows.find((r) => r.database === db && r.what.startsWith(prefix) && r.what.includes('(API'));
      const base = rows.find((r) => r.database === db && r.what.startsWith(prefix) && r.what.includes(rawWord));
      return api && base ? (api.ms / base.ms).toFixed(2) : 'n/a';
    };
    console.log(
      `${db}: export API/raw time ${of('export', 'raw')} (target <= 2), import API/raw time ${of('import', 'raw')} (target <= 3)`,
    );
  }
}
