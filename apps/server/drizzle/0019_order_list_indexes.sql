-- The order list at a million orders (bench/src/orders-list.ts): the per-status counts of a country and date filter
-- read these index-only instead of most of the table; the page of a status and country walks its own index.
CREATE INDEX "orders_country_created_idx" ON "orders" USING btree ("country_code","created_at") INCLUDE ("status") WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_account_created_idx" ON "orders" USING btree ("account_id","created_at") INCLUDE ("status","country_code") WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_status_country_idx" ON "orders" USING btree ("status","country_code","id" DESC NULLS LAST) WHERE "orders"."deleted_at" is null;
