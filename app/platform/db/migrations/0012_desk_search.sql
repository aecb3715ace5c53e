-- Search that ignores case and diacritics (docs/decisions/0032-desk-at-volume.md): one folded text of
-- the lead's name, e-mail, company and message, kept by the database itself on every write, and a
-- trigram index that serves "contains". Idempotent: every statement may run again.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- Lower case and the letters of Czech, Polish and their neighbours without their marks; capitals
-- are folded here too, so the result does not depend on the database's collation.
CREATE OR REPLACE FUNCTION "search_fold"("value" text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT translate(lower("value"), 'áÁàÀâÂäÄãÃåÅąĄčČćĆçÇďĎéÉèÈêÊëËěĚęĘíÍìÌîÎïÏľĽĺĹłŁňŇńŃñÑóÓòÒôÔöÖõÕőŐøØřŘŕŔšŠśŚßťŤúÚùÙûÛüÜůŮűŰýÝÿŸžŽźŹżŻ', 'aaaaaaaaaaaaaaccccccddeeeeeeeeeeeeiiiiiiiillllllnnnnnnoooooooooooooorrrrsssssttuuuuuuuuuuuuyyyyzzzzzz') $$;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN IF NOT EXISTS "search_text" text GENERATED ALWAYS AS (
  search_fold(
    coalesce("lead_name", '') || ' ' || "lead_email" || ' ' || coalesce("company", '') || ' '
      || coalesce("requirements" ->> 'message', '') || ' ' || coalesce("requirements" ->> 'goal', '')
  )
) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "inquiries_search_text_idx" ON "inquiries" USING gin ("search_text" gin_trgm_ops);
