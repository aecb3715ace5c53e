-- Erasure reaches every message and event that names a person (docs/decisions/0024-erasure-and-crash-safe-mail.md).
-- Idempotent: every statement may run again.
ALTER TABLE "mail_queue" ADD COLUMN IF NOT EXISTS "inquiry_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
-- Messages queued before: the inquiries their links point to (a lead's notice, a digest).
UPDATE "mail_queue" SET "inquiry_ids" = ARRAY(
  SELECT DISTINCT found[1]::uuid
  FROM regexp_matches("text", '/inquiries/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})', 'g') AS found
) WHERE "inquiry_ids" = '{}'::uuid[] AND "text" LIKE '%/inquiries/%';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mail_queue_to_idx" ON "mail_queue" USING btree (lower("to"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mail_queue_reply_to_idx" ON "mail_queue" USING btree (lower("reply_to")) WHERE "mail_queue"."reply_to" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mail_queue_inquiry_ids_idx" ON "mail_queue" USING gin ("inquiry_ids");--> statement-breakpoint
ALTER TABLE "webhook_queue" ADD COLUMN IF NOT EXISTS "inquiry_id" uuid;--> statement-breakpoint
UPDATE "webhook_queue" SET "inquiry_id" = ("body"::jsonb ->> 'inquiryId')::uuid
  WHERE "inquiry_id" IS NULL
    AND ("body"::jsonb ->> 'inquiryId') ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "webhook_queue_inquiry_idx" ON "webhook_queue" USING btree ("inquiry_id");--> statement-breakpoint
-- Rate-limit keys are now the bucket and a keyed hash of the client: counters kept under a plain
-- address or IP go (they only count the current window).
DELETE FROM "rate_limits" WHERE "key" !~ '^[a-z-]+:[A-Za-z0-9_-]{43}$';--> statement-breakpoint
-- Anonymised addresses were derived from the address's plain SHA-256, which anyone can test a
-- guess against: each becomes a random one, the same for the rows that shared it.
DO $$
DECLARE salt text := gen_random_uuid()::text;
BEGIN
  UPDATE "inquiries" SET "lead_email" = 'anonymised-' || left(md5(salt || "lead_email"), 12) || '@anonymised.invalid'
    WHERE "lead_email" ~ '^anonymised-[0-9a-f]{12}@anonymised\.invalid$';
  UPDATE "contact_inquiries" SET "email" = 'anonymised-' || left(md5(salt || "email"), 12) || '@anonymised.invalid'
    WHERE "email" ~ '^anonymised-[0-9a-f]{12}@anonymised\.invalid$';
  UPDATE "demo_leads" SET "email" = 'anonymised-' || left(md5(salt || "email"), 12) || '@anonymised.invalid'
    WHERE "email" ~ '^anonymised-[0-9a-f]{12}@anonymised\.invalid$';
  UPDATE "website_preview_requests" SET "email" = 'anonymised-' || left(md5(salt || "email"), 12) || '@anonymised.invalid'
    WHERE "email" ~ '^anonymised-[0-9a-f]{12}@anonymised\.invalid$';
END $$;
