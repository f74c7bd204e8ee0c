import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
// The flags `npm start` gives the server.
import serverNodeFlags from '../../apps/server/node-flags.json';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  baseUrl: string;
  /** The server's process (with SERVER_PROCESSES, the primary). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * The built server (apps/server/dist, serving apps/web/dist) on a free loopback port, on a database of its own:
 * a fresh embedded one, or a fresh PostgreSQL database when DATABASE_URL is set. Demo data is seeded.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const main = path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(main) || !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('build first: npm run build (npm test does it)');
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parcelhub-e2e-'));
  let dropDb: (() => Promise<void>) | null = null;
  const dbEnv: Record<string, string> = { DATA_DIR: dataDir };
  if (process.env.DATABASE_URL) {
    const name = `ph_e2e_${crypto.randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    dbEnv.DATABASE_URL = url.toString();
    dbEnv.SEED_DEMO = 'on';
    dropDb = async () => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const child: ChildProcess = spawn(process.execPath, [...serverNodeFlags, main], {
    cwd: root,
    env: {
      ...process.env,
      ...dbEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      AUTH_CAPTCHA: 'off',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy in 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await dropDb?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
