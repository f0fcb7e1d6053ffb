CREATE TABLE "trash" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trash_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"area" text NOT NULL,
	"record_id" integer NOT NULL,
	"label" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"files" text[] DEFAULT '{}'::text[] NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_by_id" integer,
	"deleted_by_name" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("trash"."label" || chr(10) || "trash"."deleted_by_name")) STORED NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "trash_area_record_unique" ON "trash" USING btree ("area","record_id");--> statement-breakpoint
CREATE INDEX "trash_deleted_at_index" ON "trash" USING btree ("deleted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trash_search_text_index" ON "trash" USING gin ("search_text" gin_trgm_ops);