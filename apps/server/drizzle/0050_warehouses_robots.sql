CREATE TABLE "robot_states" (
	"robot_id" integer PRIMARY KEY NOT NULL,
	"run_status" text DEFAULT 'IDLE' NOT NULL,
	"battery_milli" integer DEFAULT 100000 NOT NULL,
	"work_seconds" integer DEFAULT 0 NOT NULL,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "robot_states_status_ck" CHECK ("robot_states"."run_status" in ('RUNNING','IDLE','CHARGING','OFFLINE')),
	CONSTRAINT "robot_states_battery_ck" CHECK ("robot_states"."battery_milli" between 0 and 100000 and "robot_states"."work_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "robots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "robots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"warehouse_id" integer NOT NULL,
	"identifier" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "speech_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"flag" boolean NOT NULL,
	"vol" integer NOT NULL,
	"pit" integer NOT NULL,
	"spd" integer NOT NULL,
	"auto_voice" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "speech_settings_range_ck" CHECK ("speech_settings"."vol" between 0 and 15 and "speech_settings"."pit" between 0 and 15 and "speech_settings"."spd" between 0 and 15 and "speech_settings"."auto_voice" between 0 and 15)
);
--> statement-breakpoint
ALTER TABLE "robot_states" ADD CONSTRAINT "robot_states_robot_id_robots_id_fk" FOREIGN KEY ("robot_id") REFERENCES "public"."robots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robots" ADD CONSTRAINT "robots_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_settings" ADD CONSTRAINT "speech_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "robots_identifier_uq" ON "robots" USING btree (lower("identifier"));--> statement-breakpoint
CREATE INDEX "robots_warehouse_idx" ON "robots" USING btree ("warehouse_id");