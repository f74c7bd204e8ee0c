import { loadConfig } from './config';
import { openDatabase } from './platform/db/client';
import { buildApp } from './app';
import { lockDataDir } from './platform/db/data-dir-lock';
import path from 'node:path';

async function main() {
  const config = loadConfig();
  const unlock = config.DATABASE_URL ? () => undefined : lockDataDir(config.DATA_DIR);
  process.on('exit', unlock);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pglite'),
    queryLog: config.DB_QUERY_LOG,
    changeFeed: config.DB_CHANGE_FEED,
  });
  const app = await buildApp({ config, database });

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
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `Parcelhub is ready on http://localhost:${config.PORT} (database: ${database.kind}${database.kind === 'pglite' ? `, ${config.DATA_DIR}` : ''})`,
  );
}

main().catch((err) => {
  // A clear line for the person starting the server; the stack only when asked for.
  console.error(`Parcelhub could not start: ${err instanceof Error ? err.message : String(err)}`);
  if (process.env.LOG_LEVEL === 'debug' || process.env.LOG_LEVEL === 'trace') console.error(err);
  process.exit(1);
});
