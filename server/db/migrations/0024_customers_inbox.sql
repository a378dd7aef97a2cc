CREATE TABLE "inbox_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"source_id" integer NOT NULL,
	"staff_id" integer,
	"author" varchar(254) NOT NULL,
	"sent_to" varchar(254) NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_states" (
	"kind" varchar(16) NOT NULL,
	"source_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'new' NOT NULL,
	"assignee_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_states_kind_source_id_pk" PRIMARY KEY("kind","source_id"),
	CONSTRAINT "inbox_states_status_check" CHECK ("inbox_states"."status" in ('new', 'answered', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "status" varchar(10) DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inbox_replies" ADD CONSTRAINT "inbox_replies_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_states" ADD CONSTRAINT "inbox_states_assignee_id_staff_members_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_replies_source_idx" ON "inbox_replies" USING btree ("kind","source_id","created_at");--> statement-breakpoint
CREATE INDEX "inbox_states_status_idx" ON "inbox_states" USING btree ("status");--> statement-breakpoint
CREATE INDEX "inbox_states_assignee_idx" ON "inbox_states" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_status_check" CHECK ("business_profiles"."status" in ('pending', 'approved', 'declined'));