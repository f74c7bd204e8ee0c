-- Products and their cost side (issue 7): costs, zones, bands, surcharges, products, customers, premium packages.
CREATE TABLE "product_cost_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_cost_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cost_id" integer NOT NULL,
	"zone" text NOT NULL,
	"weight_up_to" numeric(12, 3),
	"kind" text NOT NULL,
	"first_weight" numeric(12, 3),
	"first_price" numeric(18, 2),
	"step_weight" numeric(12, 3),
	"step_price" numeric(18, 2),
	"unit_price" numeric(18, 2),
	"fixed_price" numeric(18, 2),
	"min_charge" numeric(18, 2),
	"per_piece_rate" numeric(18, 2),
	"per_piece_limit" numeric(12, 3),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_cost_prices_kind_ck" CHECK ("product_cost_prices"."kind" in ('FIRST_ADDITIONAL','PER_KG','FIXED')),
	CONSTRAINT "product_cost_prices_positive_ck" CHECK (coalesce("product_cost_prices"."weight_up_to", 1) > 0 and coalesce("product_cost_prices"."first_price", 0) >= 0 and coalesce("product_cost_prices"."step_price", 0) >= 0
        and coalesce("product_cost_prices"."unit_price", 0) >= 0 and coalesce("product_cost_prices"."fixed_price", 0) >= 0 and coalesce("product_cost_prices"."min_charge", 0) >= 0
        and coalesce("product_cost_prices"."step_weight", 1) > 0 and coalesce("product_cost_prices"."first_weight", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_cost_zones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_cost_zones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cost_id" integer NOT NULL,
	"country_code" text NOT NULL,
	"zip_code" text NOT NULL,
	"zip_from" text NOT NULL,
	"zip_to" text NOT NULL,
	"zip_code_type" text DEFAULT 'DELIVERY' NOT NULL,
	"area_belongs" text NOT NULL,
	"delivery_place" text DEFAULT '' NOT NULL,
	"zip_code_format" text DEFAULT '' NOT NULL,
	"delivery_time_type" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"is_remote" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_cost_zones_type_ck" CHECK ("product_cost_zones"."zip_code_type" in ('DELIVERY','REMOTE','NO_DELIVERY')),
	CONSTRAINT "product_cost_zones_range_ck" CHECK (length("product_cost_zones"."zip_from") = length("product_cost_zones"."zip_to") and "product_cost_zones"."zip_from" COLLATE "C" <= "product_cost_zones"."zip_to" COLLATE "C")
);
--> statement-breakpoint
CREATE TABLE "product_costs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_costs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"main_name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"business_type" text DEFAULT 'EXPRESS' NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"status" text DEFAULT 'ENABLED' NOT NULL,
	"weight_carry_rule" text DEFAULT '0.5' NOT NULL,
	"custom_weight_rule" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remote_postcode_groups" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"no_remote_postcode_groups" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_costs_status_ck" CHECK ("product_costs"."status" in ('ENABLED','DISABLED')),
	CONSTRAINT "product_costs_currency_ck" CHECK ("product_costs"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "surcharges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "surcharges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cost_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"en_name" text DEFAULT '' NOT NULL,
	"ko_name" text DEFAULT '' NOT NULL,
	"surcharge_type" text NOT NULL,
	"sur_child_type" text DEFAULT '' NOT NULL,
	"cal_class_name" text DEFAULT '' NOT NULL,
	"cal_rules_type" text DEFAULT 'FORMULA' NOT NULL,
	"cal_reference_status" boolean DEFAULT false NOT NULL,
	"cal_sort_number" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"formula" text NOT NULL,
	"formula_original" text DEFAULT '' NOT NULL,
	"formula_image_url" text DEFAULT '' NOT NULL,
	"show4_statement" boolean DEFAULT true NOT NULL,
	"refuse" boolean DEFAULT false NOT NULL,
	"org_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"constants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surcharges_type_ck" CHECK ("surcharges"."surcharge_type" in ('SURCHARGE','SIZELIMIT')),
	CONSTRAINT "surcharges_code_ck" CHECK ("surcharges"."code" ~ '^[A-Z][A-Z0-9_]{0,31}$')
);
--> statement-breakpoint
CREATE TABLE "premium_package_customers" (
	"package_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "premium_package_customers_package_id_customer_id_pk" PRIMARY KEY("package_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "premium_packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "premium_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"report_price_type" text DEFAULT 'INTERNAL_REPORT_PRICE' NOT NULL,
	"basic_kind" text DEFAULT 'PERCENT' NOT NULL,
	"basic_value" numeric(18, 4) DEFAULT '0' NOT NULL,
	"surcharge_kind" text DEFAULT 'PERCENT' NOT NULL,
	"surcharge_value" numeric(18, 4) DEFAULT '0' NOT NULL,
	"handling_kind" text DEFAULT 'FIXED' NOT NULL,
	"handling_value" numeric(18, 4) DEFAULT '0' NOT NULL,
	"min_order_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"effective" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "premium_packages_kinds_ck" CHECK ("premium_packages"."basic_kind" in ('PERCENT','FIXED') and "premium_packages"."surcharge_kind" in ('PERCENT','FIXED') and "premium_packages"."handling_kind" in ('PERCENT','FIXED')),
	CONSTRAINT "premium_packages_report_type_ck" CHECK ("premium_packages"."report_price_type" in ('INTERNAL_REPORT_PRICE','PUBLIC_REPORT_PRICE','THEIR_OWN_REPORT_PRICE')),
	CONSTRAINT "premium_packages_min_ck" CHECK ("premium_packages"."min_order_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_customers" (
	"product_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"signing_status" text DEFAULT 'SIGNED' NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"terminated_at" timestamp with time zone,
	CONSTRAINT "product_customers_product_id_customer_id_pk" PRIMARY KEY("product_id","customer_id"),
	CONSTRAINT "product_customers_status_ck" CHECK ("product_customers"."signing_status" in ('SIGNED','TERMINATED'))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"cost_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"source" text DEFAULT 'PLATFORM' NOT NULL,
	"start_country" text NOT NULL,
	"delivery_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_shipping_cycle" integer DEFAULT 0 NOT NULL,
	"max_shipping_cycle" integer DEFAULT 0 NOT NULL,
	"track_type" text DEFAULT '' NOT NULL,
	"sync" boolean DEFAULT true NOT NULL,
	"product_labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"support_method" text DEFAULT '' NOT NULL,
	"cargo_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"business_type" text DEFAULT 'EXPRESS' NOT NULL,
	"calc_model" text DEFAULT '' NOT NULL,
	"bubble_way" text DEFAULT 'FULL' NOT NULL,
	"bubble_percentage" numeric(5, 2) DEFAULT '0' NOT NULL,
	"volume_weight_ratio" integer DEFAULT 6000 NOT NULL,
	"calc_type" text DEFAULT 'PER_BOX' NOT NULL,
	"weight_carry_rule" text,
	"custom_weight_rule" jsonb,
	"independent_weight_limit" numeric(12, 3) DEFAULT '0' NOT NULL,
	"report_price_limit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"max_longest_side" numeric(10, 2) DEFAULT '0' NOT NULL,
	"max_girth" numeric(10, 2) DEFAULT '0' NOT NULL,
	"max_piece_weight" numeric(12, 3) DEFAULT '0' NOT NULL,
	"max_pieces" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"status" text DEFAULT 'OFFLINE' NOT NULL,
	"offline_by" text,
	"use_pre_recorded_type" text DEFAULT '' NOT NULL,
	"check_post_code" boolean DEFAULT true NOT NULL,
	"check_post_by_street" boolean DEFAULT false NOT NULL,
	"requires_customs_no" boolean DEFAULT false NOT NULL,
	"confirm" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_status_ck" CHECK ("products"."status" in ('ONLINE','OFFLINE')),
	CONSTRAINT "products_bubble_ck" CHECK ("products"."bubble_way" in ('NONE','FULL','SPLIT')),
	CONSTRAINT "products_bubble_pct_ck" CHECK ("products"."bubble_percentage" >= 0 and "products"."bubble_percentage" <= 100),
	CONSTRAINT "products_ratio_ck" CHECK ("products"."volume_weight_ratio" > 0),
	CONSTRAINT "products_cycle_ck" CHECK ("products"."min_shipping_cycle" >= 0 and "products"."min_shipping_cycle" <= "products"."max_shipping_cycle"),
	CONSTRAINT "products_currency_ck" CHECK ("products"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "product_cost_prices" ADD CONSTRAINT "product_cost_prices_cost_id_product_costs_id_fk" FOREIGN KEY ("cost_id") REFERENCES "public"."product_costs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cost_zones" ADD CONSTRAINT "product_cost_zones_cost_id_product_costs_id_fk" FOREIGN KEY ("cost_id") REFERENCES "public"."product_costs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_costs" ADD CONSTRAINT "product_costs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surcharges" ADD CONSTRAINT "surcharges_cost_id_product_costs_id_fk" FOREIGN KEY ("cost_id") REFERENCES "public"."product_costs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_package_customers" ADD CONSTRAINT "premium_package_customers_package_id_premium_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."premium_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_package_customers" ADD CONSTRAINT "premium_package_customers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_package_customers" ADD CONSTRAINT "premium_package_customers_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_packages" ADD CONSTRAINT "premium_packages_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_customers" ADD CONSTRAINT "product_customers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_customers" ADD CONSTRAINT "product_customers_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_cost_id_product_costs_id_fk" FOREIGN KEY ("cost_id") REFERENCES "public"."product_costs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_cost_prices_band_uq" ON "product_cost_prices" USING btree ("cost_id","zone",coalesce("weight_up_to", -1));--> statement-breakpoint
CREATE UNIQUE INDEX "product_cost_zones_range_uq" ON "product_cost_zones" USING btree ("cost_id","country_code","zip_from","zip_to");--> statement-breakpoint
CREATE UNIQUE INDEX "product_costs_code_uq" ON "product_costs" USING btree ("code");--> statement-breakpoint
CREATE INDEX "product_costs_owner_idx" ON "product_costs" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "surcharges_cost_code_uq" ON "surcharges" USING btree ("cost_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "premium_package_customers_one_uq" ON "premium_package_customers" USING btree ("product_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "premium_packages_one_default_uq" ON "premium_packages" USING btree ("product_id","report_price_type") WHERE "premium_packages"."is_default";--> statement-breakpoint
CREATE INDEX "premium_packages_product_idx" ON "premium_packages" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_customers_customer_idx" ON "product_customers" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_uq" ON "products" USING btree ("code");--> statement-breakpoint
CREATE INDEX "products_cost_idx" ON "products" USING btree ("cost_id");--> statement-breakpoint
CREATE INDEX "products_owner_idx" ON "products" USING btree ("owner_id");