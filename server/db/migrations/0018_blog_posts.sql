CREATE TABLE "post_likes" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(120) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"title" varchar(160) NOT NULL,
	"excerpt" varchar(320) NOT NULL,
	"author" varchar(80) NOT NULL,
	"body" text NOT NULL,
	"cover" varchar(200) NOT NULL,
	"cover_alt" varchar(160) NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"related_goods_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"reading_minutes" integer NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "posts_kind_check" CHECK ("posts"."kind" in ('blog', 'company_news', 'readers_topic')),
	CONSTRAINT "posts_like_count_check" CHECK ("posts"."like_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "post_likes_post_user_idx" ON "post_likes" USING btree ("post_id","user_id");--> statement-breakpoint
CREATE INDEX "post_likes_user_idx" ON "post_likes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_slug_idx" ON "posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "posts_kind_published_idx" ON "posts" USING btree ("kind","published_at");--> statement-breakpoint
CREATE INDEX "posts_tags_idx" ON "posts" USING gin ("tags");