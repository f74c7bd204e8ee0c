CREATE TABLE "track_rule_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "track_rule_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"carrier_code" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "track_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "track_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"priority" integer DEFAULT 100 NOT NULL,
	"match_kind" text NOT NULL,
	"match_text" text NOT NULL,
	"status" text NOT NULL,
	"sub_status" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "track_rules_match_kind_ck" CHECK ("track_rules"."match_kind" in ('CODE','KEYWORD','PATTERN'))
);
--> statement-breakpoint
ALTER TABLE "track_rules" ADD CONSTRAINT "track_rules_group_id_track_rule_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."track_rule_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "track_rule_groups_enabled_carrier_uq" ON "track_rule_groups" USING btree ("carrier_code") WHERE "track_rule_groups"."enabled";--> statement-breakpoint
CREATE UNIQUE INDEX "track_rules_group_text_uq" ON "track_rules" USING btree ("group_id","match_kind","match_text");--> statement-breakpoint
CREATE INDEX "track_rules_group_order_idx" ON "track_rules" USING btree ("group_id","priority","id");