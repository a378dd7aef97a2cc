ALTER TABLE "coupons" ADD COLUMN "quantity" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "claimed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_not_over_claimed" CHECK ("coupons"."quantity" IS NULL OR "coupons"."claimed" <= "coupons"."quantity");