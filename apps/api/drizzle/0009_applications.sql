CREATE TABLE "courier_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "courier_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"vehicle_type" text NOT NULL,
	"plate" text,
	"documents" jsonb NOT NULL,
	"working_area" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"radius_km" double precision,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"type" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"phone" text NOT NULL,
	"logo_img" text,
	"background_img" text,
	"documents" jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"price_per_km" integer DEFAULT 0 NOT NULL,
	"min_amount" integer DEFAULT 0 NOT NULL,
	"tax" double precision DEFAULT 0 NOT NULL,
	"delivery_time_from" integer NOT NULL,
	"delivery_time_to" integer NOT NULL,
	"delivery_time_type" text NOT NULL,
	"delivery_radius_km" double precision,
	"delivery_polygon" jsonb,
	"categories" jsonb NOT NULL,
	"tags" jsonb NOT NULL,
	"working_days" jsonb NOT NULL,
	"reason" text,
	"shop_id" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courier_applications" ADD CONSTRAINT "courier_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_applications" ADD CONSTRAINT "courier_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_applications" ADD CONSTRAINT "shop_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_applications" ADD CONSTRAINT "shop_applications_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_applications" ADD CONSTRAINT "shop_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_applications_one_pending" ON "courier_applications" USING btree ("user_id") WHERE status = 'new';--> statement-breakpoint
CREATE INDEX "courier_applications_user" ON "courier_applications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "courier_applications_status" ON "courier_applications" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_applications_one_pending" ON "shop_applications" USING btree ("user_id") WHERE status = 'new';--> statement-breakpoint
CREATE INDEX "shop_applications_user" ON "shop_applications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "shop_applications_status" ON "shop_applications" USING btree ("status","id");