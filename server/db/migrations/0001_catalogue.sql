CREATE TABLE "index_block_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"block_id" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"img" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "index_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"placement" varchar(10) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"title" varchar(120) NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"goods_tab" varchar(10),
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"user_id" integer,
	"name" varchar(60) NOT NULL,
	"rating" integer NOT NULL,
	"content" text NOT NULL,
	"color" varchar(40) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "stock_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "index_block_items" ADD CONSTRAINT "index_block_items_block_id_index_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."index_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_images" ADD CONSTRAINT "review_images_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_notifications" ADD CONSTRAINT "stock_notifications_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_notifications" ADD CONSTRAINT "stock_notifications_variant_id_goods_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."goods_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "index_block_items_block_idx" ON "index_block_items" USING btree ("block_id","sort");--> statement-breakpoint
CREATE INDEX "index_blocks_placement_idx" ON "index_blocks" USING btree ("placement","sort");--> statement-breakpoint
CREATE INDEX "review_images_review_idx" ON "review_images" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "reviews_goods_created_idx" ON "reviews" USING btree ("goods_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_notifications_variant_email_idx" ON "stock_notifications" USING btree ("variant_id","email");--> statement-breakpoint
CREATE INDEX "stock_notifications_pending_idx" ON "stock_notifications" USING btree ("variant_id") WHERE "stock_notifications"."notified_at" is null;