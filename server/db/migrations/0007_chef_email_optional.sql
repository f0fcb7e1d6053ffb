DROP INDEX "chefs_email_lower_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "chefs_email_lower_unique" ON "chefs" USING btree (lower("email")) WHERE "chefs"."email" <> '';