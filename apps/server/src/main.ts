import cluster from 'node:cluster';
import path from 'node:path';
import { loadConfig, type Config } from './config';
import { openDatabase } from './platform/db/client';
import { buildApp, prepareDatabase } from './app';
import { lockDataDir } from './platform/db/data-dir-lock';
import { superviseWorkers } from './platform/process/workers';
import { applyRuntimeGcFlags } from './platform/process/gc-tuning';

const databaseOf = (config: Config) =>
  openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pglite'),
    queryLog: config.DB_QUERY_LOG,
    changeFeed: config.DB_CHANGE_FEED,
  });

/** SERVER_PROCESSES above 1: this process migrates and seeds once, then keeps that many servers running. */
async function primary(config: Config) {
  if (!config.DATABASE_URL)
    throw new Error('SERVER_PROCESSES above 1 needs DATABASE_URL: the embedded database belongs to one process');
  const database = await databaseOf(config);
  try {
    await prepareDatabase(config, database);
  } finally {
    await database.close();
  }
  const workers = superviseWorkers(config.SERVER_PROCESSES, (line) => console.log(line));
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    const timer = setTimeout(() => process.exit(1), 20_000);
    timer.unref();
    void workers.stop(signal).then(() => process.exit(0));
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await workers.ready;
  console.log(
    `Parcelhub is ready on http://localhost:${config.PORT} (database: postgres, ${config.SERVER_PROCESSES} processes)`,
  );
}

async function server(config: Config) {
  // A worker of a primary: the primary migrated and seeded, and says it is ready once every worker listens.
  const worker = cluster.isWorker;
  const unlock = config.DATABASE_URL ? () => undefined : lockDataDir(config.DATA_DIR);
  process.on('exit', unlock);
  const database = await databaseOf(config);
  const app = await buildApp({ config, database, skipPrepare: worker });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // Ctrl-C reaches every process of the terminal's group: a worker leaves its stop to the primary's SIGTERM.
  process.on('SIGINT', () => void (worker ? undefined : shutdown('SIGINT')));
  // A primary that died without stopping its workers leaves them nobody to answer to.
  cluster.worker?.on('disconnect', () => void shutdown('disconnect'));

  await app.listen({ port: config.PORT, host: config.HOST });
  if (!worker)
    app.log.info(
      `Parcelhub is ready on http://localhost:${config.PORT} (database: ${database.kind}${database.kind === 'pglite' ? `, ${config.DATA_DIR}` : ''})`,
    );
}

async function main() {
  applyRuntimeGcFlags();
  const config = loadConfig();
  if (config.SERVER_PROCESSES > 1 && cluster.isPrimary) await primary(config);
  else await server(config);
}

main().catch((err) => {
  // A clear line for the person starting the server; the stack only when asked for.
  console.error(`Parcelhub could not start: ${err instanceof Error ? err.message : String(err)}`);
  if (process.env.LOG_LEVEL === 'debug' || process.env.LOG_LEVEL === 'trace') console.error(err);
  process.exit(1);
});
