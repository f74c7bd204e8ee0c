ALTER TABLE "slider_challenges" ADD COLUMN "ip" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "slider_challenges" ADD COLUMN "issued_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "slider_challenges" ADD COLUMN "bound_phone" text;--> statement-breakpoint
CREATE INDEX "slider_challenges_ip_idx" ON "slider_challenges" USING btree ("ip","issued_at");