-- Processes keep compiled state in memory (rate cards, order rules) and re-read its counter when it may have moved.
-- On PostgreSQL, where other processes write too, a change of either counter is announced on channel
-- parcelhub_state (at commit, and only if the transaction commits); each server process listens, so a quote reads
-- no counter while nothing changed (platform/db/change-feed.ts, decision 57).
CREATE OR REPLACE FUNCTION state_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('parcelhub_state', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "pricing_state_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pricing_state"
  FOR EACH STATEMENT EXECUTE FUNCTION state_changed_notify();
--> statement-breakpoint
CREATE TRIGGER "order_rules_state_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "order_rules_state"
  FOR EACH STATEMENT EXECUTE FUNCTION state_changed_notify();
