CREATE TABLE "bag_parcels" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"bag_id" integer NOT NULL,
	"weight" numeric(14, 3) NOT NULL,
	"rule_code" text,
	"added_by" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bag_no" text NOT NULL,
	"warehouse_id" integer NOT NULL,
	"bay_id" integer NOT NULL,
	"sort_type" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"pieces" integer DEFAULT 0 NOT NULL,
	"weight" numeric(14, 3) DEFAULT '0' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_by" integer,
	"opened_by_name" text DEFAULT '' NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"closed_by_name" text,
	"dispatched_at" timestamp with time zone,
	"dispatched_by" integer,
	"bay_freed_at" timestamp with time zone,
	"disbanded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bags_status_ck" CHECK ("bags"."status" in ('OPEN','CLOSED','DISPATCHED','DISBANDED')),
	CONSTRAINT "bags_sort_type_ck" CHECK ("bags"."sort_type" in ('DISTRIBUTION_CENTER','DESTINATION_PORT','LOGISTICS_CHANNEL')),
	CONSTRAINT "bags_counts_ck" CHECK ("bags"."pieces" >= 0 and "bags"."weight" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bag_parcels" ADD CONSTRAINT "bag_parcels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_parcels" ADD CONSTRAINT "bag_parcels_bag_id_bags_id_fk" FOREIGN KEY ("bag_id") REFERENCES "public"."bags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bags" ADD CONSTRAINT "bags_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bags" ADD CONSTRAINT "bags_bay_id_warehouse_bays_id_fk" FOREIGN KEY ("bay_id") REFERENCES "public"."warehouse_bays"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bag_parcels_bag_idx" ON "bag_parcels" USING btree ("bag_id","added_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bags_bag_no_uq" ON "bags" USING btree ("bag_no");--> statement-breakpoint
CREATE UNIQUE INDEX "bags_open_bay_uq" ON "bags" USING btree ("bay_id") WHERE "bags"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "bags_warehouse_idx" ON "bags" USING btree ("warehouse_id","id");--> statement-breakpoint
CREATE INDEX "bags_bay_idx" ON "bags" USING btree ("bay_id","id");