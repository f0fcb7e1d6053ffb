CREATE TABLE "record_version" (
	"activity_id" bigint PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"record_id" integer NOT NULL,
	"values" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "record_version_record_index" ON "record_version" USING btree ("area","record_id","activity_id" DESC NULLS LAST);