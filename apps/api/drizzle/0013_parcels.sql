CREATE TABLE "parcel_order_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parcel_order_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parcel_order_id" integer NOT NULL,
	"user_id" integer,
	"deliveryman_id" integer,
	"rating" double precision NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcel_order_reviews_parcel_order_id_unique" UNIQUE("parcel_order_id")
);
--> statement-breakpoint
CREATE TABLE "parcel_order_status_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parcel_order_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parcel_order_id" integer NOT NULL,
	"status" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parcel_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"type_id" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"currency_id" integer,
	"rate" double precision DEFAULT 1 NOT NULL,
	"total_price" integer NOT NULL,
	"km" double precision NOT NULL,
	"username_from" text NOT NULL,
	"phone_from" text NOT NULL,
	"address_from" jsonb NOT NULL,
	"username_to" text NOT NULL,
	"phone_to" text NOT NULL,
	"address_to" jsonb NOT NULL,
	"delivery_date" date,
	"delivery_time" text,
	"note" text,
	"description" text,
	"instructions" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notify" boolean DEFAULT false NOT NULL,
	"length" double precision,
	"width" double precision,
	"height" double precision,
	"weight" double precision,
	"payment_id" integer,
	"deliveryman_id" integer,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcel_orders_total_not_negative" CHECK ("parcel_orders"."total_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "parcel_order_id" integer;--> statement-breakpoint
ALTER TABLE "wallet_histories" ADD COLUMN "parcel_order_id" integer;--> statement-breakpoint
ALTER TABLE "parcel_order_reviews" ADD CONSTRAINT "parcel_order_reviews_parcel_order_id_parcel_orders_id_fk" FOREIGN KEY ("parcel_order_id") REFERENCES "public"."parcel_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_order_reviews" ADD CONSTRAINT "parcel_order_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_order_reviews" ADD CONSTRAINT "parcel_order_reviews_deliveryman_id_users_id_fk" FOREIGN KEY ("deliveryman_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_order_status_history" ADD CONSTRAINT "parcel_order_status_history_parcel_order_id_parcel_orders_id_fk" FOREIGN KEY ("parcel_order_id") REFERENCES "public"."parcel_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_order_status_history" ADD CONSTRAINT "parcel_order_status_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_orders" ADD CONSTRAINT "parcel_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_orders" ADD CONSTRAINT "parcel_orders_type_id_parcel_order_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."parcel_order_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_orders" ADD CONSTRAINT "parcel_orders_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_orders" ADD CONSTRAINT "parcel_orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_orders" ADD CONSTRAINT "parcel_orders_deliveryman_id_users_id_fk" FOREIGN KEY ("deliveryman_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parcel_order_status_history_parcel" ON "parcel_order_status_history" USING btree ("parcel_order_id","id");--> statement-breakpoint
CREATE INDEX "parcel_orders_user_status" ON "parcel_orders" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "parcel_orders_deliveryman" ON "parcel_orders" USING btree ("deliveryman_id","status","id");--> statement-breakpoint
CREATE INDEX "parcel_orders_status" ON "parcel_orders" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_parcel_order_id_parcel_orders_id_fk" FOREIGN KEY ("parcel_order_id") REFERENCES "public"."parcel_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_histories" ADD CONSTRAINT "wallet_histories_parcel_order_id_parcel_orders_id_fk" FOREIGN KEY ("parcel_order_id") REFERENCES "public"."parcel_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_transactions_parcel" ON "payment_transactions" USING btree ("parcel_order_id","id");