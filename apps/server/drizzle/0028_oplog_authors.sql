-- Hand-written. The columns naming who wrote an order and a journal entry (modules/oplog/oplog.attach.ts reads the
-- mark): the operation log's user for an insert whose transaction names no actor. Placements arriving together are
-- written by one transaction for several customers (orders/placement-writer.ts), which can name none of them.
COMMENT ON COLUMN "orders"."created_by" IS 'oplog:author the user who placed the order';--> statement-breakpoint
COMMENT ON COLUMN "journal_entries"."actor_user_id" IS 'oplog:author the user whose action posted the entry';
