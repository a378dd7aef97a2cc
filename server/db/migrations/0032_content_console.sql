-- The console's pages and posts (issue 26): a page or post may be a draft (published_at null) or
-- scheduled (a time to come); existing pages are published (now), posts keep their dates. A page
-- whose published address changes keeps its former one in content_redirects (a 301).
CREATE TABLE "content_redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_slug" varchar(80) NOT NULL,
	"page_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "content_redirects" ADD CONSTRAINT "content_redirects_page_id_content_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_redirects_from_idx" ON "content_redirects" USING btree ("from_slug");--> statement-breakpoint
CREATE INDEX "content_redirects_page_idx" ON "content_redirects" USING btree ("page_id");