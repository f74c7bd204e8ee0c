-- Hand-written. What a placement needs of its product beside its prices (its label setting, its cost's carrier
-- account and that account's docking provider) is read from the in-memory catalogue, so their changes move the
-- pricing version too, as the product and cost tables' changes do (0013).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['product_label_settings','product_cost_accounts','docking_providers'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION pricing_changed()', t || '_pricing_changed', t);
  END LOOP;
END $$;
