import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/rows';

/**
 * Tables whose writes are not operations anyone reviews, or whose contents must never be copied into the log:
 * sessions and sign-in machinery, outgoing messages, task progress, the server's keys, and the log itself; and an
 * order's own log, an append-only history whose rows already say who did what to which order, when and why (the
 * order's changes themselves are logged). pg-boss and drizzle keep their tables in their own schemas, which are
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
]);

/** Columns naming the account a record belongs to, tried in this order; users belong to their main account. */
const OWNER_COLUMNS = ['owner_id', 'account_id', 'supplier_id'];
const OWNERS_OF: Readonly<Record<string, readonly string[]>> = { users: ['parent_id', 'id'] };

export const TRIGGERS = [
  { name: 'oplog_insert', event: 'INSERT', transition: 'NEW TABLE AS new_rows' },
  { name: 'oplog_update', event: 'UPDATE', transition: 'OLD TABLE AS old_rows NEW TABLE AS new_rows' },
  { name: 'oplog_delete', event: 'DELETE', transition: 'OLD TABLE AS old_rows' },
] as const;

const IDENT = /^[a-z_][a-z0-9_]*$/;
const INTEGER_TYPES = new Set(['smallint', 'integer', 'bigint']);

interface Column {
  table: string;
  column: string;
  type: string;
}

/** The trigger's arguments as pg_get_triggerdef writes them back: the same text means nothing to do. */
const argumentsOf = (owners: string, secrets: string) => `oplog_capture('${owners}', '${secrets}')`;

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
 * Puts the capture triggers on every public table with an integer `id` that is not excluded, and takes them off
 * excluded ones. Idempotent and cheap when nothing changed; runs at every start after migrations, so the tables
 * of later migrations are logged without any code of theirs. An advisory lock keeps concurrent starts apart.
 */
export async function attachOperationLog(db: Db): Promise<AttachResult> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('parcelhub.oplog.attach'))`);
  const columns = await rowsOf<Column>(
    db,
    sql`
      select c.table_name as "table", c.column_name as "column", c.data_type as "type"
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'`,
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

  const integerColumns = new Map<string, Set<string>>();
  const secretColumns = new Map<string, string[]>();
  for (const c of columns) {
    if (isSecretColumn(c.column) && IDENT.test(c.column))
      secretColumns.set(c.table, [...(secretColumns.get(c.table) ?? []), c.column]);
    if (!INTEGER_TYPES.has(c.type)) continue;
    let set = integerColumns.get(c.table);
    if (!set) integerColumns.set(c.table, (set = new Set()));
    set.add(c.column);
  }
  const defs = new Map(existing.map((e) => [`${e.table}.${e.name}`, e.def]));
  const result: AttachResult = { attached: [], detached: [] };

  for (const [table, ints] of integerColumns) {
    if (!IDENT.test(table)) continue; // a table name we would have to quote oddly is not one of ours
    const logged = ints.has('id') && !NOT_LOGGED.has(table);
    let changed = false;
    for (const trigger of TRIGGERS) {
      const def = defs.get(`${table}.${trigger.name}`);
      if (!logged) {
        if (def === undefined) continue;
        await db.execute(sql.raw(`drop trigger if exists "${trigger.name}" on "public"."${table}"`));
        changed = true;
        continue;
      }
      const args = argumentsOf(ownerArgument(table, ints), (secretColumns.get(table) ?? []).sort().join(','));
      if (def?.endsWith(`EXECUTE FUNCTION ${args}`)) continue;
      await db.execute(
        sql.raw(
          `create or replace trigger "${trigger.name}" after ${trigger.event} on "public"."${table}" ` +
            `referencing ${trigger.transition} for each statement execute function ${args}`,
        ),
      );
      changed = true;
    }
    if (changed) (logged ? result.attached : result.detached).push(table);
  }
  return result;
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
