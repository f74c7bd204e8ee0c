-- Hand-written. A transaction that moves a state counter (pricing_state, order_rules_state) says so in a
-- transaction-local setting as well as on the channel: the process that ran it reads the setting with its COMMIT (one
-- round trip, platform/db/actor-session.ts) and counts its own change only then, instead of after every transaction
-- it ends, which cost every placement two counter reads (decision 63).
CREATE OR REPLACE FUNCTION state_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('parcelhub_state', TG_TABLE_NAME);
  PERFORM set_config('parcelhub.state_changed', 'on', true);
  RETURN NULL;
END $$;
