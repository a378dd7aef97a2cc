ALTER TABLE "users" ADD COLUMN "newsletter" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "newsletter_token_hash" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "users_newsletter_token_idx" ON "users" USING btree ("newsletter_token_hash");