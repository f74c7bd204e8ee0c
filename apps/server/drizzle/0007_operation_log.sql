CREATE TABLE "operation_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operation_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"table_name" text NOT NULL,
	"record_id" bigint NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"owner_id" integer,
	"user_id" integer,
	"account_id" integer,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operation_log_action_ck" CHECK ("operation_log"."action" in ('INSERT','UPDATE','DELETE'))
);
--> statement-breakpoint
CREATE INDEX "operation_log_record_idx" ON "operation_log" USING btree ("table_name","record_id","id");--> statement-breakpoint
CREATE INDEX "operation_log_user_idx" ON "operation_log" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "operation_log_created_idx" ON "operation_log" USING btree ("created_at");--> statement-breakpoint
-- Hand-written (drizzle-kit does not manage functions): the operation log's capture, attached to every logged
-- table by the oplog module at each start (modules/oplog/oplog.attach.ts), as three statement-level triggers over
-- the transition tables: one set-based INSERT ... SELECT per statement, so a bulk write pays one statement rather
-- than a trigger call per row.
--   INSERT: `after` holds the new row's fields; DELETE: `before` the old row's; nulls left out.
--   UPDATE: `before` and `after` hold only the fields that changed; an update that changes nothing leaves no entry.
--   created_at and updated_at are left out (noise); secret columns show "******", so the log says that a password
--   changed and never what it holds.
-- TG_ARGV[0]: the owner columns, comma-separated, at most three, the first not null wins; TG_ARGV[1]: the secret
-- columns. The actor comes from the transaction-local settings the data layer makes (platform/db/actor-session.ts);
-- none means the system. OFFSET 0 keeps each row's to_jsonb computed once (the planner would inline it per use).
CREATE OR REPLACE FUNCTION "oplog_capture"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owners text[] := string_to_array(coalesce(TG_ARGV[0], ''), ',');
  secrets text[] := string_to_array(coalesce(TG_ARGV[1], ''), ',');
  ignored text[] := ARRAY['created_at', 'updated_at'];
  masked jsonb := '"******"';
  actor_user integer := nullif(current_setting('parcelhub.user_id', true), '')::integer;
  actor_account integer := nullif(current_setting('parcelhub.account_id', true), '')::integer;
  request text := nullif(current_setting('parcelhub.request_id', true), '');
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO "operation_log" ("table_name", "record_id", "action", "before", "after", "owner_id", "user_id", "account_id", "request_id")
    SELECT TG_TABLE_NAME, (x.a ->> 'id')::bigint, TG_OP, d.b, d.a,
           coalesce((x.a ->> owners[1])::integer, (x.a ->> owners[2])::integer, (x.a ->> owners[3])::integer),
           actor_user, actor_account, request
    FROM (SELECT to_jsonb(o) AS b, to_jsonb(n) AS a FROM old_rows o JOIN new_rows n ON n.id = o.id OFFSET 0) x
    CROSS JOIN LATERAL (
      SELECT jsonb_object_agg(e.key, CASE WHEN e.key = ANY (secrets) AND x.b -> e.key <> 'null' THEN masked ELSE x.b -> e.key END) AS b,
             jsonb_object_agg(e.key, CASE WHEN e.key = ANY (secrets) AND e.value <> 'null' THEN masked ELSE e.value END) AS a
      FROM jsonb_each(x.a) e
      WHERE e.key <> ALL (ignored) AND e.value IS DISTINCT FROM (x.b -> e.key)
    ) d
    WHERE x.a - ignored <> x.b - ignored;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "operation_log" ("table_name", "record_id", "action", "before", "after", "owner_id", "user_id", "account_id", "request_id")
    SELECT TG_TABLE_NAME, (x.r ->> 'id')::bigint, TG_OP, NULL,
           CASE WHEN cardinality(secrets) = 0 THEN jsonb_strip_nulls(x.r) - ignored
                ELSE jsonb_strip_nulls(x.r) - ignored - secrets || coalesce(
                  (SELECT jsonb_object_agg(k, masked) FROM unnest(secrets) k WHERE x.r -> k <> 'null'), '{}') END,
           coalesce((x.r ->> owners[1])::integer, (x.r ->> owners[2])::integer, (x.r ->> owners[3])::integer),
           actor_user, actor_account, request
    FROM (SELECT to_jsonb(n) AS r FROM new_rows n OFFSET 0) x;
  ELSE
    INSERT INTO "operation_log" ("table_name", "record_id", "action", "before", "after", "owner_id", "user_id", "account_id", "request_id")
    SELECT TG_TABLE_NAME, (x.r ->> 'id')::bigint, TG_OP,
           CASE WHEN cardinality(secrets) = 0 THEN jsonb_strip_nulls(x.r) - ignored
                ELSE jsonb_strip_nulls(x.r) - ignored - secrets || coalesce(
                  (SELECT jsonb_object_agg(k, masked) FROM unnest(secrets) k WHERE x.r -> k <> 'null'), '{}') END,
           NULL,
           coalesce((x.r ->> owners[1])::integer, (x.r ->> owners[2])::integer, (x.r ->> owners[3])::integer),
           actor_user, actor_account, request
    FROM (SELECT to_jsonb(o) AS r FROM old_rows o OFFSET 0) x;
  END IF;
  RETURN NULL;
END
$$;
