-- The morning digest can be switched off per person (docs/decisions/0033-desk-times-plurals-and-mornings.md).
-- Idempotent: every statement may run again.
ALTER TABLE "user" ADD COLUMN IF NOT EXISTS "morning_digest" boolean DEFAULT true NOT NULL;
