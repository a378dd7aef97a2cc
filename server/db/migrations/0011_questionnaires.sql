CREATE TABLE "questionnaire_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"state" varchar(10) DEFAULT 'started' NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ticket_hash" text,
	"ticket_expires_at" timestamp with time zone,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text NOT NULL,
	"wap_image_url" text NOT NULL,
	"reward_kind" varchar(10) NOT NULL,
	"reward_points" integer DEFAULT 0 NOT NULL,
	"reward_coupon_id" integer,
	"questions" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaires_reward_check" CHECK (("questionnaires"."reward_kind" = 'points' and "questionnaires"."reward_points" > 0) or ("questionnaires"."reward_kind" = 'coupon' and "questionnaires"."reward_coupon_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "point_entries" ADD COLUMN "questionnaire_id" integer;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_reward_coupon_id_coupons_id_fk" FOREIGN KEY ("reward_coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_responses_once_idx" ON "questionnaire_responses" USING btree ("user_id","questionnaire_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_responses_ticket_idx" ON "questionnaire_responses" USING btree ("ticket_hash") WHERE "questionnaire_responses"."ticket_hash" is not null;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_questionnaire_once_idx" ON "point_entries" USING btree ("user_id","questionnaire_id") WHERE "point_entries"."questionnaire_id" is not null;