-- Compiled rate cards live in each server process's memory. Every statement that changes the data a quote reads
-- moves one counter; a process compares it with the counter its cards were built at, at each quote call, and
-- rebuilds when it moved: every process sees a committed change at its next quote, and its own writes at once.
CREATE TABLE "pricing_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "pricing_state_one_row_ck" CHECK ("pricing_state"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "pricing_state" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pricing_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE pricing_state SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['product_costs','product_cost_zones','product_cost_prices','surcharges','products',
    'product_customers','premium_packages','premium_package_customers'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION pricing_changed()', t || '_pricing_changed', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- Postcode-group libraries decide remote flags: their changes reach the rate cards too.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['postcode_groups','postcodes'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION pricing_changed()', t || '_pricing_changed', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- A failed task keeps its error's placeholders, so its message reads whole ("at most {max} rows").
ALTER TABLE "download_tasks" ADD COLUMN "error_params" jsonb;
