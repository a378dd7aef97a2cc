CREATE TABLE "live_mutes" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"user_id" integer,
	"visitor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_mutes_one_who" CHECK (("live_mutes"."user_id" is not null) <> ("live_mutes"."visitor_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "live_mutes" ADD CONSTRAINT "live_mutes_room_id_live_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_mutes" ADD CONSTRAINT "live_mutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_mutes_room_user_uq" ON "live_mutes" USING btree ("room_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_mutes_room_visitor_uq" ON "live_mutes" USING btree ("room_id","visitor_id");