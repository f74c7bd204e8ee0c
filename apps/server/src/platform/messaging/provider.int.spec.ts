import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/helpers/test-db';
import { runMigrations } from '../db/migrate';
import type { Database } from '../db/client';
import { createOutboxProvider } from './provider';
import { outbox } from './outbox.tables';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await runMigrations(database);
});
afterAll(() => drop());

/** A logger that keeps what it was given. */
function recordingLog() {
  const lines: unknown[] = [];
  const log = { info: (obj: unknown, msg?: string) => lines.push({ obj, msg }) } as unknown as FastifyBaseLogger;
  return { log, text: () => JSON.stringify(lines) };
}

const message = (recipient: string) => ({
  channel: 'SMS' as const,
  recipient,
  purpose: 'REGISTER',
  body: '【Parcelhub】您的验证码为 482913，5 分钟内有效',
});

describe('outbox provider', () => {
  it('keeps the code out of the log in production, and in the outbox table', async () => {
    const { log, text } = recordingLog();
    await createOutboxProvider(database.db, log, { logBodies: false }).send(message('13900000001'));
    expect(text()).toContain('13900000001');
    expect(text()).not.toContain('482913');
    const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, '13900000001'));
    expect(row?.body).toContain('482913');
  });

  it('logs bodies for a developer, and decides by NODE_ENV unless told', async () => {
    const dev = recordingLog();
    await createOutboxProvider(database.db, dev.log, { logBodies: true }).send(message('13900000002'));
    expect(dev.text()).toContain('482913');
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const prod = recordingLog();
      await createOutboxProvider(database.db, prod.log).send(message('13900000003'));
      expect(prod.text()).not.toContain('482913');
    } finally {
      process.env.NODE_ENV = before;
    }
  });
});
