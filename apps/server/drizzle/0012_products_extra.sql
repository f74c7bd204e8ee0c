-- Products extras (issue 7): the pre-recording amount and limit checks on products, ids on the assignment tables
-- (the operation log records tables with an integer id), and the product configurations: support, consignee,
-- order edit parameters, API validation rules, logistics rules, label settings; shuttle service providers.
ALTER TABLE "products" ADD COLUMN "pre_recording_amount" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_limits_ck" CHECK ("products"."independent_weight_limit" >= 0 and "products"."report_price_limit" >= 0 and "products"."max_longest_side" >= 0
        and "products"."max_girth" >= 0 and "products"."max_piece_weight" >= 0 and "products"."max_pieces" >= 0 and "products"."pre_recording_amount" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_source_ck" CHECK ("products"."source" in ('PLATFORM','SUPPLIER','OWN'));--> statement-breakpoint
ALTER TABLE "premium_packages" ADD CONSTRAINT "premium_packages_values_ck" CHECK ("premium_packages"."basic_value" >= 0 and "premium_packages"."surcharge_value" >= 0 and "premium_packages"."handling_value" >= 0);--> statement-breakpoint
ALTER TABLE "product_customers" ADD COLUMN "id" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "product_customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "premium_package_customers" ADD COLUMN "id" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "premium_package_customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE UNIQUE INDEX "product_customers_id_uq" ON "product_customers" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "premium_package_customers_id_uq" ON "premium_package_customers" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "premium_packages_name_uq" ON "premium_packages" USING btree ("product_id",lower("name"));--> statement-breakpoint
CREATE TABLE "product_support_configs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_support_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"order_channels" text[] DEFAULT '{WEB,BATCH,API}'::text[] NOT NULL,
	"support_battery" boolean DEFAULT false NOT NULL,
	"support_liquid" boolean DEFAULT false NOT NULL,
	"support_magnetic" boolean DEFAULT false NOT NULL,
	"support_insurance" boolean DEFAULT false NOT NULL,
	"support_multi_box" boolean DEFAULT true NOT NULL,
	"max_boxes" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_support_configs_boxes_ck" CHECK ("product_support_configs"."max_boxes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_consignee_configs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_consignee_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"phone_required" boolean DEFAULT true NOT NULL,
	"email_required" boolean DEFAULT false NOT NULL,
	"province_required" boolean DEFAULT true NOT NULL,
	"zip_code_required" boolean DEFAULT true NOT NULL,
	"id_card_required" boolean DEFAULT false NOT NULL,
	"house_number_required" boolean DEFAULT false NOT NULL,
	"vat_required" boolean DEFAULT false NOT NULL,
	"eori_required" boolean DEFAULT false NOT NULL,
	"name_max_length" integer DEFAULT 35 NOT NULL,
	"address_max_length" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_consignee_configs_lengths_ck" CHECK ("product_consignee_configs"."name_max_length" between 1 and 200 and "product_consignee_configs"."address_max_length" between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "product_order_edit_params" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_order_edit_params_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"editable_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"editable_until" text DEFAULT 'CREATED' NOT NULL,
	"allow_cancel" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_order_edit_params_until_ck" CHECK ("product_order_edit_params"."editable_until" in ('CREATED','LABELED','RECEIVED'))
);
--> statement-breakpoint
CREATE TABLE "product_api_validations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_api_validations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"field" text NOT NULL,
	"rule" text NOT NULL,
	"pattern" text DEFAULT '' NOT NULL,
	"min_length" integer,
	"max_length" integer,
	"message" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_api_validations_rule_ck" CHECK ("product_api_validations"."rule" in ('REQUIRED','REGEX','LENGTH')),
	CONSTRAINT "product_api_validations_length_ck" CHECK (coalesce("product_api_validations"."min_length", 0) >= 0 and coalesce("product_api_validations"."max_length", 1) >= 1
        and coalesce("product_api_validations"."min_length", 0) <= coalesce("product_api_validations"."max_length", 2147483647))
);
--> statement-breakpoint
CREATE TABLE "product_logistics_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_logistics_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"country_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"zip_prefixes" text[] DEFAULT '{}'::text[] NOT NULL,
	"weight_min" numeric(12, 3) DEFAULT '0' NOT NULL,
	"weight_max" numeric(12, 3) DEFAULT '0' NOT NULL,
	"service_code" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_logistics_rules_weight_ck" CHECK ("product_logistics_rules"."weight_min" >= 0 and "product_logistics_rules"."weight_max" >= 0 and ("product_logistics_rules"."weight_max" = 0 or "product_logistics_rules"."weight_min" <= "product_logistics_rules"."weight_max"))
);
--> statement-breakpoint
CREATE TABLE "product_label_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_label_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"label_id" text NOT NULL,
	"customer_print_label_type" text NOT NULL,
	"req_delivery_label_rule" text DEFAULT 'SYNC' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_label_settings_rule_ck" CHECK ("product_label_settings"."req_delivery_label_rule" in ('SYNC','ASYNC'))
);
--> statement-breakpoint
CREATE TABLE "short_barge_service_providers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "short_barge_service_providers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_support_configs" ADD CONSTRAINT "product_support_configs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_consignee_configs" ADD CONSTRAINT "product_consignee_configs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_order_edit_params" ADD CONSTRAINT "product_order_edit_params_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_api_validations" ADD CONSTRAINT "product_api_validations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_logistics_rules" ADD CONSTRAINT "product_logistics_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_label_settings" ADD CONSTRAINT "product_label_settings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_support_configs_product_uq" ON "product_support_configs" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_consignee_configs_product_uq" ON "product_consignee_configs" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_order_edit_params_product_uq" ON "product_order_edit_params" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_api_validations_rule_uq" ON "product_api_validations" USING btree ("product_id","field","rule");--> statement-breakpoint
CREATE INDEX "product_logistics_rules_product_idx" ON "product_logistics_rules" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_label_settings_label_uq" ON "product_label_settings" USING btree ("product_id","label_id");--> statement-breakpoint
CREATE UNIQUE INDEX "short_barge_service_providers_name_uq" ON "short_barge_service_providers" USING btree (lower("name"));
