-- Postcode groups and their postcodes (issue 7), written by hand to match modules/postcodes/postcodes.tables.ts.
CREATE TABLE "postcode_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "postcode_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "postcode_groups_type_ck" CHECK ("postcode_groups"."type" in ('REMOTE','NO_REMOTE','NO_DELIVERY','ORDER_RULE')),
	CONSTRAINT "postcode_groups_version_ck" CHECK ("postcode_groups"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "postcodes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "postcodes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"kind" text NOT NULL,
	"start_postcode" text NOT NULL,
	"end_postcode" text DEFAULT '' NOT NULL,
	"from_key" text NOT NULL,
	"to_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "postcodes_kind_ck" CHECK ("postcodes"."kind" in ('SINGLE','RANGE')),
	CONSTRAINT "postcodes_end_ck" CHECK (("postcodes"."kind" = 'SINGLE') = ("postcodes"."end_postcode" = '')),
	CONSTRAINT "postcodes_keys_ck" CHECK (length("postcodes"."from_key") > 0 and length("postcodes"."from_key") = length("postcodes"."to_key") and "postcodes"."from_key" <= "postcodes"."to_key" collate "C")
);
--> statement-breakpoint
ALTER TABLE "postcode_groups" ADD CONSTRAINT "postcode_groups_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postcode_groups" ADD CONSTRAINT "postcode_groups_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postcode_groups" ADD CONSTRAINT "postcode_groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postcodes" ADD CONSTRAINT "postcodes_group_id_postcode_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."postcode_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "postcode_groups_owner_name_uq" ON "postcode_groups" USING btree (coalesce("supplier_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "postcode_groups_country_idx" ON "postcode_groups" USING btree ("country_code","type");--> statement-breakpoint
CREATE INDEX "postcode_groups_supplier_idx" ON "postcode_groups" USING btree ("supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "postcodes_group_range_uq" ON "postcodes" USING btree ("group_id","from_key","to_key");
