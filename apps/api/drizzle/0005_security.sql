ALTER TABLE "verification_codes" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "invite_token" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;