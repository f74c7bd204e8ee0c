-- The sandbox carrier (modules/carriers): a sequence for its tracking numbers ('SB' + 10 digits + a Luhn check
-- digit, unique because the sequence never cycles) and the register of what it booked, for cancel and tracking.
CREATE SEQUENCE "public"."carriers_sandbox_tracking_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9999999999 START WITH 1 CACHE 1 NO CYCLE;
--> statement-breakpoint
CREATE TABLE "carriers_sandbox_shipments" (
	"tracking_no" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"inside_number" text DEFAULT '' NOT NULL,
	"receiver_country" text DEFAULT '' NOT NULL,
	"receiver_postcode" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "carriers_sandbox_shipments_order_idx" ON "carriers_sandbox_shipments" USING btree ("order_no");
