// npm start: install what is missing, build, then serve the web app and API on one port (default 8080).
// The server migrates the database and seeds demo data on a fresh embedded database by itself.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build, ensureInstall, root, serverNodeFlags } from './lib.mjs';

ensureInstall();
build();

const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data'),
  // The demo's parcels move a tracking step every 20 s (the sandbox carrier reveals one a pull); the default is 4 h.
  TRACK_PULL_SECONDS: process.env.TRACK_PULL_SECONDS ?? '20',
  // On the embedded demo database only: the demo customer's webhook goes to the demo receiver on loopback, which the
  // address guard refuses unless private addresses are allowed (docs/decisions-2.md 264). Given a DATABASE_URL, the
  // guard stays as configured.
  ...(process.env.DATABASE_URL ? {} : { WEBHOOK_ALLOW_PRIVATE: process.env.WEBHOOK_ALLOW_PRIVATE ?? 'on' }),
};
const server = spawn(process.execPath, ['--enable-source-maps', ...serverNodeFlags(), 'apps/server/dist/main.js'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
