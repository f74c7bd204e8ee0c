import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { attachOperationLog, AUTHOR_MARK, captureTriggerSql, QUIET_MARK, TRIGGERS } from './oplog.attach';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Image = Record<string, unknown> | null;
interface LogRow {
  table_name: string;
  record_id: string;
  action: string;
  before: Image;
  after: Image;
  owner_id: number | null;
}
const rows = async <R>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: R[] }).rows;
const logOf = (table: string) =>
  rows<LogRow>(
    sql`select table_name, record_id::text, action, before, after, owner_id
        from operation_log where table_name = ${table} order by id`,
  );
const shape = (log: LogRow[]) =>
  log.map(({ record_id, action, before, after, owner_id }) => [record_id, action, before, after, owner_id]);

const COLUMNS = `
  id integer primary key, owner_id integer, account_id integer, name text, note varchar(20), qty integer,
  amount numeric(12, 2), ratio numeric, nums numeric[], flag boolean, data jsonb, doc json, tags text[], at timestamptz, day date,
  password_hash text, updated_at timestamptz default now()`;

describe("a table's generated capture", () => {
  it('logs exactly what the generic whole-row capture logs, for any inserts, updates and deletes', async () => {
    // Twins: `gen_twin` gets its generated function from the attach, `generic_twin` the generic one by hand.
    await t.database.exec(`create table gen_twin (${COLUMNS}); create table generic_twin (${COLUMNS});`);
    await attachOperationLog(t.db);
    for (const trigger of TRIGGERS)
      await t.database.exec(
        captureTriggerSql('generic_twin', trigger, `oplog_capture('owner_id,account_id', 'password_hash')`),
      );

    const value = fc.oneof(fc.constant('null'), fc.constantFrom(`'a'`, `'b'`, `''`, `'it''s'`, `'한'`));
    const assignment = fc.oneof(
      value.map((v) => `name = ${v}`),
      value.map((v) => `note = ${v}`),
      fc.constantFrom('qty = null', 'qty = 1', 'qty = qty + 1', 'owner_id = 3', 'owner_id = null', 'account_id = 9'),
      fc.constantFrom(
        'amount = 1.5',
        'amount = 1.50',
        'amount = null',
        'flag = true',
        'flag = null',
        'flag = not flag',
      ),
      fc.constantFrom(`data = '{"k": [1, null]}'`, `data = '{"k": [1, null]}'`, `data = null`, `data = '[]'`),
      fc.constantFrom(`doc = '{"a":1}'`, `doc = '{"a": 1}'`, `doc = null`, `tags = '{x,y}'`, `tags = null`),
      fc.constantFrom(`at = '2026-01-01T00:00:00Z'`, `at = null`, `day = '2026-02-03'`, `updated_at = now()`),
      fc.constantFrom(
        'ratio = 1.0',
        'ratio = 1.00',
        'ratio = null',
        `nums = '{1.0}'`,
        `nums = '{1.00}'`,
        'nums = null',
      ),
      fc.constantFrom(`password_hash = 'h1'`, `password_hash = 'h2'`, `password_hash = null`),
    );
    const statement = fc.oneof(
      fc
        .record({ id: fc.integer({ min: 1, max: 6 }), set: fc.array(assignment, { minLength: 1, maxLength: 4 }) })
        .map(({ id, set }) => ({ kind: 'insert' as const, id, set })),
      fc
        .record({ id: fc.integer({ min: 0, max: 6 }), set: fc.array(assignment, { minLength: 1, maxLength: 4 }) })
        .map(({ id, set }) => ({ kind: 'update' as const, id, set })),
      fc.integer({ min: 0, max: 6 }).map((id) => ({ kind: 'delete' as const, id, set: [] as string[] })),
    );
    // One assignment per column (the last given wins), as SQL requires.
    const distinct = (set: string[]) => [...new Map(set.map((a) => [a.split(' = ')[0], a])).values()].join(', ');
    const where = (id: number) => (id === 0 ? 'true' : `id = ${id}`);
    const run = async (table: string, s: { kind: 'insert' | 'update' | 'delete'; id: number; set: string[] }) => {
      if (s.kind === 'insert') {
        await t.database.exec(`insert into ${table} (id) values (${s.id}) on conflict (id) do nothing`);
        await t.database.exec(`update ${table} set ${distinct(s.set)} where id = ${s.id}`);
      } else if (s.kind === 'update')
        await t.database.exec(`update ${table} set ${distinct(s.set)} where ${where(s.id)}`);
      else await t.database.exec(`delete from ${table} where ${where(s.id)}`);
    };

    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(statement, { minLength: 1, maxLength: 12 }), async (statements) => {
        await t.database.exec(
          `truncate gen_twin, generic_twin; delete from operation_log where table_name like '%_twin'`,
        );
        for (const s of statements) {
          await run('gen_twin', s);
          await run('generic_twin', s);
        }
        const generated = await logOf('gen_twin');
        expect(shape(generated)).toEqual(shape(await logOf('generic_twin')));
        for (const l of generated) seen.add(l.action);
      }),
      { numRuns: 100 },
    );
    expect([...seen].sort()).toEqual(['DELETE', 'INSERT', 'UPDATE']);
  });

  it('leaves out a column its module declares quiet, and an update of nothing else leaves no entry', async () => {
    await t.database.exec(`
      create table leases (id integer primary key, name text, lease_until timestamptz);
      comment on column leases.lease_until is '${QUIET_MARK} a lease, bookkeeping';`);
    expect((await attachOperationLog(t.db)).attached).toContain('leases');
    await t.database.exec(`insert into leases values (1, 'a', now())`);
    await t.database.exec(`update leases set lease_until = now() + interval '1 minute'`);
    await t.database.exec(`update leases set name = 'b', lease_until = null`);
    expect(shape(await logOf('leases'))).toEqual([
      ['1', 'INSERT', null, { id: 1, name: 'a' }, null],
      ['1', 'UPDATE', { name: 'a' }, { name: 'b' }, null],
    ]);
  });

  it('takes an insert’s user from the column its module declares its author when the transaction names none', async () => {
    await t.database.exec(`
      create table authored (id integer primary key, account_id integer, made_by integer, name text);
      comment on column authored.made_by is '${AUTHOR_MARK} who made it';`);
    expect((await attachOperationLog(t.db)).attached).toContain('authored');
    // A transaction naming no actor (a grouped write): each row its own author, its owner the account.
    await t.database.exec(`insert into authored values (1, 10, 11, 'a'), (2, 20, 21, 'b'), (3, 30, null, 'c')`);
    // One naming an actor: the actor, whatever the row says; updates never read the author.
    await t.database.exec(`begin;
      select set_config('parcelhub.user_id', '7', true), set_config('parcelhub.account_id', '8', true);
      insert into authored values (4, 40, 41, 'd');
      commit;
      update authored set name = 'e' where id = 1;`);
    const who = await rows<{ record_id: string; action: string; user_id: number | null; account_id: number | null }>(
      sql`select record_id::text, action, user_id, account_id from operation_log where table_name = 'authored' order by id`,
    );
    expect(who.map((w) => [w.record_id, w.action, w.user_id, w.account_id])).toEqual([
      ['1', 'INSERT', 11, 10],
      ['2', 'INSERT', 21, 20],
      ['3', 'INSERT', null, null],
      ['4', 'INSERT', 7, 8],
      ['1', 'UPDATE', null, null],
    ]);
  });

  it('still logs, whole rows, after a migration drops a column it names, until the next start regenerates it', async () => {
    await t.database.exec(`create table shrinking (id integer primary key, name text, gone text)`);
    await attachOperationLog(t.db);
    await t.database.exec(`insert into shrinking values (1, 'a', 'x')`);
    await t.database.exec(`alter table shrinking drop column gone`);
    await t.database.exec(`update shrinking set name = 'b'`);
    expect((await attachOperationLog(t.db)).attached).toEqual(['shrinking']);
    await t.database.exec(`update shrinking set name = 'c'`);
    expect(shape(await logOf('shrinking'))).toEqual([
      ['1', 'INSERT', null, { id: 1, name: 'a', gone: 'x' }, null],
      ['1', 'UPDATE', { name: 'a' }, { name: 'b' }, null],
      ['1', 'UPDATE', { name: 'b' }, { name: 'c' }, null],
    ]);
  });

  it('takes an insert’s author on the whole-row fallback too', async () => {
    await t.database.exec(`
      create table authored_shrinking (id integer primary key, account_id integer, made_by integer, gone text);
      comment on column authored_shrinking.made_by is '${AUTHOR_MARK} who made it';`);
    await attachOperationLog(t.db);
    await t.database.exec(`alter table authored_shrinking drop column gone`);
    await t.database.exec(`insert into authored_shrinking values (1, 10, 11), (2, 20, null)`);
    await t.database.exec(`begin;
      select set_config('parcelhub.user_id', '7', true), set_config('parcelhub.account_id', '8', true);
      insert into authored_shrinking values (3, 30, 31);
      commit;`);
    const who = await rows<{ record_id: string; user_id: number | null; account_id: number | null }>(
      sql`select record_id::text, user_id, account_id from operation_log
        where table_name = 'authored_shrinking' order by id`,
    );
    expect(who.map((w) => [w.record_id, w.user_id, w.account_id])).toEqual([
      ['1', 11, 10],
      ['2', null, null],
      ['3', 7, 8],
    ]);
  });
});
