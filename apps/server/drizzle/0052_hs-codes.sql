CREATE TABLE "hs_confirmations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hs_confirmations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"goods_key" text NOT NULL,
	"goods_name" text NOT NULL,
	"hs_code" text NOT NULL,
	"confirmed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hs_data_version" (
	"key" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hs_goods_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"commodity_code" text NOT NULL,
	"hs6" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hs_match_lists" (
	"task_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"rows" text NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hs_nomenclature" (
	"code" text PRIMARY KEY NOT NULL,
	"level" smallint NOT NULL,
	"section" text NOT NULL,
	"parent" text,
	"description_en" text NOT NULL,
	"name_zh" text,
	"name_ko" text
);
--> statement-breakpoint
CREATE TABLE "hs_sections" (
	"code" text PRIMARY KEY NOT NULL,
	"ord" smallint NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_ko" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hs_confirmations" ADD CONSTRAINT "hs_confirmations_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hs_confirmations" ADD CONSTRAINT "hs_confirmations_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hs_match_lists" ADD CONSTRAINT "hs_match_lists_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hs_confirmations_account_key_uq" ON "hs_confirmations" USING btree ("account_id","goods_key");--> statement-breakpoint
CREATE INDEX "hs_match_lists_account_idx" ON "hs_match_lists" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "hs_nomenclature_parent_idx" ON "hs_nomenclature" USING btree ("parent");