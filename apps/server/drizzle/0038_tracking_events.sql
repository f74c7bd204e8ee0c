CREATE TABLE "tracking_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"carrier_code" text DEFAULT '' NOT NULL,
	"tracking_no" text NOT NULL,
	"code" text NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"sub_status" text,
	"description" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"event_time" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"operator_id" integer,
	CONSTRAINT "tracking_events_source_ck" CHECK ("tracking_events"."source" in ('carrier','manual','internal','waybill','traceDb')),
	CONSTRAINT "tracking_events_status_ck" CHECK ("tracking_events"."status" in ('PENDING','INFO_RECEIVED','IN_TRANSIT','OUT_FOR_DELIVERY','AVAILABLE_FOR_PICKUP','DELIVERY_FAILED','DELIVERED','EXCEPTION','EXPIRED'))
);
--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_events_once_uq" ON "tracking_events" USING btree ("carrier_code","tracking_no","code","event_time");--> statement-breakpoint
CREATE INDEX "tracking_events_order_idx" ON "tracking_events" USING btree ("order_id","event_time" DESC NULLS LAST);