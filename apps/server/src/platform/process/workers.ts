import cluster, { type Worker } from 'node:cluster';

/** A worker that dies sooner than this after its start counts as a failed start. */
const STEADY_MS = 10_000;
/** After this many failed starts in a row the primary gives up rather than forking forever. */
const MAX_FAILED_STARTS = 5;

interface Supervisor {
  /** Resolves once every worker listens; rejects when they keep failing to start. */
  ready: Promise<void>;
  /** Asks every worker to finish its requests in flight and stop; resolves when all have exited. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

/**
 * The primary of a server run as several processes (SERVER_PROCESSES): forks `count` workers that share the port
 * (Node's cluster hands connections round-robin), and forks again any that dies while the server is up.
 */
export function superviseWorkers(count: number, say: (line: string) => void): Supervisor {
  let stopping = false;
  let failedStarts = 0;
  let listening = 0;
  let settle: { resolve: () => void; reject: (err: Error) => void };
  const ready = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  const started = new WeakMap<Worker, number>();

  const fork = () => {
    const worker = cluster.fork();
    started.set(worker, Date.now());
    worker.once('listening', () => {
      if (++listening === count) settle.resolve();
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const early = Date.now() - (started.get(worker) ?? 0) < STEADY_MS;
    failedStarts = early ? failedStarts + 1 : 0;
    if (failedStarts >= MAX_FAILED_STARTS) {
      stopping = true;
      settle.reject(new Error(`server processes keep stopping at start (last: code ${code}, signal ${signal})`));
      for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGTERM');
      return;
    }
    say(`server process ${worker.process.pid} stopped (code ${code}, signal ${signal}); starting another`);
    fork();
  });

  for (let i = 0; i < count; i++) fork();

  return {
    ready,
    stop(signal) {
      stopping = true;
      const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());
      return Promise.all(
        alive.map(
          (w) =>
            new Promise<void>((resolve) => {
              w.once('exit', () => resolve());
              w.process.kill(signal);
            }),
        ),
      ).then(() => undefined);
    },
  };
}
