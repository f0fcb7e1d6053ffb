CREATE TABLE "chefs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chefs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(150) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone_number" varchar(30) DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"profile_photo" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"profile_photo" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"activation_code" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "chefs_email_lower_unique" ON "chefs" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "chefs_created_at_id_index" ON "chefs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "chefs_name_lower_id_index" ON "chefs" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "chefs_name_trgm_index" ON "chefs" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chefs_email_trgm_index" ON "chefs" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_created_at_id_index" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_trgm_index" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_index" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "admins_name_trgm_index" ON "admins" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "admins_email_trgm_index" ON "admins" USING gin ("email" gin_trgm_ops);