-- Order rules (issue 8), written by hand to match modules/order-rules/order-rules.tables.ts.
CREATE TABLE "order_rule_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_rule_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"status" text DEFAULT 'ENABLED' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_rule_groups_status_ck" CHECK ("order_rule_groups"."status" in ('ENABLED','DISABLED')),
	CONSTRAINT "order_rule_groups_sort_ck" CHECK ("order_rule_groups"."sort" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"strategy_type" text NOT NULL,
	"status" text DEFAULT 'ENABLED' NOT NULL,
	"sort" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"postcode_group_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"weight_min" numeric(12, 3),
	"weight_max" numeric(12, 3),
	"declared_value_min" numeric(14, 2),
	"declared_value_max" numeric(14, 2),
	"customer_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"target_product_id" integer,
	"required_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	-- Deferrable: a move swaps the sort numbers of two rules in one statement, checked when the statement ends.
	CONSTRAINT "order_rules_group_sort_uq" UNIQUE("group_id","sort") DEFERRABLE INITIALLY IMMEDIATE,
	CONSTRAINT "order_rules_strategy_ck" CHECK ("order_rules"."strategy_type" in ('INTERCEPT','REJECT','ROUTE','REQUIRE_FIELD')),
	CONSTRAINT "order_rules_status_ck" CHECK ("order_rules"."status" in ('ENABLED','DISABLED')),
	CONSTRAINT "order_rules_sort_ck" CHECK ("order_rules"."sort" > 0),
	CONSTRAINT "order_rules_params_ck" CHECK (("order_rules"."strategy_type" <> 'ROUTE' or "order_rules"."target_product_id" is not null)
        and ("order_rules"."strategy_type" <> 'REJECT' or "order_rules"."message" <> '')
        and ("order_rules"."strategy_type" <> 'REQUIRE_FIELD' or cardinality("order_rules"."required_fields") > 0)),
	CONSTRAINT "order_rules_ranges_ck" CHECK (("order_rules"."weight_min" is null or "order_rules"."weight_max" is null or "order_rules"."weight_min" <= "order_rules"."weight_max")
        and ("order_rules"."declared_value_min" is null or "order_rules"."declared_value_max" is null or "order_rules"."declared_value_min" <= "order_rules"."declared_value_max"))
);
--> statement-breakpoint
ALTER TABLE "order_rule_groups" ADD CONSTRAINT "order_rule_groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_rule_groups" ADD CONSTRAINT "order_rule_groups_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_rules" ADD CONSTRAINT "order_rules_group_id_order_rule_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."order_rule_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_rules" ADD CONSTRAINT "order_rules_target_product_id_products_id_fk" FOREIGN KEY ("target_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_rules" ADD CONSTRAINT "order_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_rules" ADD CONSTRAINT "order_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_rule_groups_sort_idx" ON "order_rule_groups" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "order_rules_target_idx" ON "order_rules" USING btree ("target_product_id");--> statement-breakpoint
CREATE INDEX "order_rules_postcode_groups_idx" ON "order_rules" USING gin ("postcode_group_ids");--> statement-breakpoint
-- Compiled rules live in each server process's memory, keyed by this counter (and the row version that wrote it):
-- every statement that changes what they read moves it, so a process sees a committed change at its next
-- evaluation, and its own writes at once.
CREATE TABLE "order_rules_state" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "order_rules_state_one_row_ck" CHECK ("order_rules_state"."one")
);
--> statement-breakpoint
INSERT INTO "order_rules_state" ("one", "version") VALUES (true, 1);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_rules_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_rules_state SET version = version + 1 WHERE one;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The rules, and the postcode groups their conditions read.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['order_rule_groups','order_rules','postcode_groups','postcodes'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION order_rules_changed()', t || '_order_rules_changed', t);
  END LOOP;
END $$;
