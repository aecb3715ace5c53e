-- A lead's answer comes back into the inquiry's timeline (docs/decisions/0030-lead-replies.md).
-- Idempotent: every statement may run again.
ALTER TABLE "inquiries" ADD COLUMN IF NOT EXISTS "replied_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "inquiries_replied_idx" ON "inquiries" USING btree ("replied_at") WHERE "inquiries"."replied_at" is not null;--> statement-breakpoint
-- An answer's In-Reply-To names a queued message: the activity that sent it, found by its row.
CREATE INDEX IF NOT EXISTS "inquiry_activities_mail_idx" ON "inquiry_activities" USING btree ("mail_id") WHERE "inquiry_activities"."mail_id" is not null;--> statement-breakpoint
-- An answer is stored once, however often and by whichever way it arrives.
CREATE UNIQUE INDEX IF NOT EXISTS "inquiry_activities_received_message_idx" ON "inquiry_activities" USING btree (("data" ->> 'messageId')) WHERE "inquiry_activities"."kind" = 'email_received';--> statement-breakpoint
-- Who polls a mailbox now: one server at a time, for as long as its lease runs.
CREATE TABLE IF NOT EXISTS "mailbox_leases" (
	"mailbox" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"until" timestamp with time zone NOT NULL
);
