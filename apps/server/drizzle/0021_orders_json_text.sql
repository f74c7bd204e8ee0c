-- Hand-written. An order's copies (fee lines, explanation, boxes, declarations, sender, receiver) are written whole
-- and read whole; the database never looks inside them. Kept as JSON text: a batch of 250 orders spent half its
-- insert parsing them into jsonb (docs/decisions.md).
ALTER TABLE "orders" ALTER COLUMN "fee_lines" SET DATA TYPE text USING "fee_lines"::text;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "explain" SET DATA TYPE text USING "explain"::text;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "boxes" SET DATA TYPE text USING "boxes"::text;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "declarations" SET DATA TYPE text USING "declarations"::text;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "sender" SET DATA TYPE text USING "sender"::text;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "receiver" SET DATA TYPE text USING "receiver"::text;
