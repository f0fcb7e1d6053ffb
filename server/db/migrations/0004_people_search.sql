DROP INDEX "admins_name_trgm_index";--> statement-breakpoint
DROP INDEX "admins_email_trgm_index";--> statement-breakpoint
DROP INDEX "chefs_name_trgm_index";--> statement-breakpoint
DROP INDEX "chefs_email_trgm_index";--> statement-breakpoint
DROP INDEX "users_name_trgm_index";--> statement-breakpoint
DROP INDEX "users_email_trgm_index";--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("admins"."first_name" || ' ' || "admins"."last_name" || chr(10) || "admins"."email")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "chefs" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("chefs"."name" || chr(10) || "chefs"."email")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("users"."first_name" || ' ' || "users"."last_name" || chr(10) || "users"."email")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "admins_search_text_index" ON "admins" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chefs_search_text_index" ON "chefs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_text_index" ON "users" USING gin ("search_text" gin_trgm_ops);