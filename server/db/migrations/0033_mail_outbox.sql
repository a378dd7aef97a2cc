ALTER TABLE "outbox" ADD COLUMN "message_id" varchar(200);--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "request_id" varchar(64);--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_unsent_idx" ON "outbox" USING btree ("id") WHERE sent_at is null and failed_at is null;--> statement-breakpoint
-- Mails stored before the outbox sent them (no SMTP then, or a send that failed) are not sent now, days late: kept as given up.
UPDATE "outbox" SET "failed_at" = now(), "error" = coalesce("error", 'stored before the outbox sent mail: not sent') WHERE "sent_at" IS NULL;
