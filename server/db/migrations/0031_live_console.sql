ALTER TABLE "live_rooms" ADD COLUMN "cover_image_id" integer;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD COLUMN "peak_viewers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD CONSTRAINT "live_rooms_cover_image_id_shop_images_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."shop_images"("id") ON DELETE set null ON UPDATE no action;