-- Merges before row locks could hide inquiries: one merged into itself, two into each other, one
-- into an inquiry merged on. "walk" follows every merged inquiry along its merges; whatever
-- comes back to itself stands alone again, then every merged inquiry points at the end of its
-- walk, an inquiry that is shown.
WITH RECURSIVE "walk" ("start", "at") AS (
  SELECT "id", "merged_into_id" FROM "inquiries" WHERE "merged_into_id" IS NOT NULL
  UNION
  SELECT "walk"."start", "inquiries"."merged_into_id" FROM "walk"
    JOIN "inquiries" ON "inquiries"."id" = "walk"."at"
    WHERE "inquiries"."merged_into_id" IS NOT NULL
)
UPDATE "inquiries" SET "merged_into_id" = NULL
  WHERE "id" IN (SELECT "start" FROM "walk" WHERE "at" = "start");--> statement-breakpoint
WITH RECURSIVE "walk" ("start", "at") AS (
  SELECT "id", "merged_into_id" FROM "inquiries" WHERE "merged_into_id" IS NOT NULL
  UNION
  SELECT "walk"."start", "inquiries"."merged_into_id" FROM "walk"
    JOIN "inquiries" ON "inquiries"."id" = "walk"."at"
    WHERE "inquiries"."merged_into_id" IS NOT NULL
)
UPDATE "inquiries" SET "merged_into_id" = "root"."at"
  FROM (
    SELECT "walk"."start", "walk"."at" FROM "walk"
      JOIN "inquiries" ON "inquiries"."id" = "walk"."at"
      WHERE "inquiries"."merged_into_id" IS NULL
  ) AS "root"
  WHERE "inquiries"."id" = "root"."start" AND "inquiries"."merged_into_id" <> "root"."at";--> statement-breakpoint
CREATE INDEX "inquiries_merged_into_idx" ON "inquiries" USING btree ("merged_into_id") WHERE "inquiries"."merged_into_id" is not null;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_not_merged_into_itself" CHECK ("inquiries"."merged_into_id" <> "inquiries"."id");--> statement-breakpoint
DROP INDEX "templates_user_id_idx";--> statement-breakpoint
DROP INDEX "templates_created_at_idx";--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "publication" text;--> statement-breakpoint
CREATE INDEX "templates_user_created_idx" ON "templates" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "templates_public_created_idx" ON "templates" USING btree ("created_at","id") WHERE "templates"."is_public";--> statement-breakpoint
CREATE INDEX "templates_requested_idx" ON "templates" USING btree ("updated_at","id") WHERE "templates"."publication" = 'requested';--> statement-breakpoint
-- Public means published by staff: what customers made public themselves waits for staff now.
UPDATE "templates" SET "is_public" = false, "publication" = 'requested'
  WHERE "is_public" AND "user_id" IN (SELECT "id" FROM "user" WHERE "role" <> 'staff');
