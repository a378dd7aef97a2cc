CREATE TABLE "drop_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"blind_packaging" boolean DEFAULT true NOT NULL,
	"customer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incoming_stock" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"expected_qty" integer NOT NULL,
	"reserved_qty" integer DEFAULT 0 NOT NULL,
	"held_qty" integer DEFAULT 0 NOT NULL,
	"expected_date" varchar(10) NOT NULL,
	CONSTRAINT "incoming_stock_reserved_check" CHECK ("incoming_stock"."reserved_qty" >= 0 and "incoming_stock"."reserved_qty" <= "incoming_stock"."expected_qty"),
	CONSTRAINT "incoming_stock_held_check" CHECK ("incoming_stock"."held_qty" >= 0 and "incoming_stock"."held_qty" <= "incoming_stock"."expected_qty")
);
--> statement-breakpoint
CREATE TABLE "odm_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"kind" varchar(4) NOT NULL,
	"name" varchar(80) NOT NULL,
	"email" varchar(254) NOT NULL,
	"company" varchar(120) DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"message" text NOT NULL,
	"upload_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_logos" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"upload_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"placement" varchar(12) DEFAULT 'temple' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_logos_qty_check" CHECK ("order_logos"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "pre_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"expected_date" varchar(10) NOT NULL,
	"status" varchar(12) DEFAULT 'reserved' NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"arrived_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "pre_orders_qty_check" CHECK ("pre_orders"."qty" > 0),
	CONSTRAINT "pre_orders_status_check" CHECK ("pre_orders"."status" in ('reserved', 'arrived', 'ordered', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "rebate_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"version" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(40) NOT NULL,
	"user_id" integer,
	"purpose" varchar(12) NOT NULL,
	"mime" varchar(40) NOT NULL,
	"original_name" varchar(160) DEFAULT '' NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"chosen_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "drop_shipments" ADD CONSTRAINT "drop_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_shipments" ADD CONSTRAINT "drop_shipments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_stock" ADD CONSTRAINT "incoming_stock_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_stock" ADD CONSTRAINT "incoming_stock_variant_id_goods_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."goods_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odm_requests" ADD CONSTRAINT "odm_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_logos" ADD CONSTRAINT "order_logos_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_logos" ADD CONSTRAINT "order_logos_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD CONSTRAINT "pre_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD CONSTRAINT "pre_orders_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD CONSTRAINT "pre_orders_variant_id_goods_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."goods_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD CONSTRAINT "pre_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_acceptances" ADD CONSTRAINT "rebate_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drop_shipments_order_idx" ON "drop_shipments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "incoming_stock_variant_idx" ON "incoming_stock" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "incoming_stock_goods_idx" ON "incoming_stock" USING btree ("goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_logos_order_idx" ON "order_logos" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "pre_orders_user_idx" ON "pre_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pre_orders_variant_status_idx" ON "pre_orders" USING btree ("variant_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_acceptances_user_version_idx" ON "rebate_acceptances" USING btree ("user_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_key_idx" ON "uploads" USING btree ("key");--> statement-breakpoint
CREATE INDEX "uploads_user_purpose_idx" ON "uploads" USING btree ("user_id","purpose");