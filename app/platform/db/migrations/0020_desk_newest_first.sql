-- The board's and the list's "newest first" among inquiries not merged into another
-- (docs/decisions/0056-desk-speed.md): read backwards, the list's 500 newest are its first 500
-- or so entries instead of every inquiry sorted. Idempotent.
CREATE INDEX IF NOT EXISTS "inquiries_newest_idx" ON "inquiries" ("created_at") WHERE "merged_into_id" IS NULL;
