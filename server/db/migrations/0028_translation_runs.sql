CREATE TABLE "translation_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" varchar(8) NOT NULL,
	"state" varchar(16) NOT NULL,
	"total" integer NOT NULL,
	"made" integer DEFAULT 0 NOT NULL,
	"translator" varchar(32) NOT NULL,
	"error" text,
	"staff_id" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "translation_runs_state_check" CHECK ("translation_runs"."state" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "translation_runs_one_running_idx" ON "translation_runs" USING btree ("lang") WHERE "translation_runs"."state" = 'running';--> statement-breakpoint
CREATE INDEX "translation_runs_lang_idx" ON "translation_runs" USING btree ("lang","id");