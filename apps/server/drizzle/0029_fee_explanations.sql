CREATE TABLE "fee_explanations" (
	"hash" text PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "explain_hash" text;--> statement-breakpoint
-- Hand-written below. Every order's explanation moves into fee_explanations, stored once by its content's key
-- (orders/explanations.ts `explanationKey`: the first 32 hex digits of the SHA-256 of its JSON text); 0030 drops the
-- orders' own copies.
INSERT INTO "fee_explanations" ("hash", "body")
SELECT DISTINCT left(encode(sha256(convert_to("explain", 'UTF8')), 'hex'), 32), "explain" FROM "orders" WHERE "explain" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "orders" SET "explain_hash" = left(encode(sha256(convert_to("explain", 'UTF8')), 'hex'), 32) WHERE "explain" IS NOT NULL;--> statement-breakpoint
COMMENT ON COLUMN "orders"."explain_hash" IS 'oplog:quiet the fee explanation''s key, moved with fee_lines by the pricing engine';
