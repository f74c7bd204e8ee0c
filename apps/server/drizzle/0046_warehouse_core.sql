CREATE TABLE "sort_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sort_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"warehouse_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort_type" text DEFAULT 'DISTRIBUTION_CENTER' NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"bay_number" integer NOT NULL,
	"customer_id" integer,
	"destinations" text DEFAULT '' NOT NULL,
	"product_code" text,
	"carrier_code" text,
	"postcode_from" text,
	"postcode_to" text,
	"postcode_length" integer,
	"weight_min" numeric(10, 3),
	"weight_max" numeric(10, 3),
	"machinable" boolean,
	"warehouse_city" text DEFAULT '' NOT NULL,
	"end_distribution_center" text DEFAULT '' NOT NULL,
	"execution_weight" numeric(10, 3),
	"sort_level" text DEFAULT '' NOT NULL,
	"cin" text DEFAULT '' NOT NULL,
	"cinr_readable" text DEFAULT '' NOT NULL,
	"bagging_requirement" text DEFAULT '' NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sort_rules_type_ck" CHECK ("sort_rules"."sort_type" in ('DISTRIBUTION_CENTER','DESTINATION_PORT','LOGISTICS_CHANNEL')),
	CONSTRAINT "sort_rules_weight_ck" CHECK ("sort_rules"."weight_min" is null or "sort_rules"."weight_max" is null or "sort_rules"."weight_min" <= "sort_rules"."weight_max")
);
--> statement-breakpoint
CREATE TABLE "warehouse_bays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouse_bays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"warehouse_id" integer NOT NULL,
	"number" integer NOT NULL,
	"distance" numeric(8, 2) DEFAULT '0' NOT NULL,
	"valid" boolean DEFAULT true NOT NULL,
	"pieces" integer DEFAULT 0 NOT NULL,
	"weight" numeric(14, 3) DEFAULT '0' NOT NULL,
	"max_weight" numeric(10, 3) DEFAULT '30' NOT NULL,
	"max_size" integer DEFAULT 150 NOT NULL,
	"state" text DEFAULT 'IDLE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_bays_state_ck" CHECK ("warehouse_bays"."state" in ('IDLE','FILLING','FULL')),
	CONSTRAINT "warehouse_bays_counts_ck" CHECK ("warehouse_bays"."pieces" >= 0 and "warehouse_bays"."weight" >= 0)
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"account_id" integer,
	"city" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sort_rules" ADD CONSTRAINT "sort_rules_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sort_rules" ADD CONSTRAINT "sort_rules_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_bays" ADD CONSTRAINT "warehouse_bays_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sort_rules_code_uq" ON "sort_rules" USING btree ("warehouse_id",lower("code"));--> statement-breakpoint
CREATE INDEX "sort_rules_warehouse_idx" ON "sort_rules" USING btree ("warehouse_id","sort_type");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_bays_number_uq" ON "warehouse_bays" USING btree ("warehouse_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_code_uq" ON "warehouses" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "warehouses_account_idx" ON "warehouses" USING btree ("account_id");