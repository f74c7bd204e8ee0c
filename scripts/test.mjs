// npm test: install what is missing (Chromium too, where apt can), build, then run every suite:
// contracts, server (unit and API), web, and the browser journeys. On PostgreSQL when DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, ensureInstall, root } from './lib.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${CHROMIUM}: install it with 'sudo apt-get install -y chromium' (browser tests need it).`,
    );
    process.exit(1);
  }
  console.log('Installing Chromium for the browser tests (apt)...');
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const res = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (res.status !== 0) process.exit(res.status ?? 1);
  }
}

const SOFFICE = process.env.SOFFICE_PATH ?? '/usr/bin/soffice';

// The spreadsheet import tests convert files with LibreOffice (soffice), as users' files are made.
function ensureLibreOffice() {
  if (fs.existsSync(SOFFICE)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `LibreOffice is missing at ${SOFFICE}: install it with 'sudo apt-get install -y libreoffice-calc-nogui' (import tests need it).`,
    );
    process.exit(1);
  }
  console.log('Installing LibreOffice Calc for the spreadsheet tests (apt)...');
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'libreoffice-calc-nogui'],
  ]) {
    const res = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (res.status !== 0) process.exit(res.status ?? 1);
  }
}

ensureInstall();
ensureChromium();
ensureLibreOffice();
build();

// `database: false`: the suite never opens a database, so a PostgreSQL pass (DATABASE_URL set) would run it again for
// nothing; it runs on the embedded pass, or when named (`npm test -- web`).
const suites = [
  { name: 'contracts', root: 'packages/contracts', database: false },
  { name: 'server', root: 'apps/server', database: true },
  { name: 'web', root: 'apps/web', database: false },
  { name: 'e2e', root: 'e2e', database: true },
];
const only = process.argv.slice(2);
const wanted = (s) => (only.length ? only.includes(s.name) : s.database || !process.env.DATABASE_URL);
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'parcelhub-test-'));
let passed = 0;
let failed = 0;
let skipped = 0;
let broken = false;

console.log(
  `Database: ${process.env.DATABASE_URL ? `PostgreSQL (${process.env.DATABASE_URL.replace(/\/\/[^@]*@/, '//')})` : 'PGlite (embedded)'}`,
);
for (const suite of suites) {
  if (!wanted(suite)) {
    console.log(`\n=== ${suite.name}: not run on PostgreSQL (it opens no database; the embedded pass runs it) ===`);
    continue;
  }
  console.log(`\n=== ${suite.name} ===`);
  const report = path.join(out, `${suite.name}.json`);
  const res = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { cwd: path.join(root, suite.root), stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: CHROMIUM } },
  );
  if (!fs.existsSync(report)) {
    console.error(`${suite.name}: the runner wrote no report (exit ${res.status})`);
    broken = true;
    continue;
  }
  const r = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + r.numTodoTests;
  if (res.status !== 0 && r.numFailedTests === 0) broken = true;
}
console.log('');
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || broken || passed === 0 ? 1 : 0);
