CREATE TABLE "clearance_industries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clearance_industries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"name_ko" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clearance_ports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clearance_ports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"country_code" text NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"clearance_city" text DEFAULT '' NOT NULL,
	"attribute" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"alliance" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clearance_ports_code_ck" CHECK ("clearance_ports"."code" ~ '^[A-Z]{3}$'),
	CONSTRAINT "clearance_ports_country_code_ck" CHECK ("clearance_ports"."country_code" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "clearance_service_assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clearance_service_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clearance_services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clearance_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"industry_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"name_ko" text DEFAULT '' NOT NULL,
	"parameters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"describe" text DEFAULT '' NOT NULL,
	"repeat" boolean DEFAULT false NOT NULL,
	"upload_method_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clearance_service_assignments" ADD CONSTRAINT "clearance_service_assignments_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearance_service_assignments" ADD CONSTRAINT "clearance_service_assignments_service_id_clearance_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."clearance_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearance_services" ADD CONSTRAINT "clearance_services_industry_id_clearance_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."clearance_industries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clearance_industries_name_uq" ON "clearance_industries" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "clearance_ports_code_uq" ON "clearance_ports" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "clearance_service_assignments_uq" ON "clearance_service_assignments" USING btree ("account_id","service_id");--> statement-breakpoint
CREATE INDEX "clearance_service_assignments_service_idx" ON "clearance_service_assignments" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clearance_services_name_uq" ON "clearance_services" USING btree ("industry_id",lower("name"));--> statement-breakpoint
CREATE INDEX "clearance_services_industry_idx" ON "clearance_services" USING btree ("industry_id");