CREATE TABLE "order_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"task_id" integer,
	"file_name" text NOT NULL,
	"total_orders" integer DEFAULT 0 NOT NULL,
	"success_count" integer DEFAULT 0 NOT NULL,
	"failure_count" integer DEFAULT 0 NOT NULL,
	"fee_total" numeric(16, 2) DEFAULT '0' NOT NULL,
	"currency" text,
	"report_name" text,
	"report_file_key" text,
	"completed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_batches_counts_ck" CHECK ("order_batches"."success_count" >= 0 and "order_batches"."failure_count" >= 0 and "order_batches"."success_count" + "order_batches"."failure_count" <= "order_batches"."total_orders")
);
--> statement-breakpoint
ALTER TABLE "order_batches" ADD CONSTRAINT "order_batches_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_batches" ADD CONSTRAINT "order_batches_task_id_download_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."download_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_batches" ADD CONSTRAINT "order_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_batches_account_idx" ON "order_batches" USING btree ("account_id","id" DESC NULLS LAST);
