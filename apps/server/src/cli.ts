import { loadConfig } from './config';
import { openDatabase } from './platform/db/client';
import { prepareDatabase } from './app';
import { seedDemo, DEMO_PASSWORD } from './seed/demo';
import { createAdmin } from './seed/admin';
import { lockDataDir } from './platform/db/data-dir-lock';
import { dataAccessOf } from './platform/db/data-access';
import path from 'node:path';

const usage = `Usage:
  node dist/cli.js seed-demo                     demo accounts (password ${DEMO_PASSWORD}) on the configured database
  node dist/cli.js create-admin <username> [phone]
                                                 the first platform administrator; the password is read from
                                                 ADMIN_PASSWORD (8-20 characters, letters and digits)`;

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (command !== 'seed-demo' && command !== 'create-admin') {
    console.log(usage);
    process.exit(command ? 2 : 0);
  }
  const config = loadConfig({ ...process.env, SEED_DEMO: 'off' });
  // The embedded database takes one process: stop the server first (the lock says so).
  if (!config.DATABASE_URL) process.on('exit', lockDataDir(config.DATA_DIR));
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pglite'),
  });
  try {
    await prepareDatabase(config, database);
    if (command === 'seed-demo') {
      await seedDemo(dataAccessOf(database));
      console.log(`Demo accounts ready (password ${DEMO_PASSWORD}).`);
    } else {
      const [username, phone] = args;
      const password = process.env.ADMIN_PASSWORD ?? '';
      if (!username) throw new Error('a username is required');
      await createAdmin(dataAccessOf(database), { username, password, phone });
      console.log(`Administrator ${username} created.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
