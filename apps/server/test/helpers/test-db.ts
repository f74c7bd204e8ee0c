import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/platform/db/client';

/**
 * A database of the test file's own: an in-memory PGlite, or, when DATABASE_URL is set, a fresh PostgreSQL
 * database created beside the one the URL names and dropped afterwards. Files can run in parallel.
 */
export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({});
    return { database, drop: () => database.close() };
  }
  const name = `ph_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: own.toString(), poolSize: 5 });
  return {
    database,
    url: own.toString(),
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
