CREATE TABLE "clearance_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clearance_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"clearance_order_id" integer NOT NULL,
	"type" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"kind" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clearance_order_bags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clearance_order_bags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"clearance_order_id" integer NOT NULL,
	"bag_no" text NOT NULL,
	"weight" numeric(14, 3) NOT NULL,
	"pieces" integer DEFAULT 0 NOT NULL,
	"submit_status" text DEFAULT 'WAIT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clearance_order_parcels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clearance_order_parcels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"clearance_order_id" integer NOT NULL,
	"bag_id" integer NOT NULL,
	"parcel_no" text NOT NULL,
	"order_id" integer,
	"weight" numeric(14, 3) NOT NULL,
	"submit_status" text DEFAULT 'WAIT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clearance_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clearance_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"account_id" integer NOT NULL,
	"created_by" integer,
	"product_id" integer NOT NULL,
	"product_code" text DEFAULT '' NOT NULL,
	"port_code" text NOT NULL,
	"awb_no" text NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"pay_status" text DEFAULT 'WAIT_PAY' NOT NULL,
	"check_status" text DEFAULT 'NONE' NOT NULL,
	"findings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fee" numeric(14, 2),
	"currency" text DEFAULT 'CNY' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"bag_count" integer DEFAULT 0 NOT NULL,
	"parcel_count" integer DEFAULT 0 NOT NULL,
	"weight" numeric(14, 3) DEFAULT '0' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clearance_orders_status_ck" CHECK ("clearance_orders"."status" in ('CREATED','SUBMITTED','REJECTED','APPROVED','COMPLETE','CANCELED')),
	CONSTRAINT "clearance_orders_pay_ck" CHECK ("clearance_orders"."pay_status" in ('WAIT_PAY','PAY_SUCCESS','PAY_FAIL')),
	CONSTRAINT "clearance_orders_fee_ck" CHECK ("clearance_orders"."fee" is null or "clearance_orders"."fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "clearance_attachments" ADD CONSTRAINT "clearance_attachments_clearance_order_id_clearance_orders_id_fk" FOREIGN KEY ("clearance_order_id") REFERENCES "public"."clearance_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearance_order_bags" ADD CONSTRAINT "clearance_order_bags_clearance_order_id_clearance_orders_id_fk" FOREIGN KEY ("clearance_order_id") REFERENCES "public"."clearance_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearance_order_parcels" ADD CONSTRAINT "clearance_order_parcels_clearance_order_id_clearance_orders_id_fk" FOREIGN KEY ("clearance_order_id") REFERENCES "public"."clearance_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearance_order_parcels" ADD CONSTRAINT "clearance_order_parcels_bag_id_clearance_order_bags_id_fk" FOREIGN KEY ("bag_id") REFERENCES "public"."clearance_order_bags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearance_orders" ADD CONSTRAINT "clearance_orders_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clearance_attachments_order_idx" ON "clearance_attachments" USING btree ("clearance_order_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "clearance_order_bags_no_uq" ON "clearance_order_bags" USING btree ("clearance_order_id","bag_no");--> statement-breakpoint
CREATE INDEX "clearance_order_bags_no_idx" ON "clearance_order_bags" USING btree ("bag_no");--> statement-breakpoint
CREATE UNIQUE INDEX "clearance_order_parcels_no_uq" ON "clearance_order_parcels" USING btree ("clearance_order_id","parcel_no");--> statement-breakpoint
CREATE INDEX "clearance_order_parcels_bag_idx" ON "clearance_order_parcels" USING btree ("bag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clearance_orders_no_uq" ON "clearance_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "clearance_orders_account_idx" ON "clearance_orders" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "clearance_orders_awb_idx" ON "clearance_orders" USING btree ("awb_no");