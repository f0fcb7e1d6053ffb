DROP INDEX "rate_limits_window_start_index";--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "window_end" timestamp with time zone DEFAULT now() + interval '1 day' NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limits_window_end_index" ON "rate_limits" USING btree ("window_end");