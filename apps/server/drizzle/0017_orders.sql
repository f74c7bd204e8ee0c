CREATE SEQUENCE "order_number_seq" START WITH 1;
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"inside_number" text NOT NULL,
	"reference_no" text NOT NULL,
	"account_id" integer NOT NULL,
	"created_by" integer,
	"product_id" integer NOT NULL,
	"supplier_id" integer,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"label_status" text DEFAULT 'NOT_REQUESTED' NOT NULL,
	"label_error" text,
	"label_attempts" integer DEFAULT 0 NOT NULL,
	"label_next_at" timestamp with time zone,
	"label_format" text,
	"label_file_key" text,
	"tracking_no" text,
	"carrier_code" text,
	"source" text DEFAULT 'WEB' NOT NULL,
	"country_code" text NOT NULL,
	"postcode" text NOT NULL,
	"receiver_name" text NOT NULL,
	"pieces" integer NOT NULL,
	"weight" numeric(14, 3) NOT NULL,
	"chargeable_weight" numeric(14, 3),
	"declared_value" numeric(16, 2) NOT NULL,
	"currency" text NOT NULL,
	"fee_total" numeric(16, 2) NOT NULL,
	"fee_lines" jsonb NOT NULL,
	"cost_total" numeric(16, 2),
	"explain" jsonb,
	"boxes" jsonb NOT NULL,
	"declarations" jsonb NOT NULL,
	"sender" jsonb NOT NULL,
	"receiver" jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"fba" boolean DEFAULT false NOT NULL,
	"vat_no" text DEFAULT '' NOT NULL,
	"eori_no" text DEFAULT '' NOT NULL,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"batch_id" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_ck" CHECK ("orders"."status" in ('CREATED','LABELED','RECEIVED','SORTED','BAGGED','DISPATCHED','IN_TRANSIT','DELIVERED','SETTLED','COMPLETED','CANCELED','INTERCEPTED','EXCEPTION','RETURNED')),
	CONSTRAINT "orders_label_status_ck" CHECK ("orders"."label_status" in ('NOT_REQUESTED','PENDING','SUCCESS','FAILED')),
	CONSTRAINT "orders_source_ck" CHECK ("orders"."source" in ('WEB','EXCEL','API')),
	CONSTRAINT "orders_reference_ck" CHECK ("orders"."reference_no" <> '' and "orders"."reference_no" !~ '^0+$')
);
--> statement-breakpoint
CREATE TABLE "order_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"message_key" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"operator_id" integer,
	"operator_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_logs" ADD CONSTRAINT "order_logs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_logs" ADD CONSTRAINT "order_logs_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_uq" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_inside_number_uq" ON "orders" USING btree ("inside_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_reference_uq" ON "orders" USING btree ("account_id","reference_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_uq" ON "orders" USING btree ("account_id","idempotency_key") WHERE "orders"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "orders_account_idx" ON "orders" USING btree ("account_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_supplier_idx" ON "orders" USING btree ("supplier_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_tracking_idx" ON "orders" USING btree ("tracking_no");--> statement-breakpoint
CREATE INDEX "orders_reference_idx" ON "orders" USING btree ("reference_no");--> statement-breakpoint
CREATE INDEX "orders_label_due_idx" ON "orders" USING btree ("label_next_at") WHERE "orders"."label_status" in ('PENDING','FAILED');--> statement-breakpoint
CREATE INDEX "order_logs_order_idx" ON "order_logs" USING btree ("order_id","id");
