-- Saved views of the inquiry list, per person, and the index the list's pages and count read (docs/decisions/0055-desk-list-pages-and-saved-views.md):
-- a name and the list's address (its query string), in the person's own order; gone with the person.
-- Idempotent: every statement may run again.
CREATE TABLE IF NOT EXISTS "saved_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL REFERENCES "public"."user"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- One name once per person; it also serves the person's list of views.
CREATE UNIQUE INDEX IF NOT EXISTS "saved_views_user_name_idx" ON "saved_views" USING btree ("user_id","name");
--> statement-breakpoint
-- The list's rows as the desk shows them (no spam, none merged), newest first: its pages read
-- along it and its COUNT is an index-only scan (the form is carried for staff's filter on it).
CREATE INDEX IF NOT EXISTS "inquiries_desk_list_idx" ON "inquiries" USING btree ("created_at" DESC, "id" DESC) INCLUDE ("source_form") WHERE "spam_reason" IS NULL AND "merged_into_id" IS NULL;
