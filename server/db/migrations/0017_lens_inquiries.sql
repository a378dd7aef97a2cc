ALTER TABLE "inquiries" ADD COLUMN "kind" varchar(12) DEFAULT 'contact' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "details" jsonb;--> statement-breakpoint
CREATE INDEX "inquiries_user_kind_idx" ON "inquiries" USING btree ("user_id","kind","created_at");--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_kind_check" CHECK ("inquiries"."kind" in ('contact', 'lens'));