CREATE TABLE "conversion_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"network" varchar(32) NOT NULL,
	"event" varchar(16) NOT NULL,
	"goods_id" integer,
	"order_id" integer,
	"value" numeric(12, 2),
	"currency" varchar(3),
	"visitor_id" uuid,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversion_events_event_check" CHECK ("conversion_events"."event" in ('view', 'add_to_cart', 'purchase'))
);
--> statement-breakpoint
CREATE INDEX "conversion_events_created_idx" ON "conversion_events" USING btree ("created_at","event");--> statement-breakpoint
CREATE UNIQUE INDEX "conversion_events_purchase_once_idx" ON "conversion_events" USING btree ("network","order_id") WHERE "conversion_events"."event" = 'purchase';