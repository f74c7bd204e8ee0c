import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/helpers/test-db';
import { pgMessages } from '../../../test/helpers/pg-messages';
import { actingAs } from './actor-context';
import type { Database } from './client';
import { dataAccessOf, type DataAccess } from './data-access';
import { inlineParameters, MAX_INLINE_CHARS } from './inline-parameters';

let database: Database;
let drop: () => Promise<void>;
let data: DataAccess;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.exec(`create table inline_probe (
    id serial primary key,
    n int not null check (n >= 0),
    label text,
    who text default current_setting('parcelhub.user_id', true),
    at timestamptz
  )`);
  data = dataAccessOf(database);
});
afterAll(() => drop());

const escapeLiteral = (v: string) => pg.Client.prototype.escapeLiteral.call(null, v);
const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await data.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe('a value written in reads back as the same value sent as a parameter', () => {
  const value = fc.oneof(
    fc.string({ unit: 'binary' }).filter((s) => !s.includes('\0')),
    fc.string({ unit: fc.constantFrom("'", '\\', '$', '1', 'E', '"', '-', '*', '/', ';', ' ', 'é', '中') }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer(),
    fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }),
    fc.boolean(),
    fc.constant(null),
  );

  it('as text, on this database', async () => {
    await fc.assert(
      fc.asyncProperty(value, value, async (a, b) => {
        const text = 'select $1::text as a, $2::text as b';
        const inlined = inlineParameters(text, [a, b], escapeLiteral)!;
        // Every value goes as its text, as pg sends it (PGlite's driver takes only text for a text parameter).
        const param = (v: unknown) => (v === null ? null : String(v));
        const [sent] = await rowsOf(sql`select ${param(a)}::text as a, ${param(b)}::text as b`);
        const [written] = await rowsOf(sql.raw(inlined));
        expect(written).toEqual(sent);
      }),
      { numRuns: 300 },
    );
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('a lone write with an actor on PostgreSQL', () => {
  const actor = { userId: 42, accountId: 7, requestId: 'inline-test' };

  const messages = pgMessages;

  it('goes in one message with its BEGIN, the actor and COMMIT, and the actor reaches the row', async () => {
    const sent = await messages(() =>
      actingAs(actor, () => data.db.execute(sql`insert into inline_probe (n, label) values (${1}, ${"it's $1"})`)),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^begin; select set_config\(.*; insert into inline_probe .*; commit$/s);
    const [row] = await rowsOf(sql`select n, label, who from inline_probe order by id desc limit 1`);
    expect(row).toEqual({ n: 1, label: "it's $1", who: '42' });
  });

  it('answers what the statement returns, in drizzle’s row mode', async () => {
    const rows = await actingAs(actor, () =>
      data.db.execute(sql`insert into inline_probe (n, label) values (${2}, ${'two'}) returning n, label, who`),
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ n: 2, label: 'two', who: '42' }]);
  });

  it('writes a date in as the text pg would send, and it reads back as the same instant', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    const sent = await messages(() =>
      actingAs(actor, () => data.db.execute(sql`insert into inline_probe (n, at) values (${3}, ${at})`)),
    );
    expect(sent).toHaveLength(1);
    const [row] = await rowsOf(
      sql`select who, at = ${at.toISOString()}::timestamptz as same from inline_probe where n = 3`,
    );
    expect(row).toEqual({ who: '42', same: true });
    await fc.assert(
      fc.asyncProperty(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }),
        async (d) => {
          const text = 'select extract(epoch from $1::timestamptz)::text as t';
          const [written] = await rowsOf(sql.raw(inlineParameters(text, [d], escapeLiteral)!));
          const [sentAsParameter] = await rowsOf(sql`select extract(epoch from ${d}::timestamptz)::text as t`);
          expect(written).toEqual(sentAsParameter);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('a value it does not write in (a buffer) goes as a parameter, between BEGIN and COMMIT', async () => {
    const sent = await messages(() =>
      actingAs(actor, () =>
        data.db.execute(
          sql`insert into inline_probe (n, label) values (${3}, encode(${Buffer.from('y')}::bytea, 'escape'))`,
        ),
      ),
    );
    expect(sent).toHaveLength(3);
    const [row] = await rowsOf(sql`select who, label from inline_probe where n = 3 and label = 'y'`);
    expect(row).toEqual({ who: '42', label: 'y' });
  });

  it('a large value goes as a parameter too (the server reads it as it is, not through its lexer)', async () => {
    const label = `big ${'z'.repeat(MAX_INLINE_CHARS)}`;
    const sent = await messages(() =>
      actingAs(actor, () => data.db.execute(sql`insert into inline_probe (n, label) values (${4}, ${label})`)),
    );
    expect(sent).toHaveLength(3);
    const [row] = await rowsOf(sql`select who, length(label) as size from inline_probe where n = 4`);
    expect(row).toEqual({ who: '42', size: label.length });
  });

  it('a refused write fails with the database’s error and leaves no transaction open behind it', async () => {
    const refused = actingAs(actor, () => data.db.execute(sql`insert into inline_probe (n) values (${-1})`));
    await expect(refused).rejects.toMatchObject({ cause: { code: '23514' } });
    const [stuck] = await rowsOf(
      sql`select count(*)::int as c from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
    );
    expect(stuck).toEqual({ c: 0 });
    // Every pooled connection is usable afterwards (one left in an aborted transaction would refuse these).
    for (let i = 0; i < 20; i++) {
      await actingAs(actor, () => data.db.execute(sql`insert into inline_probe (n, label) values (${4}, ${'after'})`));
    }
    const [count] = await rowsOf(sql`select count(*)::int as c from inline_probe where label = 'after'`);
    expect(count).toEqual({ c: 20 });
  });
  it('a transaction sends its first statement with its BEGIN and the actor: one round trip fewer', async () => {
    // A statement not sent before (plan-cache.ts prepares one from its third use: plan-cache.int.spec.ts).
    const sent = await messages(() =>
      actingAs(actor, () =>
        data.withTransaction(async () => {
          await data.db.execute(sql`insert into inline_probe (label, n) values (${'first'}, ${5})`);
          await data.db.execute(sql`insert into inline_probe (label, n) values (${'second'}, ${5})`);
        }),
      ),
    );
    expect(sent).toHaveLength(3);
    expect(sent[0]).toMatch(/^begin; select set_config\(.*; insert into inline_probe .*'first'/s);
    expect(sent[2]).toMatch(/; commit$/);
    const rows = await rowsOf(sql`select label, who from inline_probe where n = 5 order by id`);
    expect(rows).toEqual([
      { label: 'first', who: '42' },
      { label: 'second', who: '42' },
    ]);
  });

  it('a transaction whose first statement fails, or cannot be written in, ends as it should', async () => {
    const refused = actingAs(actor, () =>
      data.withTransaction(async () => {
        await data.db.execute(sql`insert into inline_probe (n) values (${-1})`);
      }),
    );
    await expect(refused).rejects.toMatchObject({ cause: { code: '23514' } });
    const sent = await messages(() =>
      actingAs(actor, () =>
        data.withTransaction(async () => {
          await data.db.execute(
            sql`insert into inline_probe (n, label) values (${6}, encode(${Buffer.from('x')}::bytea, 'escape'))`,
          );
          await data.db.execute(sql`insert into inline_probe (n, label) values (${6}, ${'after a buffer'})`);
        }),
      ),
    );
    expect(sent).toHaveLength(4); // BEGIN with the actor, the buffer's statement, the next, COMMIT
    const rows = await rowsOf(sql`select who, label from inline_probe where n = 6 order by id`);
    expect(rows).toEqual([
      { who: '42', label: 'x' },
      { who: '42', label: 'after a buffer' },
    ]);
    const [stuck] = await rowsOf(
      sql`select count(*)::int as c from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
    );
    expect(stuck).toEqual({ c: 0 });
  });
});
