// After `vite build`: a .br (quality 11) and a .gz (level 9) beside each text file of dist/ of 1 KiB or more, so the
// server sends those as they are (@fastify/static `preCompressed`) instead of compressing every download again, and
// with better ratios than it could afford per request (docs/decisions.md). A sibling that saves nothing is not written.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const TEXT = /\.(js|mjs|css|html|svg|json|txt)$/;
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function files(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await files(full)));
    else if (TEXT.test(entry.name) && (await stat(full)).size >= MIN_BYTES) out.push(full);
  }
  return out;
}

async function compress(file) {
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
  return { raw: body.length, br: Math.min(br.length, body.length), gz: Math.min(gz.length, body.length) };
}

const started = performance.now();
const queue = await files(dist);
const totals = { raw: 0, br: 0, gz: 0 };
// zlib's async calls run on the libuv pool: one file per core at a time.
const workers = Array.from({ length: Math.max(1, os.availableParallelism()) }, async () => {
  for (let file = queue.shift(); file; file = queue.shift()) {
    const sizes = await compress(file);
    for (const k of Object.keys(totals)) totals[k] += sizes[k];
  }
});
const count = queue.length;
await Promise.all(workers);
const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
console.log(
  `precompressed ${count} files in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
    `${kib(totals.raw)} -> br ${kib(totals.br)}, gzip ${kib(totals.gz)}`,
);
