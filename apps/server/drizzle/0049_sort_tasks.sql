CREATE TABLE "sort_task_parcels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sort_task_parcels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"inside_number" text NOT NULL,
	"order_id" integer,
	"order_no" text,
	"bay_id" integer,
	"bay_number" integer,
	"rule_id" integer,
	"rule_code" text,
	"weight" numeric(14, 3),
	"reason" text,
	"sorted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "sort_task_parcels_reason_ck" CHECK ("sort_task_parcels"."reason" is null or "sort_task_parcels"."reason" in ('UNKNOWN_PARCEL','CANCELED','OTHER_WAREHOUSE','NO_RULE','NO_BAY','SORTED_ELSEWHERE','WRONG_STATUS'))
);
--> statement-breakpoint
CREATE TABLE "sort_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sort_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_no" text NOT NULL,
	"account_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"sort_type" text NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"decided" integer DEFAULT 0 NOT NULL,
	"unsortable" integer DEFAULT 0 NOT NULL,
	"sorted" integer DEFAULT 0 NOT NULL,
	"job_task_id" integer,
	"error_key" text,
	"created_by" integer,
	"created_by_name" text DEFAULT '' NOT NULL,
	"presorted_at" timestamp with time zone,
	"sorted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sort_tasks_status_ck" CHECK ("sort_tasks"."status" in ('CREATED','PRESORTING','PRESORTED','SORTING','SORTED','CANCELED','FAILED')),
	CONSTRAINT "sort_tasks_type_ck" CHECK ("sort_tasks"."sort_type" in ('DISTRIBUTION_CENTER','DESTINATION_PORT','LOGISTICS_CHANNEL'))
);
--> statement-breakpoint
ALTER TABLE "sort_task_parcels" ADD CONSTRAINT "sort_task_parcels_task_id_sort_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."sort_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sort_task_parcels" ADD CONSTRAINT "sort_task_parcels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sort_tasks" ADD CONSTRAINT "sort_tasks_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sort_tasks" ADD CONSTRAINT "sort_tasks_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sort_tasks" ADD CONSTRAINT "sort_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sort_task_parcels_line_uq" ON "sort_task_parcels" USING btree ("task_id","line_no");--> statement-breakpoint
CREATE INDEX "sort_task_parcels_order_idx" ON "sort_task_parcels" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sort_tasks_no_uq" ON "sort_tasks" USING btree ("task_no");--> statement-breakpoint
CREATE INDEX "sort_tasks_account_idx" ON "sort_tasks" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "sort_tasks_warehouse_idx" ON "sort_tasks" USING btree ("warehouse_id","id");