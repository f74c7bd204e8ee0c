import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onCleanup } from './cleanup';
// The flags `npm start` gives the server.
import SERVER_FLAGS from '../../apps/server/node-flags.json';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN = path.join(REPO_ROOT, 'apps/server/dist/main.js');
const HEALTH_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;
const LOG_KEEP = 200;

export interface RunningServer {
  baseUrl: string;
  /** The server's process id (for its memory figures). */
  pid: number;
  /** Server log lines (warn and above with LOG_LEVEL=warn), newest last, at most LOG_KEEP. */
  logs: string[];
  /** CPU seconds the server process has used so far (user + system); NaN where /proc is not there. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/** Builds the server when its bundle is missing (the root `npm run bench` builds it already). */
export function ensureServerBuilt(): void {
  if (existsSync(MAIN)) return;
  console.log(`${path.relative(REPO_ROOT, MAIN)} is missing: building the server`);
  const out = spawnSync('npm', ['run', 'build', '-w', '@parcelhub/server'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (out.status !== 0 || !existsSync(MAIN)) throw new Error('server build failed');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

function collectLines(child: ChildProcess, logs: string[]): void {
  // BENCH_SERVER_LOG: a file that also gets every line the measured servers print (with BENCH_NODE_ARGS=--trace-gc).
  const file = process.env.BENCH_SERVER_LOG;
  for (const stream of [child.stdout, child.stderr]) {
    if (file) stream?.on('data', (chunk: Buffer | string) => appendFileSync(file, chunk));
    let partial = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) logs.push(line);
      if (logs.length > LOG_KEEP) logs.splice(0, logs.length - LOG_KEEP);
    });
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited(child);
  clearTimeout(timer);
}

const CLOCK_TICKS = 100;

/** CPU seconds of a process and of its live children (a server's workers, with SERVER_PROCESSES). */
export function processCpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const own = ownCpuSeconds(pid);
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    /* no children listed */
  }
  return children.reduce((sum, child) => sum + (ownCpuSeconds(child) || 0), own);
}

/** utime + stime of a process from /proc/<pid>/stat (Linux), in seconds. */
function ownCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitHealthy(baseUrl: string, child: ChildProcess, logs: string[]): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `server exited (${child.exitCode ?? child.signalCode}) before /healthz answered:\n${logs.slice(-20).join('\n')}`,
      );
    }
    try {
      const res = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(5_000) });
      if (res.status === 200) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await sleep(250);
  }
  throw new Error(
    `/healthz did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s (last: ${last}):\n${logs.slice(-20).join('\n')}`,
  );
}

/** Starts `node apps/server/dist/main.js` on a free local port and waits for /healthz. */
export async function startServer(env: Record<string, string>, nodeArgs: string[] = []): Promise<RunningServer> {
  const port = await freePort();
  const logs: string[] = [];
  // BENCH_NODE_ARGS: node flags for the measured servers (e.g. --trace-gc, --max-semi-space-size=64).
  const extra = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...SERVER_FLAGS, ...extra, ...nodeArgs, MAIN], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      AUTH_CAPTCHA: 'off',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  collectLines(child, logs);
  const stop = () => stopChild(child);
  const forget = onCleanup(`server pid ${child.pid ?? '?'}`, stop);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(baseUrl, child, logs);
  } catch (err) {
    forget();
    await stop();
    throw err;
  }
  return {
    baseUrl,
    pid: child.pid ?? -1,
    logs,
    cpuSeconds: () => processCpuSeconds(child.pid),
    async stop() {
      forget();
      await stop();
    },
  };
}
