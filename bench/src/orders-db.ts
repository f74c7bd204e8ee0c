import pg from 'pg';
import { onCleanup } from './cleanup';
import type { DbKind } from './options';

/** One statement on a database session: text with $n parameters, rows back. */
export type Exec = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Raw sessions on the bench's database, for the baselines and the checks: `sessions` pg clients on PostgreSQL;
 * on PGlite the embedded folder opened in this process (its server has stopped), one session that `transaction`
 * hands to one caller at a time (a single connection cannot interleave two transactions).
 */
export interface RawDb {
  kind: DbKind;
  exec: Exec;
  /** Runs `work` on the worker's own session (PostgreSQL) or alone (PGlite); no BEGIN/COMMIT is added. */
  session<T>(worker: number, work: (exec: Exec) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function openRawDb(kind: DbKind, env: Record<string, string>, sessions = 1): Promise<RawDb> {
  if (kind === 'postgres') {
    const clients = await Promise.all(
      Array.from({ length: Math.max(1, sessions) }, async () => {
        const c = new pg.Client({ connectionString: env.DATABASE_URL ?? '' });
        await c.connect();
        return c;
      }),
    );
    const execOf =
      (c: pg.Client): Exec =>
      (text, params) =>
        c.query(text, params);
    const close = async () => {
      await Promise.all(clients.map((c) => c.end()));
    };
    const forget = onCleanup('close raw pg clients (orders)', close);
    return {
      kind,
      exec: execOf(clients[0]!),
      session: (worker, work) => work(execOf(clients[worker % clients.length]!)),
      async close() {
        forget();
        await close();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(`${env.DATA_DIR ?? ''}/pglite`);
  const exec: Exec = async (text, params) =>
    params && params.length > 0
      ? db.query<Record<string, unknown>>(text, params)
      : ((await db.exec(text)).at(-1) ?? { rows: [] });
  let queue: Promise<unknown> = Promise.resolve();
  const close = () => db.close();
  const forget = onCleanup('close PGlite (orders)', close);
  return {
    kind,
    exec,
    session<T>(_worker: number, work: (e: Exec) => Promise<T>) {
      const run = queue.then(() => work(exec));
      queue = run.catch(() => undefined);
      return run;
    },
    async close() {
      forget();
      await close();
    },
  };
}
