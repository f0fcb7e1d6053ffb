ALTER TABLE "activity" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "chain_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_chain_seq_index" ON "activity" USING btree ("chain_seq");--> statement-breakpoint
-- Issue #32 item 5: each activity row is a link of a hash chain, so an edit, a removal or an
-- insertion made past the append-only trigger (by anyone with the owner's rights, e.g. under
-- session_replication_role = replica) shows: `npm run audit:verify` walks the chain
-- (server/activity/chain-verify.ts).
--
-- The text a link hashes: the row's fields in a fixed order as one JSON array, so no text an admin
-- typed can pass for a separator, and the time in UTC whatever the session's time zone. A column
-- added to the table later joins only under a new version of this function, so the links already
-- written keep verifying.
CREATE FUNCTION "activity_chain_content"(entry "activity") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_array(
    entry.id,
    to_char(entry.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    entry.admin_id,
    entry.admin_name,
    entry.action,
    entry.area,
    entry.record_id,
    entry.record_label,
    to_jsonb(entry.changed),
    entry.changes,
    entry.ip
  )::text
$$;--> statement-breakpoint
-- A link: SHA-256 (hex) of the previous link's hash, a line feed, and the row's content.
CREATE FUNCTION "activity_chain_hash"(previous text, content text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(coalesce(previous, '') || chr(10) || content, 'UTF8')), 'hex')
$$;--> statement-breakpoint
CREATE FUNCTION "activity_chain_link"() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  previous record;
BEGIN
  -- A restore (server/backup/snapshot.ts) brings the links the backup had: they are kept.
  IF NEW.chain_hash IS NOT NULL AND current_setting('mise.restoring_backup', true) = 'on' THEN
    RETURN NEW;
  END IF;
  -- One link at a time across every process of a fleet. The lock is held until this transaction
  -- ends, and the query below takes its own snapshot after it (READ COMMITTED, a VOLATILE
  -- function), so it reads the link the previous holder committed. The unique index on chain_seq
  -- refuses a fork should anything else go wrong.
  PERFORM pg_advisory_xact_lock(73411005);
  SELECT chain_seq, chain_hash INTO previous FROM "activity" WHERE chain_seq IS NOT NULL ORDER BY chain_seq DESC LIMIT 1;
  NEW.chain_seq := coalesce(previous.chain_seq, 0) + 1;
  NEW.chain_hash := activity_chain_hash(previous.chain_hash, activity_chain_content(NEW));
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "activity_chain" BEFORE INSERT ON "activity" FOR EACH ROW EXECUTE FUNCTION "activity_chain_link"();--> statement-breakpoint
-- The rows written before this migration are linked in the order of their ids, in one pass.
ALTER TABLE "activity" DISABLE TRIGGER "activity_append_only";--> statement-breakpoint
DO $$
DECLARE
  each_row record;
  previous text;
  seq bigint := 0;
BEGIN
  CREATE TEMPORARY TABLE activity_links (id bigint PRIMARY KEY, seq bigint NOT NULL, hash text NOT NULL) ON COMMIT DROP;
  FOR each_row IN SELECT a.id, activity_chain_content(a) AS content FROM "activity" a ORDER BY a.id LOOP
    seq := seq + 1;
    previous := activity_chain_hash(previous, each_row.content);
    INSERT INTO activity_links VALUES (each_row.id, seq, previous);
  END LOOP;
  UPDATE "activity" a SET chain_seq = l.seq, chain_hash = l.hash FROM activity_links l WHERE a.id = l.id;
END;
$$;--> statement-breakpoint
ALTER TABLE "activity" ENABLE TRIGGER "activity_append_only";
