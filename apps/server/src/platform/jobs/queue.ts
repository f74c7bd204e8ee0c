import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { registerProcess, type OrphanedRun, type ProcessRegistry, type RegistryOptions } from './job-processes';

/** What a job's handler gets: its data, and its id (the task records keep it). */
export interface Job<D> {
  id: string;
  data: D;
}
export type JobHandler<D = unknown> = (job: Job<D>) => Promise<void>;

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** The queue as modules see it: send work, ask how it went. */
export interface JobQueue {
  send(queue: string, data: object): Promise<string>;
  state(queue: string, id: string): Promise<JobState | null>;
  /** Cancels a job that has not finished; a handler already running it is not stopped (it checks its task). */
  cancel(queue: string, id: string): Promise<void>;
}

export interface JobRunner extends JobQueue {
  /** Runs `handler` for the queue's jobs on this process, one at a time per queue. */
  work<D>(queue: string, handler: JobHandler<D>): Promise<void>;
  /**
   * Jobs left active by a process that is gone go back to the queue (retried) at once. Only for a database one
   * process owns (the embedded one, behind its folder lock). On PostgreSQL each process registers (`trackProcesses`)
   * and the jobs of a process gone silent go back to the queue at the next start or heartbeat of any other.
   */
  requeueInterrupted(): Promise<number>;
  /** Jobs of dead processes put back in the queue now (also done at start and at each heartbeat); answers how many. */
  requeueOrphaned(): Promise<number>;
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  /** How often an idle worker asks for work (pg-boss's minimum is 0.5 s). */
  pollingSeconds?: number;
  /**
   * Record which process runs which job and put a dead process's jobs back in the queue (job-processes.ts). Default:
   * on PostgreSQL, which several processes share; the embedded database has one, and requeueInterrupted.
   */
  trackProcesses?: boolean;
  /** The heartbeat's timing (tests shorten it). */
  heartbeat?: Pick<RegistryOptions, 'heartbeatSeconds' | 'deadAfterSeconds'>;
}

// The handlers record their own failures on the task; pg-boss retries only work cut off by a stopped process.
const RETRY_DELAY_SECONDS = 1;
/** Processes starting together on a fresh database race to create the queues: each tries this often. */
const CREATE_ATTEMPTS = 6;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SEND_OPTIONS = { retryLimit: 2, retryDelay: RETRY_DELAY_SECONDS, expireInSeconds: 30 * 60 } as const;

/**
 * An idle worker's poll when none is configured. On PostgreSQL other processes send jobs too, so it is short. The
 * embedded database has one process, which wakes its own worker whenever it sends a job or a retry comes due: its
 * poll is only a safety net, and kept rare because each one runs on the server's own thread (at 2 s, the polls of a
 * dozen queues put the quote call's p99 at 14-60 ms under load, against 6-8 ms without them; bench/).
 */
export const defaultPollingSeconds = (kind: Database['kind']) => (kind === 'pglite' ? 30 : 2);

/**
 * pg-boss 10 on the application's own database. PGlite has no connection string, so pg-boss talks to both through
 * `Database.executeSql` (its `db` option): the same pool on PostgreSQL, the one connection on PGlite.
 */
export async function startJobRunner(
  database: Database,
  log: FastifyBaseLogger,
  { pollingSeconds = 1, trackProcesses = database.kind === 'postgres', heartbeat = {} }: JobRunnerOptions = {},
): Promise<JobRunner> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
    schema: 'pgboss',
    // Cron schedules come with the domains that need them (tracking pulls); maintenance keeps expiring jobs.
    schedule: false,
    supervise: true,
  } as PgBoss.ConstructorOptions);
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  const queues = new Set<string>();
  /** Workers of this process by queue, to wake when a job arrives or one ends. */
  const workers = new Map<string, string[]>();
  /** Jobs this start put back for a retry: each worker registered afterwards looks once they are due. */
  let requeued = false;
  const timers = new Set<NodeJS.Timeout>();
  /** Wakes a worker once a retry it may take is due, rather than at its next poll. */
  function wakeForRetry(workerId: string) {
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        boss.notifyWorker(workerId);
      },
      RETRY_DELAY_SECONDS * 1000 + 100,
    );
    timer.unref();
    timers.add(timer);
  }

  /** Jobs a dead process was running, still active, go to retry (pg-boss's retry limit holds) and wake a worker. */
  async function requeue(runs: readonly OrphanedRun[]): Promise<number> {
    let count = 0;
    for (const run of runs) {
      const job = await boss.getJobById(run.queue, run.jobId);
      if (job?.state !== 'active') continue;
      await boss.fail(run.queue, run.jobId, { message: 'interrupted: its server process stopped' });
      count++;
      for (const worker of workers.get(run.queue) ?? []) wakeForRetry(worker);
    }
    requeued ||= count > 0;
    return count;
  }
  let registry: ProcessRegistry | null = null;
  if (trackProcesses) {
    registry = await registerProcess(database, {
      ...heartbeat,
      onOrphans: async (runs) => void (await requeue(runs)),
      onError: (err) => log.error({ err }, 'job process heartbeat failed'),
    });
    const requeuedAtStart = await requeue(await registry.claimOrphanedRuns());
    if (requeuedAtStart) log.info({ jobs: requeuedAtStart }, 'jobs of a stopped server process requeued');
  }

  async function ensureQueue(name: string) {
    if (queues.has(name)) return;
    for (let attempt = 1; !(await boss.getQueue(name)); attempt++) {
      try {
        await boss.createQueue(name);
        break;
      } catch (err) {
        // Another process is creating it too: its transaction may still be open (or have deadlocked with this
        // one, which PostgreSQL then aborted). Look again once it has had time to end.
        if (attempt >= CREATE_ATTEMPTS) throw err;
        await sleep(50 + Math.random() * 200 * attempt);
      }
    }
    queues.add(name);
  }

  return {
    async send(queue, data) {
      await ensureQueue(queue);
      const id = await boss.send(queue, data, SEND_OPTIONS);
      if (!id) throw new Error(`job queue ${queue} refused a job`);
      // This process's idle worker for the queue starts it now rather than at its next poll.
      for (const worker of workers.get(queue) ?? []) boss.notifyWorker(worker);
      return id;
    },
    async state(queue, id) {
      const job = await boss.getJobById(queue, id);
      return (job?.state as JobState | undefined) ?? null;
    },
    async cancel(queue, id) {
      await boss.cancel(queue, id);
    },
    async work<D>(queue: string, handler: JobHandler<D>) {
      await ensureQueue(queue);
      let workerId = '';
      workerId = await boss.work<D>(queue, { pollingIntervalSeconds: pollingSeconds, batchSize: 1 }, async (jobs) => {
        try {
          for (const job of jobs) {
            await registry?.began(queue, job.id);
            try {
              await handler({ id: job.id, data: job.data });
            } finally {
              await registry?.ended(job.id);
            }
          }
        } catch (err) {
          wakeForRetry(workerId);
          throw err;
        }
        // A worker that just finished a job asks for the next one at once instead of sleeping a polling interval.
        if (jobs.length) boss.notifyWorker(workerId);
      });
      workers.set(queue, [...(workers.get(queue) ?? []), workerId]);
      if (requeued) wakeForRetry(workerId);
    },
    async requeueInterrupted() {
      const { rows } = await database.executeSql(`select name, id from pgboss.job where state = 'active'`);
      const active = rows as { name: string; id: string }[];
      for (const job of active) await boss.fail(job.name, job.id, { message: 'interrupted: the server stopped' });
      requeued ||= active.length > 0;
      return active.length;
    },
    async requeueOrphaned() {
      return registry ? requeue(await registry.claimOrphanedRuns()) : 0;
    },
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      await registry?.stop();
    },
  };
}
