-- The desk at agency scale (docs/decisions/0061-desk-at-agency-scale.md). Search also reads a
-- preview request's note and the assistant's question, and, for staff, the inquiry's notes: the
-- notes' folded text is kept on the inquiry by the database itself whenever a note is written,
-- changed, moved or deleted, whoever does it (a privacy erasure deletes notes). Idempotent: every
-- statement may run again.
ALTER TABLE "inquiries" DROP COLUMN IF EXISTS "search_text";--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "search_text" text GENERATED ALWAYS AS (
  search_fold(
    coalesce("lead_name", '') || ' ' || "lead_email" || ' ' || coalesce("company", '') || ' '
      || coalesce("requirements" ->> 'message', '') || ' ' || coalesce("requirements" ->> 'goal', '') || ' '
      || coalesce("requirements" ->> 'note', '') || ' ' || coalesce("requirements" ->> 'question', '')
  )
) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "inquiries_search_text_idx" ON "inquiries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN IF NOT EXISTS "notes_search" text;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "inquiries_notes_search_idx" ON "inquiries" USING gin ("notes_search" gin_trgm_ops);--> statement-breakpoint
-- The notes of one inquiry, oldest first, folded as search_text is; null when it has none.
CREATE OR REPLACE FUNCTION "inquiry_notes_fold"("inquiry" uuid) RETURNS text
  LANGUAGE sql STABLE
  AS $$ SELECT search_fold(string_agg("body", ' ' ORDER BY "created_at", "id"))
        FROM "inquiry_activities" WHERE "inquiry_id" = "inquiry" AND "kind" = 'note' $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "inquiry_notes_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."kind" = 'note' THEN
    UPDATE "inquiries" SET "notes_search" = inquiry_notes_fold(OLD."inquiry_id") WHERE "id" = OLD."inquiry_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."kind" = 'note'
     AND (TG_OP = 'INSERT' OR NEW."inquiry_id" <> OLD."inquiry_id" OR OLD."kind" <> 'note'
          OR NEW."body" IS DISTINCT FROM OLD."body") THEN
    UPDATE "inquiries" SET "notes_search" = inquiry_notes_fold(NEW."inquiry_id") WHERE "id" = NEW."inquiry_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "inquiry_notes_search" ON "inquiry_activities";--> statement-breakpoint
CREATE TRIGGER "inquiry_notes_search" AFTER INSERT OR UPDATE OR DELETE ON "inquiry_activities"
  FOR EACH ROW EXECUTE FUNCTION "inquiry_notes_refresh"();--> statement-breakpoint
-- The notes written before this migration.
UPDATE "inquiries" SET "notes_search" = inquiry_notes_fold("id")
  WHERE "id" IN (SELECT "inquiry_id" FROM "inquiry_activities" WHERE "kind" = 'note');
