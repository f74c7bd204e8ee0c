import os from 'node:os';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import ExcelJS from 'exceljs';
import { runMain } from './cleanup';
import { random } from './in-process';
import { checkManifest, type HsKnowledge } from '../../apps/server/src/modules/clearance-orders/checks/manifest-checks';
import { MANIFEST_SHEET, readManifest } from '../../apps/server/src/modules/clearance-orders/manifest.sheet';
import { hsKnowledgeOf } from '../../apps/server/src/modules/clearance-orders/hs-adapter';
import { loadHsData } from '../../apps/server/src/modules/hs-codes/logic/hs-data';
import { buildMatcher } from '../../apps/server/src/modules/hs-codes/logic/matcher';

/**
 * The key-information check of a clearance manifest (issue 41): a 10,000-line manifest read and checked as the
 * submit task does it (the platform's sheet reader, each row through the contract's schema, then every check),
 * against parsing the same file with ExcelJS alone (load the workbook, read every cell). Goal: within 3x. Ratios
 * only, never pass or fail. `npx tsx src/manifest-check.ts` runs it alone; BENCH_MANIFEST_LINES (default 10000).
 */

const GOODS = [
  ['cotton t-shirt', '610910'],
  ['mobile phone', '851713'],
  ['lipstick', '330410'],
  ['running shoes', '640411'],
  ['plastic toy car', '950300'],
  ['green tea', '090210'],
] as const;

async function manifestOf(lines: number): Promise<Buffer> {
  const rand = random(41);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Manifest');
  sheet.addRow(MANIFEST_SHEET.headers('en'));
  for (let i = 0; i < lines; i++) {
    const [name, code] = GOODS[Math.floor(rand() * GOODS.length)]!;
    const kr = rand() < 0.7;
    sheet.addRow([
      `P${Math.floor(i / 2)}`,
      `B${Math.floor(i / 200)}`,
      name,
      code,
      1 + Math.floor(rand() * 5),
      (0.1 + rand() * 3).toFixed(3),
      (5 + rand() * 200).toFixed(2),
      kr ? 'KR' : 'US',
      'Personal',
      kr ? `P${String(Math.floor(rand() * 1e12)).padStart(12, '0')}` : '',
      '',
      kr ? '' : '90210',
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * The HS codes module's knowledge as the server wires it (`hs-adapter.ts`): the 2022 nomenclature and its matcher,
 * built once before timing (the server builds them once per process). BENCH_MANIFEST_STANDIN=1 uses the old
 * stand-in (the six codes above, each name its own heading) to see what the matcher adds.
 */
function knowledgeOf(): HsKnowledge {
  if (process.env.BENCH_MANIFEST_STANDIN === '1')
    return {
      exists: (code) => GOODS.some(([, c]) => c === code),
      headingsFor: (name) => {
        const hit = GOODS.find(([n]) => n === name);
        return hit ? new Set([hit[1].slice(0, 4)]) : null;
      },
    };
  const data = loadHsData();
  const nodes = new Map(data.nodes.map((n) => [n.code, n.description]));
  const matcher = buildMatcher(data);
  return hsKnowledgeOf({ describe: (code: string) => nodes.get(code) ?? '', matcher: () => matcher });
}

async function timed<T>(runs: number, fn: () => Promise<T>) {
  await fn();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let last!: T;
  for (let i = 0; i < runs; i++) last = await fn();
  const wall = (performance.now() - t0) / runs;
  const cpu = process.cpuUsage(cpu0);
  return { ms: wall, cpuMs: (cpu.user + cpu.system) / 1000 / runs, last };
}

export async function benchManifestCheck() {
  const lines = Number(process.env.BENCH_MANIFEST_LINES ?? 10_000);
  const runs = Number(process.env.BENCH_MANIFEST_RUNS ?? 3);
  const bytes = await manifestOf(lines);
  const knowledge = knowledgeOf();
  console.log(`Manifest check: ${lines} lines (${(bytes.length / 1024).toFixed(0)} KB), ${runs} runs each, in process`);
  const bare = await timed(runs, async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    let cells = 0;
    book.worksheets[0]!.eachRow((row) => {
      row.eachCell(() => cells++);
    });
    return cells;
  });
  const ours = await timed(runs, async () => {
    const { lines: read, bad } = await readManifest(Readable.from([bytes]), 'en');
    const pieces = new Set(read.map((l) => l.parcelNo)).size;
    const weight = read.reduce((s, l) => s + Number(l.weightKg), 0).toFixed(3);
    const result = checkManifest(read, knowledge, { pieces, weightKg: weight });
    return { read: read.length, bad: bad.length, findings: result.findings.length };
  });
  if (ours.last.read !== lines) throw new Error(`read ${ours.last.read} of ${lines} lines (${ours.last.bad} bad)`);
  console.log(
    `  ExcelJS load and read every cell:   ${bare.ms.toFixed(0).padStart(6)} ms (${bare.cpuMs.toFixed(0)} ms CPU), ${bare.last} cells`,
  );
  console.log(
    `  read, validate and check (ours):    ${ours.ms.toFixed(0).padStart(6)} ms (${ours.cpuMs.toFixed(0)} ms CPU), ${ours.last.findings} findings`,
  );
  console.log(
    `  ours/ExcelJS time: ${(ours.ms / bare.ms).toFixed(2)}x (goal: within 3x); load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  return { bareMs: bare.ms, oursMs: ours.ms, ratio: ours.ms / bare.ms };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runMain(async () => {
    await benchManifestCheck();
    return 0;
  });
}
