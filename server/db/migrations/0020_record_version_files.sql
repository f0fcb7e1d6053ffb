ALTER TABLE "record_version" ADD COLUMN "files" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "record_version_files_index" ON "record_version" USING gin ("files");