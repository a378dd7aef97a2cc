CREATE TABLE "content_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" varchar(8) NOT NULL,
	"source_hash" varchar(64) NOT NULL,
	"source" text NOT NULL,
	"text" text NOT NULL,
	"origin" varchar(16) NOT NULL,
	"translator" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_translations_origin_check" CHECK ("content_translations"."origin" in ('machine', 'operator'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_translations_lang_source_idx" ON "content_translations" USING btree ("lang","source_hash");