CREATE TABLE "clearance_pre_recorded_bags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clearance_pre_recorded_bags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"bag_no" text NOT NULL,
	"recorded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clearance_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clearance_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"api_name" text DEFAULT '' NOT NULL,
	"api_service_name" text DEFAULT '' NOT NULL,
	"bubble_way" text DEFAULT 'NONE' NOT NULL,
	"bubble_percentage" numeric(5, 2) DEFAULT '0' NOT NULL,
	"cargo_type" text DEFAULT 'GENERAL' NOT NULL,
	"clearance_config" jsonb NOT NULL,
	"clearance_models" text[] DEFAULT '{}'::text[] NOT NULL,
	"port_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"country" text NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"main_url" text DEFAULT '' NOT NULL,
	"pre_recorded_bag_type" text DEFAULT '' NOT NULL,
	"signing_status" text DEFAULT 'UNSIGNED' NOT NULL,
	"status" text DEFAULT 'DISABLED' NOT NULL,
	"offline_by" text,
	"supplier_config" jsonb DEFAULT '{"referenceCustomerName":"","customerDesc":"","productDesc":""}'::jsonb NOT NULL,
	"transport_ways" text[] DEFAULT '{}'::text[] NOT NULL,
	"supplier_id" integer NOT NULL,
	"volume_weight_ratio" integer DEFAULT 6000 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clearance_products_status_ck" CHECK ("clearance_products"."status" in ('ENABLED','DISABLED')),
	CONSTRAINT "clearance_products_signing_ck" CHECK ("clearance_products"."signing_status" in ('UNSIGNED','SIGNED','TERMINATED')),
	CONSTRAINT "clearance_products_bubble_pct_ck" CHECK ("clearance_products"."bubble_percentage" >= 0 and "clearance_products"."bubble_percentage" <= 100),
	CONSTRAINT "clearance_products_ratio_ck" CHECK ("clearance_products"."volume_weight_ratio" > 0),
	CONSTRAINT "clearance_products_currency_ck" CHECK ("clearance_products"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "clearance_quote_customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clearance_quote_customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"quote_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clearance_quotes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clearance_quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"bill_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"bag_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"kg_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"parcel_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"min_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clearance_quotes_kind_ck" CHECK ("clearance_quotes"."kind" in ('COST','SALE')),
	CONSTRAINT "clearance_quotes_currency_ck" CHECK ("clearance_quotes"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "clearance_quotes_prices_ck" CHECK ("clearance_quotes"."bill_price" >= 0 and "clearance_quotes"."bag_price" >= 0 and "clearance_quotes"."kg_price" >= 0 and "clearance_quotes"."parcel_price" >= 0 and "clearance_quotes"."min_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "clearance_pre_recorded_bags" ADD CONSTRAINT "clearance_pre_recorded_bags_product_id_clearance_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."clearance_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearance_pre_recorded_bags" ADD CONSTRAINT "clearance_pre_recorded_bags_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearance_products" ADD CONSTRAINT "clearance_products_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearance_quote_customers" ADD CONSTRAINT "clearance_quote_customers_product_id_clearance_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."clearance_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearance_quote_customers" ADD CONSTRAINT "clearance_quote_customers_quote_id_clearance_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."clearance_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearance_quote_customers" ADD CONSTRAINT "clearance_quote_customers_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearance_quotes" ADD CONSTRAINT "clearance_quotes_product_id_clearance_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."clearance_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clearance_pre_recorded_bags_uq" ON "clearance_pre_recorded_bags" USING btree ("account_id","bag_no");--> statement-breakpoint
CREATE INDEX "clearance_pre_recorded_bags_product_idx" ON "clearance_pre_recorded_bags" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clearance_products_code_uq" ON "clearance_products" USING btree ("code");--> statement-breakpoint
CREATE INDEX "clearance_products_supplier_idx" ON "clearance_products" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "clearance_products_ports_idx" ON "clearance_products" USING gin ("port_codes");--> statement-breakpoint
CREATE UNIQUE INDEX "clearance_quote_customers_uq" ON "clearance_quote_customers" USING btree ("product_id","account_id");--> statement-breakpoint
CREATE INDEX "clearance_quote_customers_quote_idx" ON "clearance_quote_customers" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "clearance_quote_customers_account_idx" ON "clearance_quote_customers" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "clearance_quotes_product_idx" ON "clearance_quotes" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clearance_quotes_cost_uq" ON "clearance_quotes" USING btree ("product_id") WHERE "clearance_quotes"."kind" = 'COST';--> statement-breakpoint
CREATE UNIQUE INDEX "clearance_quotes_sale_name_uq" ON "clearance_quotes" USING btree ("product_id","name") WHERE "clearance_quotes"."kind" = 'SALE';