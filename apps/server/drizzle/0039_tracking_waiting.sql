CREATE TABLE "tracking_waiting_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_waiting_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"carrier_code" text DEFAULT '' NOT NULL,
	"tracking_no" text NOT NULL,
	"code" text NOT NULL,
	"source" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"event_time" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_waiting_source_ck" CHECK ("tracking_waiting_events"."source" in ('carrier','waybill','traceDb'))
);
--> statement-breakpoint
ALTER TABLE "tracking_waiting_events" ADD CONSTRAINT "tracking_waiting_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_waiting_once_uq" ON "tracking_waiting_events" USING btree ("carrier_code","tracking_no","code","event_time");--> statement-breakpoint
CREATE INDEX "tracking_waiting_carrier_idx" ON "tracking_waiting_events" USING btree ("carrier_code","code");