ALTER TABLE "user_referrals" ADD COLUMN "rewarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_referrals" ADD COLUMN "reward_order_id" integer;--> statement-breakpoint
ALTER TABLE "user_referrals" ADD COLUMN "referrer_reward" integer;--> statement-breakpoint
ALTER TABLE "user_referrals" ADD COLUMN "referred_reward" integer;--> statement-breakpoint
ALTER TABLE "user_referrals" ADD CONSTRAINT "user_referrals_reward_order_id_orders_id_fk" FOREIGN KEY ("reward_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;