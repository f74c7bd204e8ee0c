-- Hand-written. Columns of an order the operation log leaves out (modules/oplog/oplog.attach.ts reads the mark):
-- the label lease, bookkeeping the label sweep moves on every claim; and the pricing explanation, derived from the
-- fee lines and rewritten with them, which the log records field by field. The log's copy of a placed order was
-- mostly this document (1.3 of 1.9 kB), written again by every re-weigh.
COMMENT ON COLUMN "orders"."label_next_at" IS 'oplog:quiet the label lease (labels.ts), moved by every claim';--> statement-breakpoint
COMMENT ON COLUMN "orders"."explain" IS 'oplog:quiet derived from fee_lines by the pricing engine, rewritten with them';
