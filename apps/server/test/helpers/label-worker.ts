import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * The label drawing worker as build.mjs bundles it for dist/, built into a temporary folder (tests run from source,
 * which has no built worker). Answers its file and a function that removes it.
 */
export async function buildLabelWorker(): Promise<{ worker: string; remove: () => void }> {
  // Under node_modules, so the bundle finds the server's packages (fontkit, bwip-js) as dist/ does.
  const cache = path.join(import.meta.dirname, '../../node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, 'ph-label-pool-'));
  const worker = path.join(dir, 'label-render-worker.js');
  await build({
    entryPoints: [path.join(import.meta.dirname, '../../src/modules/carriers/label/render-worker.ts')],
    outfile: worker,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
  });
  return { worker, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
