CREATE TABLE "trace_db_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trace_db_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"delivery_number" text NOT NULL,
	"status" text NOT NULL,
	"sub_status" text,
	"code" text NOT NULL,
	"event_time" timestamp with time zone NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"station_id" integer,
	"order_id" integer,
	"matched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trace_match_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trace_match_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"delivery_number" text NOT NULL,
	"trigger" text NOT NULL,
	"order_id" integer,
	"matched" boolean NOT NULL,
	"recorded" integer DEFAULT 0 NOT NULL,
	"repeated" integer DEFAULT 0 NOT NULL,
	"waiting" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trace_stations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trace_stations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trace_db_records" ADD CONSTRAINT "trace_db_records_station_id_trace_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."trace_stations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_db_records" ADD CONSTRAINT "trace_db_records_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_match_records" ADD CONSTRAINT "trace_match_records_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trace_db_records_once_uq" ON "trace_db_records" USING btree ("delivery_number","code","event_time");--> statement-breakpoint
CREATE INDEX "trace_match_records_number_idx" ON "trace_match_records" USING btree ("delivery_number","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "trace_stations_code_uq" ON "trace_stations" USING btree (lower("code"));