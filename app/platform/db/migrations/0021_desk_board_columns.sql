-- The board's columns (docs/decisions/0060-desk-board-at-speed.md): each status's newest cards
-- read in order from the index and stopped at the column's size, and the count per status one
-- index-only scan grouped by its first column, instead of every shown inquiry read and sorted.
-- source_form rides along (INCLUDE) for the sales-leads filter. Idempotent.
CREATE INDEX IF NOT EXISTS "inquiries_desk_board_idx" ON "inquiries" ("status", "created_at" DESC, "id" DESC) INCLUDE ("source_form") WHERE "spam_reason" IS NULL AND "merged_into_id" IS NULL;
