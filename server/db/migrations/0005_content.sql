CREATE TABLE "block_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "block_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(150) NOT NULL,
	"amount" varchar(60) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("block_prices"."title" || chr(10) || "block_prices"."amount")) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingredients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ingredients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("ingredients"."name")) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meal_icons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meal_icons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"meal_type" varchar(100) NOT NULL,
	"image" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("meal_icons"."meal_type")) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "static_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" varchar(60) NOT NULL,
	"title" varchar(150) NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("static_pages"."title")) STORED NOT NULL,
	CONSTRAINT "static_pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "subscribed_emails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscribed_emails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("subscribed_emails"."email")) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(150) NOT NULL,
	"display_amount" varchar(60) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"timeframe" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("subscription_plans"."title" || chr(10) || "subscription_plans"."display_amount")) STORED NOT NULL,
	CONSTRAINT "subscription_plans_amount_not_negative" CHECK ("subscription_plans"."amount" >= 0),
	CONSTRAINT "subscription_plans_timeframe_range" CHECK ("subscription_plans"."timeframe" between 1 and 999)
);
--> statement-breakpoint
CREATE INDEX "block_prices_created_at_id_index" ON "block_prices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "block_prices_search_text_index" ON "block_prices" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "ingredients_name_lower_unique" ON "ingredients" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "ingredients_created_at_id_index" ON "ingredients" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "ingredients_search_text_index" ON "ingredients" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "meal_icons_created_at_id_index" ON "meal_icons" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "meal_icons_meal_type_lower_id_index" ON "meal_icons" USING btree (lower("meal_type"),"id");--> statement-breakpoint
CREATE INDEX "meal_icons_search_text_index" ON "meal_icons" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "static_pages_created_at_id_index" ON "static_pages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "static_pages_search_text_index" ON "static_pages" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "subscribed_emails_email_lower_unique" ON "subscribed_emails" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "subscribed_emails_created_at_id_index" ON "subscribed_emails" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "subscribed_emails_search_text_index" ON "subscribed_emails" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subscription_plans_created_at_id_index" ON "subscription_plans" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "subscription_plans_search_text_index" ON "subscription_plans" USING gin ("search_text" gin_trgm_ops);