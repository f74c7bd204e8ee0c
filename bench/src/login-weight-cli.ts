import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { onCleanup, runMain } from './cleanup';
import { measureLoginWeight } from './login-weight';
import { ensureServerBuilt, startServer } from './server';

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/**
 * `tsx src/login-weight-cli.ts [baseUrl]`: the JS a first visit to /login downloads. Without a base URL it starts
 * the built server on a throw-away data folder (WEB_DIST picks another web build, e.g. to compare two).
 */
async function main(): Promise<number> {
  let baseUrl = process.argv[2];
  if (!baseUrl) {
    ensureServerBuilt();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ph-login-weight-'));
    onCleanup(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (process.env.WEB_DIST) env.WEB_DIST = process.env.WEB_DIST;
    baseUrl = (await startServer(env)).baseUrl;
  }
  const w = await measureLoginWeight(baseUrl);
  console.log(`/login JS: ${w.files} files, ${kib(w.rawBytes)} raw, ${kib(w.gzipBytes)} gzip`);
  return 0;
}

runMain(main);
