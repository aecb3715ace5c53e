-- Notes become timeline entries, never overwritten; each inquiry's timeline starts with its arrival.
INSERT INTO "inquiry_activities" ("inquiry_id", "kind", "created_at")
  SELECT "id", 'created', "created_at" FROM "inquiries";--> statement-breakpoint
INSERT INTO "inquiry_activities" ("inquiry_id", "kind", "body", "created_at")
  SELECT "id", 'note', "notes", "last_updated" FROM "inquiries" WHERE "notes" <> '';--> statement-breakpoint
ALTER TABLE "inquiries" DROP COLUMN "notes";
