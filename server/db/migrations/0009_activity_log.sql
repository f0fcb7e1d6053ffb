-- Issue #15 item 1: the activity log, one row per change an admin made, append-only.
CREATE TABLE "activity" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"admin_id" integer,
	"admin_name" text NOT NULL,
	"action" text NOT NULL,
	"area" text NOT NULL,
	"record_id" integer,
	"record_label" text DEFAULT '' NOT NULL,
	"changed" text[] DEFAULT '{}'::text[] NOT NULL,
	"ip" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("activity"."admin_name" || chr(10) || "activity"."record_label" || chr(10) || "activity"."ip")) STORED NOT NULL
);
--> statement-breakpoint
CREATE INDEX "activity_created_at_index" ON "activity" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_record_index" ON "activity" USING btree ("area","record_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_admin_id_index" ON "activity" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "activity_search_text_index" ON "activity" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Defense in depth: nothing the API or a mistaken query does can rewrite or remove history. TRUNCATE
-- (an operator's deliberate reset, the tests' clean slate) is a statement of its own and stays possible.
CREATE FUNCTION "activity_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The activity log is append-only: % is refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "activity_append_only" BEFORE UPDATE OR DELETE ON "activity" FOR EACH STATEMENT EXECUTE FUNCTION "activity_refuse_change"();