import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { actingAs } from '../../platform/db/actor-context';
import { dataAccessOf } from '../../platform/db/data-access';
import { attachOperationLog } from './oplog.attach';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface LogRow {
  action: string;
  record_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  owner_id: number | null;
  user_id: number | null;
  account_id: number | null;
  request_id: string | null;
}
const rows = async <R>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: R[] }).rows;
const logOf = (table: string) =>
  rows<LogRow>(
    sql`select action, record_id::text, before, after, owner_id, user_id, account_id, request_id
        from operation_log where table_name = ${table} order by id`,
  );
const images = (log: LogRow[]) => log.map((l) => [l.action, l.before, l.after]);

describe('the capture trigger: what changed, before and after', () => {
  beforeAll(async () => {
    await t.database.exec(`
      create table probes (
        id integer primary key generated always as identity,
        name text not null, note text, data jsonb, password_hash text, reset_token text,
        created_at timestamptz not null default now(), updated_at timestamptz not null default now());`);
    await attachOperationLog(t.db);
  });

  it('an insert: every field it holds; a delete: every field it held; nulls and timestamps left out', async () => {
    await t.database.exec(`insert into probes (name, data) values ('a', '{"k": [1, 2]}')`);
    await t.database.exec(`delete from probes where name = 'a'`);
    const log = await logOf('probes');
    expect(images(log)).toEqual([
      ['INSERT', null, { id: 1, name: 'a', data: { k: [1, 2] } }],
      ['DELETE', { id: 1, name: 'a', data: { k: [1, 2] } }, null],
    ]);
    expect(log[0]!.record_id).toBe('1');
  });

  it('an update: only the fields that changed, a field set to null included', async () => {
    await t.database.exec(`insert into probes (name, note) values ('b', 'n')`);
    await t.database.exec(`update probes set name = 'c', note = null, updated_at = now() + interval '1 s'`);
    await t.database.exec(`update probes set updated_at = now() + interval '2 s'`); // only noise: no entry
    await t.database.exec(`update probes set name = 'c'`); // the same value: no entry
    const log = (await logOf('probes')).filter((l) => l.action === 'UPDATE');
    expect(images(log)).toEqual([['UPDATE', { name: 'b', note: 'n' }, { name: 'c', note: null }]]);
  });

  it('secrets: that they were set or changed, never their value', async () => {
    await t.database.exec(`delete from probes`);
    await t.database.exec(`insert into probes (name, password_hash) values ('s', 'hash-one')`);
    await t.database.exec(`update probes set password_hash = 'hash-two', reset_token = 'tok' where name = 's'`);
    await t.database.exec(`delete from probes where name = 's'`);
    const log = (await logOf('probes')).slice(-3);
    expect(images(log)).toEqual([
      ['INSERT', null, { id: expect.any(Number), name: 's', password_hash: '******' }],
      ['UPDATE', { password_hash: '******', reset_token: null }, { password_hash: '******', reset_token: '******' }],
      ['DELETE', { id: expect.any(Number), name: 's', password_hash: '******', reset_token: '******' }, null],
    ]);
    expect(JSON.stringify(await logOf('probes'))).not.toMatch(/hash-one|hash-two|tok"/);
  });
});

describe('attaching the log to tables', () => {
  it('covers a table created after the migrations, once, with its owner and the actor', async () => {
    await t.database.exec(`
      create table widgets (
        id integer primary key generated always as identity,
        owner_id integer, name text not null, updated_at timestamptz not null default now());
      create table labels (code text primary key, name text);`);
    const first = await attachOperationLog(t.db);
    expect(first.attached).toEqual(['widgets']);
    expect((await attachOperationLog(t.db)).attached).toEqual([]);

    const data = dataAccessOf(t.database);
    // A request id with quotes, a backslash and a statement's end reaches the log as it was (PostgreSQL sends the
    // settings as literals with BEGIN, actor-session.ts).
    const requestId = `req-1'); select 1; -- \\ "한' E'\\x`;
    const actor = { userId: 7, accountId: 5, requestId };
    await actingAs(actor, () => t.db.execute(sql`insert into widgets (owner_id, name) values (5, 'a'), (5, 'b')`));
    await actingAs(actor, () =>
      data.withTransaction(async () => {
        await data.db.execute(sql`update widgets set name = 'c', updated_at = now() where name = 'a'`);
      }),
    );
    await t.db.execute(sql`delete from widgets where name = 'b'`); // the system, after the actor's transaction
    await t.db.execute(sql`insert into labels values ('x', 'y')`);

    const log = await logOf('widgets');
    expect(log.map((l) => l.action)).toEqual(['INSERT', 'INSERT', 'UPDATE', 'DELETE']);
    for (const l of log.slice(0, 3)) expect(l).toMatchObject({ user_id: 7, account_id: 5, request_id: requestId });
    expect(log.every((l) => l.owner_id === 5)).toBe(true);
    expect(images(log.slice(2, 3))).toEqual([['UPDATE', { name: 'a' }, { name: 'c' }]]);
    // Transaction-local: nothing of the actor stays on the connection for the next statement.
    expect(log[3]).toMatchObject({ user_id: null, account_id: null, request_id: null });
    expect(await logOf('labels')).toEqual([]); // no integer id: not logged
  });

  it('takes the triggers off a table that is excluded, and never logs one', async () => {
    await t.database.exec(`create or replace trigger oplog_insert after insert on sessions
      referencing new table as new_rows for each statement execute function oplog_capture('', '')`);
    expect((await attachOperationLog(t.db)).detached).toEqual(['sessions']);
    const triggers = await rows<{ n: number }>(
      sql`select count(*)::int as n from pg_trigger where tgrelid = 'sessions'::regclass and tgname like 'oplog_%'`,
    );
    expect(triggers[0]!.n).toBe(0);
  });

  it('logs nothing for an upsert that changes nothing', async () => {
    await t.database.exec(`create table gadgets (id integer primary key, name text)`);
    await attachOperationLog(t.db);
    const upsert = (name: string) =>
      t.db.execute(sql`insert into gadgets values (1, ${name}) on conflict (id) do update set name = excluded.name`);
    await upsert('a');
    await upsert('a');
    await upsert('b');
    expect(images(await logOf('gadgets'))).toEqual([
      ['INSERT', null, { id: 1, name: 'a' }],
      ['UPDATE', { name: 'a' }, { name: 'b' }],
    ]);
  });
});
