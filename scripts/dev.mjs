// npm run dev: the server with reload (tsx watch) on 8080 and Vite's dev server on 5173 proxying the API.
import { spawn } from 'node:child_process';
import { ensureInstall, root } from './lib.mjs';

ensureInstall();
const children = [
  spawn('npm', ['run', 'dev', '-w', '@parcelhub/server'], {
    cwd: root,
    stdio: 'inherit',
    // TRACK_PULL_SECONDS: the sandbox's parcels move a tracking step every 20 s (the default is 4 h).
    env: {
      ...process.env,
      AUTH_CAPTCHA: process.env.AUTH_CAPTCHA ?? 'on',
      TRACK_PULL_SECONDS: process.env.TRACK_PULL_SECONDS ?? '20',
    },
  }),
  spawn('npm', ['run', 'dev', '-w', '@parcelhub/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', () => stop()));
