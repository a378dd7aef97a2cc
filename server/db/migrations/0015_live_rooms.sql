CREATE TABLE "live_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"goods_id" integer,
	"action" varchar(16) NOT NULL,
	"user_id" integer,
	"visitor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"user_id" integer,
	"visitor_id" uuid,
	"name" varchar(64) NOT NULL,
	"text" varchar(800) NOT NULL,
	"color" varchar(7) NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_room_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"pinned_at" timestamp with time zone,
	"price" numeric(12, 2),
	"special_price" numeric(12, 2),
	"stock_qty" integer,
	CONSTRAINT "live_room_products_stock_check" CHECK ("live_room_products"."stock_qty" is null or "live_room_products"."stock_qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "live_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(64) NOT NULL,
	"title" varchar(120) NOT NULL,
	"state" varchar(16) DEFAULT 'scheduled' NOT NULL,
	"video_url" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_rooms_state_check" CHECK ("live_rooms"."state" in ('scheduled', 'live', 'ended'))
);
--> statement-breakpoint
ALTER TABLE "live_actions" ADD CONSTRAINT "live_actions_room_id_live_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_actions" ADD CONSTRAINT "live_actions_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_comments" ADD CONSTRAINT "live_comments_room_id_live_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_comments" ADD CONSTRAINT "live_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_room_products" ADD CONSTRAINT "live_room_products_room_id_live_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_room_products" ADD CONSTRAINT "live_room_products_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_actions_room_idx" ON "live_actions" USING btree ("room_id","created_at");--> statement-breakpoint
CREATE INDEX "live_comments_room_idx" ON "live_comments" USING btree ("room_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_room_products_once_idx" ON "live_room_products" USING btree ("room_id","goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_rooms_slug_idx" ON "live_rooms" USING btree ("slug");