CREATE TABLE "warehouse_parcels" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"warehouse_id" integer NOT NULL,
	"bay_id" integer,
	"rule_id" integer,
	"weight" numeric(14, 3) NOT NULL,
	"in_bay" boolean DEFAULT true NOT NULL,
	"source" text NOT NULL,
	"sorted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_parcels_source_ck" CHECK ("warehouse_parcels"."source" in ('SCAN','TASK'))
);
--> statement-breakpoint
ALTER TABLE "warehouse_parcels" ADD CONSTRAINT "warehouse_parcels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_parcels" ADD CONSTRAINT "warehouse_parcels_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_parcels" ADD CONSTRAINT "warehouse_parcels_bay_id_warehouse_bays_id_fk" FOREIGN KEY ("bay_id") REFERENCES "public"."warehouse_bays"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warehouse_parcels_bay_idx" ON "warehouse_parcels" USING btree ("bay_id") WHERE "warehouse_parcels"."in_bay";