CREATE TABLE "chat_conversations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"customer_id" integer NOT NULL,
	"shop_id" integer,
	"order_id" integer,
	"last_message_id" integer,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_conversations_kind_fields" CHECK (("chat_conversations"."kind" = 'support' AND "chat_conversations"."shop_id" IS NULL AND "chat_conversations"."order_id" IS NULL) OR ("chat_conversations"."kind" = 'order' AND "chat_conversations"."shop_id" IS NOT NULL AND "chat_conversations"."order_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"sender_id" integer,
	"sender_side" text NOT NULL,
	"text" text,
	"image" text,
	"client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_not_empty" CHECK ("chat_messages"."text" IS NOT NULL OR "chat_messages"."image" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "chat_reads" (
	"conversation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"side" text NOT NULL,
	"last_delivered_message_id" integer DEFAULT 0 NOT NULL,
	"last_read_message_id" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_reads_conversation_id_user_id_side_pk" PRIMARY KEY("conversation_id","user_id","side")
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_one_support" ON "chat_conversations" USING btree ("customer_id") WHERE kind = 'support';--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_order" ON "chat_conversations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_customer" ON "chat_conversations" USING btree ("customer_id","last_activity_at","id");--> statement-breakpoint
CREATE INDEX "chat_conversations_shop" ON "chat_conversations" USING btree ("shop_id","last_activity_at","id");--> statement-breakpoint
CREATE INDEX "chat_conversations_kind" ON "chat_conversations" USING btree ("kind","last_activity_at","id");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_id" ON "chat_messages" USING btree ("conversation_id","sender_id","client_id");--> statement-breakpoint
CREATE INDEX "chat_reads_user" ON "chat_reads" USING btree ("user_id");