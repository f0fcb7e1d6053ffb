-- Issue #32 item 1: a role may require a second factor; a session signed in without it may only set one up.
ALTER TABLE "admin_roles" ADD COLUMN "require_second_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "needs_second_factor" boolean DEFAULT false NOT NULL;