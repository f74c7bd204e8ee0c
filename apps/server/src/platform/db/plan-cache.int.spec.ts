import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/helpers/test-db';
import { pgMessages } from '../../../test/helpers/pg-messages';
import { actingAs } from './actor-context';
import type { Database } from './client';
import { dataAccessOf, type DataAccess } from './data-access';

/** PostgreSQL only: prepared statements for the writes a server repeats (plan-cache.ts). */
describe.runIf(Boolean(process.env.DATABASE_URL))('the plan cache on PostgreSQL', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let data: DataAccess;
  const actor = { userId: 42, accountId: 7, requestId: 'plan-cache-test' };

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await database.exec(`create table plan_probe (
      id serial primary key,
      n int not null check (n >= 0),
      label text,
      who text default current_setting('parcelhub.user_id', true)
    )`);
    data = dataAccessOf(database);
  });
  afterAll(() => drop());

  const messages = pgMessages;

  const rowsOf = async (query: ReturnType<typeof sql>) =>
    ((await data.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

  it('prepares a lone write from its third use, once a connection, and runs it as EXECUTE in its one message', async () => {
    const sent = await messages(async () => {
      for (let i = 0; i < 12; i++)
        await actingAs(actor, () =>
          data.db.execute(sql`insert into plan_probe (n, label) values (${i}, ${`it's ${i}`})`),
        );
    });
    const prepares = sent.filter((m) => m.startsWith('prepare phx_'));
    const writes = sent.filter((m) => !m.startsWith('prepare'));
    expect(writes).toHaveLength(12);
    expect(writes.slice(0, 2).every((m) => /insert into plan_probe/.test(m) && !m.includes('execute'))).toBe(true);
    expect(
      writes.slice(2).every((m) => /; execute phx_[0-9a-f]{24}\('\d+', 'it''s \d+'\); select current_setting/.test(m)),
    ).toBe(true);
    // One PREPARE per connection the pool handed out, at most its size (5).
    expect(prepares.length).toBeGreaterThanOrEqual(1);
    expect(prepares.length).toBeLessThanOrEqual(5);
    const rows = await rowsOf(sql`select n, label, who from plan_probe order by n`);
    expect(rows).toHaveLength(12);
    expect(rows.every((r, i) => r.n === i && r.label === `it's ${i}` && r.who === '42')).toBe(true);
  });

  it('never PREPAREs a hot write whose values cannot be written in (a buffer): it keeps the driver parameters', async () => {
    const sent = await messages(async () => {
      for (let i = 0; i < 5; i++)
        await actingAs(actor, () =>
          data.db.execute(
            sql`insert into plan_probe (n, label) values (${100 + i}, encode(${Buffer.from('b')}::bytea, 'escape'))`,
          ),
        );
    });
    expect(sent.filter((m) => m.startsWith('prepare'))).toEqual([]);
    expect(await rowsOf(sql`select count(*)::int as n from plan_probe where n >= 100 and label = 'b'`)).toEqual([
      { n: 5 },
    ]);
  });

  it('a prepared write refused by the database answers its error and leaves no connection in a transaction', async () => {
    for (let i = 0; i < 4; i++)
      await actingAs(actor, () => data.db.execute(sql`update plan_probe set n = ${i} where id = ${-1}`));
    const refused = actingAs(actor, () => data.db.execute(sql`update plan_probe set n = ${-5} where n = ${3}`));
    await expect(refused).rejects.toMatchObject({ cause: { code: '23514' } });
    const states = await Promise.all(
      Array.from({ length: 5 }, () => rowsOf(sql`select now() = statement_timestamp() as idle`)),
    );
    expect(states.every(([r]) => r?.idle === true)).toBe(true);
    await actingAs(actor, () => data.db.execute(sql`update plan_probe set n = ${30} where n = ${3}`));
    expect(await rowsOf(sql`select n from plan_probe where n = 30`)).toHaveLength(1);
  });

  it('names a repeated write or lock inside a transaction for the driver to prepare, never a plain read', async () => {
    const held = await actingAs(actor, () =>
      data.withTransaction(async () => {
        for (const i of [0, 1, 2, 4]) {
          await rowsOf(sql`select id from plan_probe where n = ${i} for update`);
          await rowsOf(sql`select id from plan_probe where n = ${i}`);
          await data.db.execute(sql`update plan_probe set label = ${'again'} where n = ${i}`);
        }
        return rowsOf(sql`select name, statement from pg_prepared_statements order by name`);
      }),
    );
    const statements = held.map((r) => `${String(r.name)} ${String(r.statement)}`);
    expect(statements.some((s) => /^php_\w+ select id from plan_probe where n = \$1 for update$/.test(s))).toBe(true);
    expect(statements.some((s) => /^php_\w+ update plan_probe set label = \$1 where n = \$2$/.test(s))).toBe(true);
    expect(statements.some((s) => /where n = \$1$/.test(s))).toBe(false);
    expect(await rowsOf(sql`select count(*)::int as n from plan_probe where label = 'again'`)).toEqual([{ n: 4 }]);
  });
});
