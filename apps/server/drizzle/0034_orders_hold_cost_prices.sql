CREATE TABLE "price_snapshots" (
	"key" text PRIMARY KEY NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cost_lines" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "price_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_reason" text;