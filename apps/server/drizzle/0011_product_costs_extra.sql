-- Product costs, the rest (issue 7): docking providers and their dock models, and each cost's product account.
-- Written by hand to match modules/product-costs/docking.tables.ts and cost-accounts.tables.ts.
CREATE TABLE "docking_providers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "docking_providers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"interface_name" text NOT NULL,
	"sync_label" boolean DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "docking_providers_code_ck" CHECK ("docking_providers"."code" ~ '^[A-Z][A-Z0-9_]{0,31}$')
);
--> statement-breakpoint
CREATE TABLE "dock_models" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dock_models_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"service_code" text NOT NULL,
	"use_pre_recorded_type" text DEFAULT 'NONE' NOT NULL,
	"attribute" text DEFAULT '' NOT NULL,
	"attribute_names" jsonb DEFAULT '{"zh":"","en":"","ko":""}'::jsonb NOT NULL,
	"logistics" text DEFAULT '' NOT NULL,
	"logistics_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_cost_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_cost_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cost_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"service_code" text DEFAULT '' NOT NULL,
	"logistics_provider_name" text DEFAULT '' NOT NULL,
	"docking_provider_id" integer,
	"dock_model_id" integer,
	"include_clearance" boolean DEFAULT false NOT NULL,
	"track_type" text DEFAULT '' NOT NULL,
	"sync" boolean DEFAULT true NOT NULL,
	"final_logistics_name" text DEFAULT '' NOT NULL,
	"tracknet_code" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"dp_supplement_props" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dock_models" ADD CONSTRAINT "dock_models_provider_id_docking_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."docking_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cost_accounts" ADD CONSTRAINT "product_cost_accounts_cost_id_product_costs_id_fk" FOREIGN KEY ("cost_id") REFERENCES "public"."product_costs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cost_accounts" ADD CONSTRAINT "product_cost_accounts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cost_accounts" ADD CONSTRAINT "product_cost_accounts_docking_provider_id_docking_providers_id_fk" FOREIGN KEY ("docking_provider_id") REFERENCES "public"."docking_providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cost_accounts" ADD CONSTRAINT "product_cost_accounts_dock_model_id_dock_models_id_fk" FOREIGN KEY ("dock_model_id") REFERENCES "public"."dock_models"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "docking_providers_code_uq" ON "docking_providers" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "dock_models_service_uq" ON "dock_models" USING btree ("provider_id","service_code");--> statement-breakpoint
CREATE INDEX "dock_models_provider_idx" ON "dock_models" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_cost_accounts_cost_uq" ON "product_cost_accounts" USING btree ("cost_id");--> statement-breakpoint
CREATE INDEX "product_cost_accounts_provider_idx" ON "product_cost_accounts" USING btree ("docking_provider_id");--> statement-breakpoint
CREATE INDEX "product_cost_accounts_model_idx" ON "product_cost_accounts" USING btree ("dock_model_id");
