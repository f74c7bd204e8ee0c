CREATE TABLE "download_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "download_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"user_id" integer,
	"name" jsonb NOT NULL,
	"task_type" text NOT NULL,
	"task_status" text DEFAULT 'BEINGPROCESSD' NOT NULL,
	"queue" text NOT NULL,
	"job_id" text,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer DEFAULT 0 NOT NULL,
	"error_key" text,
	"error_detail" text,
	"result_name" text,
	"result_key" text,
	"report_name" text,
	"report_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "download_tasks_status_ck" CHECK ("download_tasks"."task_status" in ('BEINGPROCESSD','PROCESSDINGCOMPLETED','PROCESSDFAIL')),
	CONSTRAINT "download_tasks_type_ck" CHECK ("download_tasks"."task_type" in ('EXPORT','IMPORT')),
	CONSTRAINT "download_tasks_progress_ck" CHECK ("download_tasks"."progress_done" >= 0 and "download_tasks"."progress_total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "download_tasks" ADD CONSTRAINT "download_tasks_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_tasks" ADD CONSTRAINT "download_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "download_tasks_account_idx" ON "download_tasks" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "download_tasks_running_idx" ON "download_tasks" USING btree ("id") WHERE "download_tasks"."task_status" = 'BEINGPROCESSD';