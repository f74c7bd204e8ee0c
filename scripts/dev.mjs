// npm run dev: the server with reload (tsx watch) on 8080 and Vite's dev server on 5173 proxying the API.
import { spawn } from 'node:child_process';
import { ensureInstall, root } from './lib.mjs';

ensureInstall();
const children = [
  spawn('npm', ['run', 'dev', '-w', '@parcelhub/server'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, AUTH_CAPTCHA: process.env.AUTH_CAPTCHA ?? 'on' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@parcelhub/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', () => stop()));
