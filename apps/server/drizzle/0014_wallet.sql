-- The wallet as a double-entry ledger (issue 8), written by hand to match modules/wallet/wallet.tables.ts, with what
-- drizzle does not declare: the deferred check that every journal entry's lines sum to zero, and the triggers that
-- keep entries and lines append-only. See docs/decisions.md ("The wallet ledger").
CREATE TABLE "ledger_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer,
	"kind" text NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_kind_ck" CHECK ("ledger_accounts"."kind" in ('AVAILABLE','DEPOSIT','REVENUE','SUPPLIER_PAYABLE','CASH','PAYMENT_CLEARING')),
	CONSTRAINT "ledger_accounts_owner_ck" CHECK (("ledger_accounts"."kind" in ('AVAILABLE','DEPOSIT')) = ("ledger_accounts"."account_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_balances" (
	"ledger_account_id" integer NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"balance" numeric(18, 2) DEFAULT '0' NOT NULL,
	"credit_limit" numeric(18, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_balances_ledger_account_id_shard_pk" PRIMARY KEY("ledger_account_id","shard"),
	CONSTRAINT "ledger_balances_floor_ck" CHECK ("ledger_balances"."credit_limit" is null or "ledger_balances"."balance" >= -"ledger_balances"."credit_limit"),
	CONSTRAINT "ledger_balances_credit_limit_ck" CHECK ("ledger_balances"."credit_limit" is null or "ledger_balances"."credit_limit" >= 0),
	CONSTRAINT "ledger_balances_shard_ck" CHECK ("ledger_balances"."shard" >= 0 and "ledger_balances"."shard" < 64)
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journal_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"account_id" integer,
	"amount" numeric(18, 2) NOT NULL,
	"order_id" integer,
	"order_no" text,
	"remark" text DEFAULT '' NOT NULL,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_type_ck" CHECK ("journal_entries"."type" in ('RECHARGE','ORDER_CHARGE','WEIGHT_ADJUSTMENT','REFUND','DEPOSIT','MANUAL_ADJUSTMENT')),
	CONSTRAINT "journal_entries_key_ck" CHECK (length("journal_entries"."idempotency_key") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"entry_id" integer NOT NULL,
	"line_no" smallint NOT NULL,
	"ledger_account_id" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"balance_after" numeric(18, 2),
	CONSTRAINT "journal_lines_entry_id_line_no_pk" PRIMARY KEY("entry_id","line_no"),
	CONSTRAINT "journal_lines_amount_ck" CHECK ("journal_lines"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "credit_limit_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_limit_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"before" numeric(18, 2) NOT NULL,
	"after" numeric(18, 2) NOT NULL,
	"changed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharge_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recharge_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recharge_no" text NOT NULL,
	"account_id" integer NOT NULL,
	"created_by" integer,
	"operate_type" text NOT NULL,
	"pay_type" text NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"fee" numeric(18, 2) DEFAULT '0' NOT NULL,
	"pay_amount" numeric(18, 2) NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"voucher_file_id" integer,
	"provider_reference" text,
	"entry_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recharge_requests_operate_type_ck" CHECK ("recharge_requests"."operate_type" in ('ONLINE','OFFLINE')),
	CONSTRAINT "recharge_requests_status_ck" CHECK ("recharge_requests"."status" in ('PENDING','SUCCESS','REJECTED')),
	CONSTRAINT "recharge_requests_amount_ck" CHECK ("recharge_requests"."amount" > 0 and "recharge_requests"."fee" >= 0 and "recharge_requests"."pay_amount" = "recharge_requests"."amount" + "recharge_requests"."fee"),
	CONSTRAINT "recharge_requests_offline_fee_ck" CHECK ("recharge_requests"."operate_type" = 'ONLINE' or "recharge_requests"."fee" = 0),
	CONSTRAINT "recharge_requests_credited_ck" CHECK (("recharge_requests"."status" = 'SUCCESS') = ("recharge_requests"."entry_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD CONSTRAINT "ledger_balances_ledger_account_id_ledger_accounts_id_fk" FOREIGN KEY ("ledger_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_ledger_account_id_ledger_accounts_id_fk" FOREIGN KEY ("ledger_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_limit_changes" ADD CONSTRAINT "credit_limit_changes_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_requests" ADD CONSTRAINT "recharge_requests_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_requests" ADD CONSTRAINT "recharge_requests_voucher_file_id_files_id_fk" FOREIGN KEY ("voucher_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_requests" ADD CONSTRAINT "recharge_requests_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_requests" ADD CONSTRAINT "recharge_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_customer_uq" ON "ledger_accounts" USING btree ("account_id","kind","currency") WHERE "ledger_accounts"."account_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_platform_uq" ON "ledger_accounts" USING btree ("kind","currency") WHERE "ledger_accounts"."account_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_key_uq" ON "journal_entries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "journal_entries_account_idx" ON "journal_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "journal_entries_order_idx" ON "journal_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "journal_entries_created_idx" ON "journal_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "journal_lines_account_idx" ON "journal_lines" USING btree ("ledger_account_id","entry_id");--> statement-breakpoint
CREATE INDEX "credit_limit_changes_account_idx" ON "credit_limit_changes" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_requests_no_uq" ON "recharge_requests" USING btree ("recharge_no");--> statement-breakpoint
CREATE INDEX "recharge_requests_account_idx" ON "recharge_requests" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "recharge_requests_status_idx" ON "recharge_requests" USING btree ("status","id");--> statement-breakpoint
-- Hand-written. An entry balances: at least two lines, summing to zero. Checked at commit (deferred), once the
-- posting has written the entry and all its lines, for every entry written and every line added; raised as a
-- check violation (23514) naming the constraint journal_entry_balanced.
CREATE OR REPLACE FUNCTION "journal_entry_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry integer;
  total numeric;
  lines integer;
BEGIN
  -- Each branch is planned only when it runs: NEW has no `id` on a line, no `entry_id` on an entry.
  IF TG_TABLE_NAME = 'journal_entries' THEN
    entry := NEW.id;
  ELSE
    entry := NEW.entry_id;
  END IF;
  SELECT coalesce(sum(l.amount), 0), count(*) INTO total, lines FROM journal_lines l WHERE l.entry_id = entry;
  IF lines < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'journal entry % does not balance: % lines summing to %', entry, lines, total
      USING ERRCODE = 'check_violation', CONSTRAINT = 'journal_entry_balanced';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "journal_entries_balanced" AFTER INSERT ON "journal_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "journal_entry_balanced"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "journal_lines_balanced" AFTER INSERT ON "journal_lines"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "journal_entry_balanced"();
--> statement-breakpoint
-- The journal is append-only: a mistake is corrected by a new entry, never by changing or removing one.
CREATE OR REPLACE FUNCTION "ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER "journal_entries_append_only" BEFORE UPDATE OR DELETE ON "journal_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();
--> statement-breakpoint
CREATE TRIGGER "journal_lines_append_only" BEFORE UPDATE OR DELETE ON "journal_lines"
  FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();
--> statement-breakpoint
CREATE TRIGGER "journal_entries_no_truncate" BEFORE TRUNCATE ON "journal_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();
--> statement-breakpoint
CREATE TRIGGER "journal_lines_no_truncate" BEFORE TRUNCATE ON "journal_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();
