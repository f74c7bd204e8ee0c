CREATE TABLE "waybill_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waybill_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"waybill_id" integer NOT NULL,
	"type" text NOT NULL,
	"event_time" timestamp with time zone NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"operator_id" integer,
	"operator_name" text DEFAULT '' NOT NULL,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waybill_events_type_ck" CHECK ("waybill_events"."type" in ('DEPARTED','ARRIVED','CUSTOMS_PROCESSING','CUSTOMS_RELEASED'))
);
--> statement-breakpoint
CREATE TABLE "waybill_parcels" (
	"waybill_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"linked_by" integer,
	CONSTRAINT "waybill_parcels_waybill_id_order_id_pk" PRIMARY KEY("waybill_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "waybills" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waybills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"awb_no" text NOT NULL,
	"airline_prefix" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"flight_no" text DEFAULT '' NOT NULL,
	"departure_date" date,
	"arrival_date" date,
	"pieces" integer DEFAULT 0 NOT NULL,
	"weight" numeric(12, 3) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waybills_status_ck" CHECK ("waybills"."status" in ('CREATED','DEPARTED','ARRIVED','CUSTOMS_PROCESSING','CUSTOMS_RELEASED'))
);
--> statement-breakpoint
ALTER TABLE "waybill_events" ADD CONSTRAINT "waybill_events_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_events" ADD CONSTRAINT "waybill_events_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_parcels" ADD CONSTRAINT "waybill_parcels_waybill_id_waybills_id_fk" FOREIGN KEY ("waybill_id") REFERENCES "public"."waybills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_parcels" ADD CONSTRAINT "waybill_parcels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_parcels" ADD CONSTRAINT "waybill_parcels_linked_by_users_id_fk" FOREIGN KEY ("linked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waybill_events_waybill_idx" ON "waybill_events" USING btree ("waybill_id","event_time" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "waybill_parcels_order_uq" ON "waybill_parcels" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waybills_awb_no_uq" ON "waybills" USING btree ("awb_no");--> statement-breakpoint
CREATE INDEX "waybills_status_idx" ON "waybills" USING btree ("status","id");