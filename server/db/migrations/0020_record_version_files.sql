ALTER TABLE "record_version" ADD COLUMN "files" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "record_version_files_index" ON "record_version" USING gin ("files");--> statement-breakpoint
-- The versions kept before this column name their files by address only: list them, so an image they name is kept too.
UPDATE "record_version" SET "files" = coalesce(
  (SELECT array_agg(DISTINCT substr("value", length('/api/v1/files/') + 1)) FROM jsonb_each_text("values") WHERE "value" LIKE '/api/v1/files/%'),
  '{}'::text[]
);
