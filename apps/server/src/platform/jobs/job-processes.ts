import crypto from 'node:crypto';
import os from 'node:os';
import type { Database } from '../db/client';

/** How often a process says it is alive. */
export const HEARTBEAT_SECONDS = 10;
/**
 * Silent this long, a process is taken for dead and its jobs go back to the queue: six heartbeats, so a process whose
 * thread is busy for a while (a large import's chunk) is not taken for dead. One that was only slow runs its job on
 * to the end while another runs it again; the task's work is idempotent (a batch replays its placed orders).
 */
export const DEAD_AFTER_SECONDS = 60;

/** A job a dead process was running: its run record is gone, and the caller puts it back in its queue. */
export interface OrphanedRun {
  queue: string;
  jobId: string;
}

/**
 * This process among those that run jobs on a shared database (several server processes on PostgreSQL): it records
 * which job it runs, says every HEARTBEAT_SECONDS that it is alive, and finds the jobs of processes gone silent.
 */
export interface ProcessRegistry {
  readonly processId: string;
  began(queue: string, jobId: string): Promise<void>;
  ended(jobId: string): Promise<void>;
  /**
   * The runs of processes silent for `deadAfterSeconds`, and of processes no longer registered, removed and answered:
   * each to one caller only (one DELETE … RETURNING), however many processes look at once.
   */
  claimOrphanedRuns(): Promise<OrphanedRun[]>;
  /** Stops the heartbeat and unregisters (after this process's jobs have ended). */
  stop(): Promise<void>;
}

export interface RegistryOptions {
  heartbeatSeconds?: number;
  deadAfterSeconds?: number;
  /** Called with the orphans found at each heartbeat (the start's are claimed by the caller). */
  onOrphans?: (runs: OrphanedRun[]) => Promise<void>;
  onError?: (err: unknown) => void;
}

export async function registerProcess(
  database: Pick<Database, 'executeSql'>,
  {
    heartbeatSeconds = HEARTBEAT_SECONDS,
    deadAfterSeconds = DEAD_AFTER_SECONDS,
    onOrphans,
    onError = () => undefined,
  }: RegistryOptions = {},
): Promise<ProcessRegistry> {
  const processId = crypto.randomUUID();
  const beat = () =>
    database.executeSql(
      `insert into job_processes (process_id, host, pid) values ($1, $2, $3)
       on conflict (process_id) do update set seen_at = now()`,
      [processId, os.hostname(), process.pid],
    );
  await beat();

  async function claimOrphanedRuns(): Promise<OrphanedRun[]> {
    // Within one statement the CTE's deletions are not seen by the NOT EXISTS: the dead are named by the CTE.
    const { rows } = await database.executeSql(
      `with dead as (
         delete from job_processes
         where seen_at < now() - make_interval(secs => $1) and process_id <> $2
         returning process_id
       )
       delete from job_runs r
       where r.process_id in (select process_id from dead)
          or not exists (select 1 from job_processes p where p.process_id = r.process_id)
       returning r.queue, r.job_id`,
      [deadAfterSeconds, processId],
    );
    return (rows as { queue: string; job_id: string }[]).map((r) => ({ queue: r.queue, jobId: r.job_id }));
  }

  let ticking = false;
  const timer = setInterval(() => {
    if (ticking) return;
    ticking = true;
    beat()
      .then(async () => {
        const orphans = await claimOrphanedRuns();
        if (orphans.length && onOrphans) await onOrphans(orphans);
      })
      .catch(onError)
      .finally(() => (ticking = false));
  }, heartbeatSeconds * 1000);
  timer.unref();

  return {
    processId,
    async began(queue, jobId) {
      // A job another process took over (its first runner was taken for dead) is this process's now.
      await database.executeSql(
        `insert into job_runs (job_id, queue, process_id) values ($1, $2, $3)
         on conflict (job_id) do update set process_id = excluded.process_id, started_at = now()`,
        [jobId, queue, processId],
      );
    },
    async ended(jobId) {
      await database.executeSql(`delete from job_runs where job_id = $1 and process_id = $2`, [jobId, processId]);
    },
    claimOrphanedRuns,
    async stop() {
      clearInterval(timer);
      await database.executeSql(`delete from job_processes where process_id = $1`, [processId]);
    },
  };
}
