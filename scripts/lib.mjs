// Helpers shared by the root scripts (start, test, bench). Plain Node, no dependencies: they run before install.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (res.status !== 0) {
    console.error(`\n${cmd} ${args.join(' ')} failed (exit ${res.status ?? res.signal})`);
    process.exit(res.status ?? 1);
  }
}

const hashFile = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** Installs dependencies when node_modules is missing or was installed from another package-lock. */
export function ensureInstall() {
  const lock = path.join(root, 'package-lock.json');
  const stamp = path.join(root, 'node_modules', '.parcelhub-lock-hash');
  const want = fs.existsSync(lock) ? hashFile(lock) : 'no-lock';
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === want) return;
  console.log('Installing dependencies...');
  run(npm, [fs.existsSync(lock) ? 'ci' : 'install', '--no-audit', '--no-fund']);
  fs.writeFileSync(stamp, want);
}

function newestMtime(dirs) {
  let newest = 0;
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    const st = fs.statSync(p);
    if (st.isDirectory()) {
      if (path.basename(p) === 'node_modules' || path.basename(p) === 'dist') return;
      for (const f of fs.readdirSync(p)) walk(path.join(p, f));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  dirs.forEach((d) => walk(path.join(root, d)));
  return newest;
}

/** Builds the server (always: a second) and the web app (when its sources changed since the last build). */
export function build() {
  run(npm, ['run', 'build', '-w', '@parcelhub/server']);
  const index = path.join(root, 'apps/web/dist/index.html');
  const sources = newestMtime([
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/contracts/src',
    'package-lock.json',
  ]);
  if (!fs.existsSync(index) || fs.statSync(index).mtimeMs < sources) {
    console.log('Building the web app...');
    run(npm, ['run', 'build', '-w', '@parcelhub/web']);
  }
}

export { npm };

/** Node flags the server runs with (apps/server/node-flags.json; docs/decisions-2.md, 87). */
export const serverNodeFlags = () =>
  JSON.parse(fs.readFileSync(path.join(root, 'apps/server/node-flags.json'), 'utf8'));
