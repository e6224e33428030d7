ALTER TABLE "user_bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "user_bookings" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "user_bookings_user" ON "user_bookings" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE INDEX "user_bookings_booking_start" ON "user_bookings" USING btree ("booking_id","start_date");