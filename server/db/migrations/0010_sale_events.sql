CREATE TABLE "sale_event_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(120) NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"banner_img" text DEFAULT '' NOT NULL,
	"banner_alt" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "sale_events_ends_after_start" CHECK ("sale_events"."ends_at" > "sale_events"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "sale_event_categories" ADD CONSTRAINT "sale_event_categories_sale_id_sale_events_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sale_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_event_categories" ADD CONSTRAINT "sale_event_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_event_categories_once_idx" ON "sale_event_categories" USING btree ("sale_id","category_id");--> statement-breakpoint
CREATE INDEX "sale_events_ends_idx" ON "sale_events" USING btree ("ends_at");