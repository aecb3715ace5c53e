-- Each desk user's own time zone; null means the agency's (AGENCY_TIME_ZONE)
-- (docs/decisions/0033-desk-times-plurals-and-mornings.md). Idempotent.
ALTER TABLE "user" ADD COLUMN IF NOT EXISTS "time_zone" text;
