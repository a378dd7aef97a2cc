CREATE TABLE "lens_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(12) NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(80) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"material" varchar(60) DEFAULT '' NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "lens_options_price_check" CHECK ("lens_options"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "saved_prescriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"prescription" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "cart_items_user_variant_idx";--> statement-breakpoint
DROP INDEX "cart_items_visitor_variant_idx";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "lens" jsonb;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "lens_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "lens" jsonb;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "lens_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_prescriptions" ADD CONSTRAINT "saved_prescriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lens_options_kind_code_idx" ON "lens_options" USING btree ("kind","code");--> statement-breakpoint
CREATE INDEX "saved_prescriptions_user_idx" ON "saved_prescriptions" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_variant_lens_idx" ON "cart_items" USING btree ("user_id","variant_id","lens_key") WHERE "cart_items"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_visitor_variant_lens_idx" ON "cart_items" USING btree ("visitor_id","variant_id","lens_key") WHERE "cart_items"."visitor_id" is not null;