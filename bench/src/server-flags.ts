import { spawnSync } from 'node:child_process';
// The flags `npm start` gives the server (docs/decisions-2.md, 87).
import SERVER_FLAGS from '../../apps/server/node-flags.json';

/**
 * The batch import runs the server in this process, so this process runs with the server's flags: when it lacks
 * one, it runs itself again with them and exits as that run does (V8 sizes the young generation when the heap is
 * made; setting the flag later does nothing).
 */
export function withServerFlags(): void {
  const missing = SERVER_FLAGS.filter((f) => !process.execArgv.includes(f));
  if (missing.length === 0) return;
  const run = spawnSync(process.execPath, [...missing, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
  });
  process.exit(run.status ?? 1);
}
