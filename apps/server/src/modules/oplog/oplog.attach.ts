import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/rows';
import { captureFunctionName, captureFunctionSql } from './oplog.capture';

/**
 * Tables whose writes are not operations anyone reviews, or whose contents must never be copied into the log:
 * sessions and sign-in machinery, outgoing messages, task progress, the server's keys, and the log itself; and an
 * order's own log, an append-only history whose rows already say who did what to which order, when and why (the
 * order's changes themselves are logged), and a parcel's tracking events, as append-only (decision 118), with the raw events waiting for a rule (a queue
 * of the same events, moved out when mapped). pg-boss and drizzle keep their tables in their own schemas, which are
 * never logged.
 */
export const NOT_LOGGED: ReadonlySet<string> = new Set([
  'operation_log',
  'sessions',
  'captchas',
  'slider_challenges',
  'login_failures',
  'verification_codes',
  'outbox',
  'download_tasks',
  'server_keys',
  'pricing_state',
  'order_logs',
  'tracking_events',
  'tracking_waiting_events',
]);

/** Columns naming the account a record belongs to, tried in this order; users belong to their main account. */
const OWNER_COLUMNS = ['owner_id', 'account_id', 'supplier_id'];
const OWNERS_OF: Readonly<Record<string, readonly string[]>> = { users: ['parent_id', 'id'] };

export const TRIGGERS = [
  { name: 'oplog_insert', event: 'INSERT', transition: 'NEW TABLE AS new_rows' },
  { name: 'oplog_update', event: 'UPDATE', transition: 'OLD TABLE AS old_rows NEW TABLE AS new_rows' },
  { name: 'oplog_delete', event: 'DELETE', transition: 'OLD TABLE AS old_rows' },
] as const;

/** One of a table's capture triggers, calling `call` (a function and its arguments) after each statement. */
export const captureTriggerSql = (table: string, trigger: (typeof TRIGGERS)[number], call: string) =>
  `create or replace trigger "${trigger.name}" after ${trigger.event} on "public"."${table}" ` +
  `referencing ${trigger.transition} for each statement execute function ${call}`;

const IDENT = /^[a-z_][a-z0-9_]*$/;
const INTEGER_TYPES = new Set(['smallint', 'integer', 'bigint']);

interface Column {
  table: string;
  column: string;
  type: string;
  comment: string | null;
}

/**
 * A column whose comment starts with this is never logged (beyond created_at and updated_at): a lease, a derived
 * copy. The owning module says so in its migration, `COMMENT ON COLUMN t.c IS 'oplog:quiet <why>'`.
 */
export const QUIET_MARK = 'oplog:quiet';

/**
 * The integer column whose comment starts with this names who wrote an inserted row, for an insert whose transaction
 * names no actor (a grouped write of several callers' rows): `COMMENT ON COLUMN t.c IS 'oplog:author <why>'`.
 */
export const AUTHOR_MARK = 'oplog:author';

const digestOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);
/** The comment a generated capture function carries: the digest of its text, so an unchanged one is left alone. */
const stampOf = (text: string) => `oplog:${digestOf(text)}`;

/** The owner columns of a table, as the trigger's argument: those it has, as integers, in order. */
export function ownerArgument(table: string, integerColumns: ReadonlySet<string>): string {
  const candidates = OWNERS_OF[table] ?? OWNER_COLUMNS;
  return candidates.filter((c) => integerColumns.has(c)).join(',');
}

const SECRET = /(^|_)(password|hash|secret|token|private_key)(_|$)/;

/** Columns whose values never reach the log (password hashes, tokens, keys); times such as `password_changed_at` do. */
export const isSecretColumn = (column: string) => SECRET.test(column) && !column.endsWith('_at');

export interface AttachResult {
  attached: string[];
  detached: string[];
}

/**
 * Puts the capture triggers on every public table with an integer `id` that is not excluded, each calling the
 * table's own capture function generated from its columns (oplog.capture.ts), and takes them off excluded ones.
 * Idempotent and cheap when nothing changed (a function whose text is unchanged is left alone); runs at every start
 * after migrations, so the tables of later migrations are logged without any code of theirs. An advisory lock keeps
 * concurrent starts apart.
 */
export async function attachOperationLog(db: Db): Promise<AttachResult> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('parcelhub.oplog.attach'))`);
  const columns = await rowsOf<Column>(
    db,
    sql`
      select c.table_name as "table", c.column_name as "column", c.data_type as "type",
        col_description(format('%I.%I', c.table_schema, c.table_name)::regclass, c.ordinal_position::int) as "comment"
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`,
  );
  const existing = await rowsOf<{ table: string; name: string; def: string }>(
    db,
    sql`
      select c.relname as "table", t.tgname as "name", pg_get_triggerdef(t.oid) as "def"
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and t.tgname in ('oplog_insert', 'oplog_update', 'oplog_delete')`,
  );

  const functions = new Map(
    (
      await rowsOf<{ name: string; stamp: string | null }>(
        db,
        sql`
          select p.proname as "name", obj_description(p.oid, 'pg_proc') as "stamp"
          from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and left(p.proname, 14) = 'oplog_capture_'`,
      )
    ).map((f) => [f.name, f.stamp]),
  );

  const byTable = new Map<string, Column[]>();
  for (const c of columns) byTable.set(c.table, [...(byTable.get(c.table) ?? []), c]);
  const defs = new Map(existing.map((e) => [`${e.table}.${e.name}`, e.def]));
  const result: AttachResult = { attached: [], detached: [] };
  const ddl: string[] = [];

  for (const [table, cols] of byTable) {
    if (!IDENT.test(table) || cols.some((c) => !IDENT.test(c.column))) continue; // not one of ours
    const ints = new Set(cols.filter((c) => INTEGER_TYPES.has(c.type)).map((c) => c.column));
    const logged = ints.has('id') && !NOT_LOGGED.has(table);
    const name = captureFunctionName(table, digestOf);
    let changed = false;
    if (logged) {
      const text = captureFunctionSql(
        {
          table,
          columns: cols.map((c) => ({ name: c.column, type: c.type })),
          owners: ownerArgument(table, ints).split(',').filter(Boolean),
          secrets: cols.filter((c) => isSecretColumn(c.column)).map((c) => c.column),
          quiet: cols.filter((c) => c.comment?.startsWith(QUIET_MARK)).map((c) => c.column),
          author: cols.find((c) => c.comment?.startsWith(AUTHOR_MARK) && ints.has(c.column))?.column,
        },
        name,
      );
      if (functions.get(name) !== stampOf(text)) {
        ddl.push(text, `comment on function "${name}"() is '${stampOf(text)}'`);
        changed = true;
      }
    }
    for (const trigger of TRIGGERS) {
      const def = defs.get(`${table}.${trigger.name}`);
      if (!logged) {
        if (def === undefined) continue;
        ddl.push(`drop trigger if exists "${trigger.name}" on "public"."${table}"`);
        changed = true;
        continue;
      }
      if (def?.endsWith(`EXECUTE FUNCTION ${name}()`)) continue;
      ddl.push(captureTriggerSql(table, trigger, `"${name}"()`));
      changed = true;
    }
    if (!logged && functions.has(name)) ddl.push(`drop function if exists "${name}"()`);
    if (changed) (logged ? result.attached : result.detached).push(table);
  }
  if (ddl.length) await db.execute(sql.raw(inOneStatement(ddl)));
  return result;
}

/**
 * Statements as one `DO` block, each run by EXECUTE from a dollar-quoted literal: one round trip for the lot
 * (a fresh database attaches dozens of tables; on PGlite each statement sent costs about a millisecond).
 */
function inOneStatement(statements: readonly string[]): string {
  const body = statements.map((s) => {
    if (s.includes('$ddl$')) throw new Error('oplog attach: a statement holds $ddl$');
    return `EXECUTE $ddl$${s}$ddl$;`;
  });
  return `DO $attach$ BEGIN\n${body.join('\n')}\nEND $attach$`;
}

/** The tables whose writes are logged now (the operation log screen's filter). */
export async function loggedTables(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ table: string }>(
    db,
    sql`
      select distinct c.relname as "table"
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and t.tgname = 'oplog_insert'
      order by 1`,
  );
  return rows.map((r) => r.table);
}
