/**
 * A logged table's own capture function, generated from its columns. It writes what the generic `oplog_capture`
 * (migration 0007) writes, but names each column: an update compares the typed columns and turns only those that
 * changed into JSON, where the generic one turns both whole rows into JSON first (for a wide row, most of the
 * trigger's cost). An insert or delete builds its image from the columns directly.
 *
 * A column the function names may be dropped by a later migration before the next start regenerates it; the
 * function then falls back to the generic whole-row capture for that statement (`undefined_column`), so a
 * migration's own writes never fail for the log's sake.
 */

export interface CaptureColumn {
  name: string;
  /** information_schema's data_type. */
  type: string;
}

export interface CaptureSpec {
  table: string;
  columns: readonly CaptureColumn[];
  /** Owner columns, the first not null wins (at most three). */
  owners: readonly string[];
  /** Columns whose values show as "******". */
  secrets: readonly string[];
  /** Columns never logged, beyond created_at and updated_at: a lease, a derived copy (declared by column comment). */
  quiet: readonly string[];
  /**
   * The integer column naming the user who wrote an inserted row (declared by column comment): the log's user for an
   * insert whose transaction names none, as a grouped write mixing several callers' rows does; the account then is
   * the row's owner.
   */
  author?: string;
}

/** Timestamps every table keeps: noise in a log that already says when. */
export const NOISE_COLUMNS: readonly string[] = ['created_at', 'updated_at'];

/**
 * Types compared as they are; json as jsonb, and anything else (arrays, geometric types) by its JSON, as the generic
 * capture compares every column, so both call the same updates changes.
 */
const COMPARABLE = new Set([
  'text',
  'character varying',
  'character',
  'smallint',
  'integer',
  'bigint',
  'numeric',
  'real',
  'double precision',
  'boolean',
  'date',
  'timestamp with time zone',
  'timestamp without time zone',
  'time without time zone',
  'interval',
  'jsonb',
  'uuid',
  'bytea',
]);

const IDENT = /^[a-z_][a-z0-9_]*$/;
const q = (name: string) => {
  if (!IDENT.test(name)) throw new Error(`oplog capture: ${name} needs quoting`);
  return `"${name}"`;
};
const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const MASK = `'"******"'::jsonb`;

/** The function's name: `oplog_capture_<table>`, or a digest where that would pass Postgres's 63 characters. */
export function captureFunctionName(table: string, digest: (s: string) => string): string {
  const name = `oplog_capture_${table}`;
  return name.length <= 63 ? name : `oplog_capture_${digest(table).slice(0, 16)}`;
}

/** `<alias>.<column>` as compared: itself, or its JSON where its type's equality is not the JSON's. */
function comparable(alias: string, c: CaptureColumn): string {
  const col = `${alias}.${q(c.name)}`;
  if (COMPARABLE.has(c.type)) return col;
  return c.type === 'json' ? `${col}::jsonb` : `to_jsonb(${col})`;
}

/** The JSON of a row's column, masked when secret (a null stays null). */
function valueOf(alias: string, c: CaptureColumn, secret: boolean): string {
  const col = `${alias}.${q(c.name)}`;
  return secret ? `CASE WHEN ${col} IS NULL THEN 'null'::jsonb ELSE ${MASK} END` : `to_jsonb(${col})`;
}

/** A row's image: every logged column, nulls left out (jsonb_build_object takes at most 50 pairs, so in parts). */
function imageOf(alias: string, columns: readonly CaptureColumn[], secrets: ReadonlySet<string>): string {
  const parts: string[] = [];
  for (let i = 0; i < columns.length; i += 50) {
    const pairs = columns
      .slice(i, i + 50)
      .map(
        (c) =>
          `${lit(c.name)}, ${secrets.has(c.name) ? `CASE WHEN ${alias}.${q(c.name)} IS NOT NULL THEN ${MASK} END` : `${alias}.${q(c.name)}`}`,
      );
    parts.push(`jsonb_build_object(${pairs.join(', ')})`);
  }
  return `jsonb_strip_nulls(${parts.length ? parts.join(' || ') : `'{}'::jsonb`})`;
}

const ownerOf = (alias: string, owners: readonly string[]) =>
  owners.length ? `coalesce(${owners.map((o) => `${alias}.${q(o)}::integer`).join(', ')})` : 'NULL::integer';

const LOG_COLUMNS = `"table_name", "record_id", "action", "before", "after", "owner_id", "user_id", "account_id", "request_id"`;

/** The generic whole-row capture (migration 0007's), for a statement that meets a column dropped since. */
function genericFallback(spec: CaptureSpec): string {
  const owners = `string_to_array(${lit(spec.owners.join(','))}, ',')`;
  const secrets = `string_to_array(${lit(spec.secrets.join(','))}, ',')`;
  const ignored = `ARRAY[${[...NOISE_COLUMNS, ...spec.quiet].map(lit).join(', ')}]::text[]`;
  const owner = (x: string) =>
    `coalesce((${x} ->> (${owners})[1])::integer, (${x} ->> (${owners})[2])::integer, (${x} ->> (${owners})[3])::integer)`;
  // The author read from the row's JSON (the column may be the one dropped).
  const insertedBy = (x: string) => whoInserted(spec.author && `(${x} ->> ${lit(spec.author)})::integer`, owner(x));
  const image = (x: string) =>
    `jsonb_strip_nulls(${x}) - ${ignored} - ${secrets} || coalesce((SELECT jsonb_object_agg(k, ${MASK}) FROM unnest(${secrets}) k WHERE ${x} -> k <> 'null'), '{}')`;
  return `
      IF TG_OP = 'UPDATE' THEN
        INSERT INTO "operation_log" (${LOG_COLUMNS})
        SELECT TG_TABLE_NAME, (x.a ->> 'id')::bigint, TG_OP, d.b, d.a, ${owner('x.a')}, actor_user, actor_account, request
        FROM (SELECT to_jsonb(o) AS b, to_jsonb(n) AS a FROM old_rows o JOIN new_rows n ON n.id = o.id OFFSET 0) x
        CROSS JOIN LATERAL (
          SELECT jsonb_object_agg(e.key, CASE WHEN e.key = ANY (${secrets}) AND x.b -> e.key <> 'null' THEN ${MASK} ELSE x.b -> e.key END) AS b,
                 jsonb_object_agg(e.key, CASE WHEN e.key = ANY (${secrets}) AND e.value <> 'null' THEN ${MASK} ELSE e.value END) AS a
          FROM jsonb_each(x.a) e
          WHERE e.key <> ALL (${ignored}) AND e.value IS DISTINCT FROM (x.b -> e.key)
        ) d
        WHERE x.a - ${ignored} <> x.b - ${ignored};
      ELSIF TG_OP = 'INSERT' THEN
        INSERT INTO "operation_log" (${LOG_COLUMNS})
        SELECT TG_TABLE_NAME, (x.r ->> 'id')::bigint, TG_OP, NULL, ${image('x.r')}, ${owner('x.r')}, ${insertedBy('x.r')}
        FROM (SELECT to_jsonb(n) AS r FROM new_rows n OFFSET 0) x;
      ELSE
        INSERT INTO "operation_log" (${LOG_COLUMNS})
        SELECT TG_TABLE_NAME, (x.r ->> 'id')::bigint, TG_OP, ${image('x.r')}, NULL, ${owner('x.r')}, actor_user, actor_account, request
        FROM (SELECT to_jsonb(o) AS r FROM old_rows o OFFSET 0) x;
      END IF;`;
}

/**
 * The columns of a row that an update changed, as one object of `<alias>`'s values: one expression, where a union of
 * one sub-select per column was a plan of about a hundred nodes (5 ms to plan, which a connection does again for its
 * first executions of a function). Once planned the two cost the same (`bench/src/oplog-capture.ts`). A column
 * compares typed (`comparable`); unchanged, it adds nothing.
 */
function changedObject(alias: string, columns: readonly CaptureColumn[], secrets: ReadonlySet<string>): string {
  if (columns.length === 0) return `'{}'::jsonb`;
  return columns
    .map(
      (c) =>
        `CASE WHEN ${comparable('o', c)} IS DISTINCT FROM ${comparable('n', c)} ` +
        `THEN jsonb_build_object(${lit(c.name)}, ${valueOf(alias, c, secrets.has(c.name))}) ELSE '{}'::jsonb END`,
    )
    .join('\n          || ');
}

/**
 * Who wrote an inserted row (the log's user, account and request): the transaction's actor, or else the row's author
 * (an integer expression; none when the table declares no author column) and its owner.
 */
function whoInserted(author: string | undefined, owner: string): string {
  if (!author) return 'actor_user, actor_account, request';
  return (
    `coalesce(actor_user, ${author}), ` +
    `CASE WHEN actor_user IS NULL AND ${author} IS NOT NULL THEN ${owner} ELSE actor_account END, request`
  );
}

/** `CREATE OR REPLACE FUNCTION <name>()`: the table's capture, for its three statement-level triggers. */
export function captureFunctionSql(spec: CaptureSpec, name: string): string {
  const skip = new Set([...NOISE_COLUMNS, ...spec.quiet]);
  const secrets = new Set(spec.secrets);
  const logged = spec.columns.filter((c) => !skip.has(c.name));
  const diff = (alias: string) => changedObject(alias, logged, secrets);
  const inserter = whoInserted(spec.author && `n.${q(spec.author)}::integer`, ownerOf('n', spec.owners));
  return `CREATE OR REPLACE FUNCTION ${q(name)}() RETURNS trigger LANGUAGE plpgsql AS $capture$
DECLARE
  actor_user integer := nullif(current_setting('parcelhub.user_id', true), '')::integer;
  actor_account integer := nullif(current_setting('parcelhub.account_id', true), '')::integer;
  request text := nullif(current_setting('parcelhub.request_id', true), '');
BEGIN
  BEGIN
    IF TG_OP = 'UPDATE' THEN
      INSERT INTO "operation_log" (${LOG_COLUMNS})
      SELECT TG_TABLE_NAME, d.id, TG_OP, d.b, d.a, d.owner, actor_user, actor_account, request
      FROM (
        SELECT n."id"::bigint AS id, ${ownerOf('n', spec.owners)} AS owner, ${diff('o')} AS b, ${diff('n')} AS a
        FROM old_rows o JOIN new_rows n ON n."id" = o."id"
        OFFSET 0 -- each row's changes worked out once, not again for the filter
      ) d
      WHERE d.a <> '{}'::jsonb;
    ELSIF TG_OP = 'INSERT' THEN
      INSERT INTO "operation_log" (${LOG_COLUMNS})
      SELECT TG_TABLE_NAME, n."id"::bigint, TG_OP, NULL, ${imageOf('n', logged, secrets)}, ${ownerOf('n', spec.owners)}, ${inserter}
      FROM new_rows n;
    ELSE
      INSERT INTO "operation_log" (${LOG_COLUMNS})
      SELECT TG_TABLE_NAME, o."id"::bigint, TG_OP, ${imageOf('o', logged, secrets)}, NULL, ${ownerOf('o', spec.owners)}, actor_user, actor_account, request
      FROM old_rows o;
    END IF;
  EXCEPTION WHEN undefined_column THEN${genericFallback(spec)}
  END;
  RETURN NULL;
END
$capture$`;
}
