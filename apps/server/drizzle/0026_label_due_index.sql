-- Hand-written. The label claim's index predicate now holds every condition of the claim (deleted_at, status):
-- the planner reads it in label_next_at order and stops at the claim's limit. With the old predicate, on a
-- table whose statistics lag a burst (a batch import), it combined two bitmaps and sorted every due order on each
-- claim: 2.7 ms instead of 0.4 ms a claim at 2,000 due orders.
DROP INDEX IF EXISTS "orders_label_due_idx";--> statement-breakpoint
CREATE INDEX "orders_label_due_idx" ON "orders" USING btree ("label_next_at") WHERE "orders"."label_status" in ('PENDING','FAILED') and "orders"."deleted_at" is null and "orders"."status" in ('CREATED','LABELED','RECEIVED');
